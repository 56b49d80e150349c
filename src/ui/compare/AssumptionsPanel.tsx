/**
 * The projection's assumptions, each visible and editable beside the figures they make: the scan
 * rate (not documented), a request's round trip, and the point reads a client issues at once.
 * docs/access-patterns.md gives each default and why. A scan rate taken from *Run on the live
 * table* says so, with the pages it rests on, until the reader types another.
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
  // The measurement shows while the scan rate is still the figure it measured.
  const measured =
    assumptions.scanRateMeasured?.rate === assumptions.scanRate
      ? assumptions.scanRateMeasured
      : null;
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
          onChange={(value) => {
            // A scan rate the reader types is theirs: the measurement no longer holds it up.
            const { scanRateMeasured, ...rest } = assumptions;
            const kept = key === 'scanRate' ? rest : assumptions;
            update({ assumptions: { ...kept, [key]: value } });
          }}
        />
      ))}
      {measured ? (
        <p className="scan-rate-measured">
          {t('workloadUi.scanRateMeasured', {
            rate: tr.count(measured.rate),
            count: measured.pages,
            scanned: tr.count(measured.scanned),
            ms: tr.count(measured.ms),
          })}
        </p>
      ) : null}
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
