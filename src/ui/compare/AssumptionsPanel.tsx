/**
 * The projection's assumptions, each visible and editable beside the figures they make: the scan
 * rate (not documented), a request's round trip, and the point reads a client issues at once.
 * docs/access-patterns.md gives each default and why.
 */
import { ASSUMPTION_KEYS, DEFAULT_ASSUMPTIONS } from '../../patterns';
import { useComparison } from '../../state/comparison/context';
import { useT } from '../i18n/translator-context';
import { NumberField } from './NumberField';

/** Each assumption's label and unit keys. */
const WORDS = {
  scanRate: ['workloadUi.scanRate', 'workloadUi.perSecond'],
  roundTripMs: ['workloadUi.roundTrip', 'workloadUi.ms'],
  parallelReads: ['workloadUi.parallelReads', 'workloadUi.reads'],
} as const;

/** The assumptions, editable. */
export function AssumptionsPanel() {
  const tr = useT();
  const { t } = tr;
  const assumptions = useComparison((s) => s.assumptions);
  const update = useComparison((s) => s.update);
  return (
    <fieldset className="assumption-fields">
      <legend>{t('workloadUi.assumptions')}</legend>
      {ASSUMPTION_KEYS.map((key) => (
        <NumberField
          key={key}
          label={t(WORDS[key][0])}
          unit={t(WORDS[key][1])}
          value={assumptions[key]}
          positive
          onChange={(value) => update({ assumptions: { ...assumptions, [key]: value } })}
        />
      ))}
      <p className="muted">
        {t('workloadUi.assumptionsNote', {
          scanRate: tr.count(DEFAULT_ASSUMPTIONS.scanRate),
          roundTrip: tr.count(DEFAULT_ASSUMPTIONS.roundTripMs),
          parallel: tr.count(DEFAULT_ASSUMPTIONS.parallelReads),
        })}
      </p>
    </fieldset>
  );
}
