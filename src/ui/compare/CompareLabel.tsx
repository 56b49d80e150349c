/** The words of the header's button that opens the comparison, in the reader's language. */
import { useT } from '../i18n/translator-context';

/** "Compare designs". */
export function CompareLabel() {
  const { t } = useT();
  return t('compare.open');
}
