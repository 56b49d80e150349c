/**
 * The scan rate a live run shows (the model's scanned entities over the requests' time), and a
 * button that makes it the comparison's scan-rate assumption, so the workload model's requests
 * and latencies rest on a measurement of this table rather than on the default guess. The
 * explorer shows live runs while the comparison is closed: the rate goes to the comparison the
 * view keeps for its return (its shelf), or to the open one.
 */
import { useState } from 'react';
import { measuredScanRate, type PageRow } from '../../live';
import { useComparisonView } from '../../state/comparison/context';
import { useExplorer } from '../../state/view-context';
import { useT } from '../i18n/translator-context';

/** The line, or nothing when the run scanned too little to say. */
export function ScanRateLine({ pages }: { pages: readonly PageRow[] }) {
  const tr = useT();
  const { t } = tr;
  const comparison = useComparisonView();
  const open = useExplorer((s) => s.comparison);
  const apply = useExplorer((s) => s.applyWorkspace);
  const [used, setUsed] = useState<number | null>(null);
  const measured = measuredScanRate(pages);
  if (measured === null) return null;
  const rate = Math.max(1, Math.round(measured.rate));
  // The pages the figure rests on: those the model and the service both answered.
  const count = pages.filter((row) => row.model !== null && row.live !== null).length;
  const scanRateMeasured = { rate, pages: count, scanned: measured.scanned, ms: measured.ms };
  const use = () => {
    const shelf = comparison.answers.getState().shelf;
    if (open) {
      // The open comparison's assumptions as its setup reads them (the defaults when unset).
      const assumptions = comparison.store.getState().assumptions;
      apply({
        comparison: { ...open, assumptions: { ...assumptions, scanRate: rate, scanRateMeasured } },
      });
    } else if (shelf) {
      comparison.answers.setState({
        shelf: {
          ...shelf,
          assumptions: { ...shelf.assumptions, scanRate: rate, scanRateMeasured },
        },
      });
    } else return;
    setUsed(rate);
  };
  const canUse = open !== null || comparison.answers.getState().shelf !== null;
  return (
    <p className="live-scan-rate">
      {t('workloadUi.measuredScanRate', {
        rate: tr.count(rate),
        count,
        scanned: tr.count(measured.scanned),
        ms: tr.count(measured.ms),
      })}{' '}
      {canUse ? (
        <button type="button" onClick={use}>
          {t('workloadUi.useScanRate')}
        </button>
      ) : (
        <span className="muted">{t('workloadUi.noComparisonForRate')}</span>
      )}
      {used !== null ? (
        <output className="muted"> {t('workloadUi.scanRateUsed', { rate: tr.count(used) })}</output>
      ) : null}
    </p>
  );
}
