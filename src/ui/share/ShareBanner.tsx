/**
 * The banner for a link that could not be opened (or only in part): what was wrong, as plain
 * text (React escapes it; nothing from a URL is ever rendered as markup), and a Dismiss button.
 */
import { sayNotes } from '../../share';
import { useShareSync, useShareView } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import './share.css';

/** The share message banner; renders nothing without a message. */
export function ShareBanner() {
  const message = useShareView((s) => s.message);
  const { dismissMessage } = useShareSync();
  const words = useT();
  const { t } = words;
  if (!message) return null;
  return (
    <div className={`share-banner share-banner-${message.kind}`} role="alert">
      <span>{sayNotes(words, message.notes)}</span>
      <button type="button" onClick={dismissMessage}>
        {t('ui.share.dismiss')}
      </button>
    </div>
  );
}
