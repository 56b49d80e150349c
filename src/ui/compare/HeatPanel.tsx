/**
 * Heat at the workload's peak: per design, its busiest partition's reads and writes a second
 * against 2,000 entities a second, the headroom, what heats it most, and the account's total
 * against 20,000; a bar per design with its text equivalent; and the Zipf skew of the parameter
 * values, editable (0: drawn as in the data).
 */
import { useId } from 'react';
import type { HeatSource } from '../../patterns';
import { useComparison } from '../../state/comparison/context';
import { designName, patternName, writeName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { NumberField } from './NumberField';
import { useHeat } from './use-cost';

/** Width of a heat bar, px. */
const BAR = 160;

/**
 * A bar of `rate` against the partition target on a logarithmic scale up to `most` (rates span
 * from a fraction to billions a second); the cell's text beside it says the same, so the
 * picture is hidden from screen readers.
 */
function HeatBar(props: { rate: number; target: number; most: number }) {
  const scale = (n: number) => (Math.log10(1 + n) / Math.log10(1 + props.most)) * BAR;
  const over = props.rate > props.target;
  return (
    <svg className="heat-bar" width={BAR} height={12} aria-hidden="true">
      <rect
        x={0}
        y={2}
        width={scale(props.rate)}
        height={8}
        className={over ? 'heat-bar-over' : 'heat-bar-within'}
      />
      <line
        x1={scale(props.target)}
        x2={scale(props.target)}
        y1={0}
        y2={12}
        className="heat-bar-target"
      />
    </svg>
  );
}

/** The panel. */
export function HeatPanel() {
  const tr = useT();
  const { t } = tr;
  const headingId = useId();
  const heat = useHeat();
  const designs = useComparison((s) => s.designs);
  const patterns = useComparison((s) => s.patterns);
  const workload = useComparison((s) => s.workload);
  const update = useComparison((s) => s.update);
  if (heat === null) return null;
  const sourceName = (s: HeatSource | undefined) => {
    if (!s) return '—';
    if (s.kind === 'read') {
      const p = patterns.find((x) => x.id === s.id);
      return p ? patternName(tr, p).text : s.id;
    }
    const w = workload?.writes.find((x) => x.id === s.id);
    return w ? writeName(tr, w).text : s.id;
  };
  const rate = (n: number) => tr.count(Math.round(n));
  // The scale reaches past the target, so a design within it shows how far within.
  const most = Math.max(
    heat.partitionTarget * 10,
    ...heat.designs.map((h) => h.partitions[0]?.total ?? 0),
  );
  return (
    <section className="workload-heat" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workloadUi.heatHeading')}</h3>
      <p className="muted">{t('workloadUi.heatAbout')}</p>
      <p className="muted">{t('workloadUi.heatScale')}</p>
      <NumberField
        label={t('workloadUi.skew')}
        value={workload?.skew ?? 0}
        onChange={(skew) =>
          update({
            workload: { ...(workload ?? { reads: [], writes: [] }), skew: Math.min(10, skew) },
          })
        }
      />
      <table className="workload-table">
        <caption>{t('workloadUi.heatCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workloadUi.design')}</th>
            <th scope="col">{t('workloadUi.busiest')}</th>
            <th scope="col">{t('workloadUi.heatRate')}</th>
            <th scope="col">{t('workloadUi.headroom')}</th>
            <th scope="col">{t('workloadUi.hottest')}</th>
            <th scope="col">{t('workloadUi.account')}</th>
          </tr>
        </thead>
        <tbody>
          {heat.designs.map((h) => {
            const d = designs.find((x) => x.id === h.designId);
            const top = h.partitions[0];
            const over = (top?.total ?? 0) > heat.partitionTarget;
            return (
              <tr key={h.designId}>
                <th scope="row">
                  {d ? designName(tr, d.design.name).text : h.designId}{' '}
                  <span className={h.passes ? 'verdict verdict-pass' : 'verdict verdict-fail'}>
                    <span aria-hidden="true">{h.passes ? '✓' : '✗'}</span>{' '}
                    {t(h.passes ? 'workloadUi.heatWithin' : 'workloadUi.heatOver')}
                  </span>
                </th>
                <td>
                  {top ? (
                    <>
                      <code>{top.partitionKey}</code>{' '}
                      <span translate="no">({top.sets.join(', ')})</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={over ? 'heat-over' : undefined}>
                  <HeatBar rate={top?.total ?? 0} target={heat.partitionTarget} most={most} />{' '}
                  {top
                    ? t('workloadUi.heatLine', {
                        total: rate(top.total),
                        reads: rate(top.reads),
                        writes: rate(top.writes),
                        target: tr.count(heat.partitionTarget),
                      })
                    : '—'}
                </td>
                <td>{top ? rate(top.headroom) : '—'}</td>
                <td>{sourceName(top?.sources[0])}</td>
                <td className={h.account.total > heat.accountTarget ? 'heat-over' : undefined}>
                  {t('workloadUi.heatAccount', {
                    total: rate(h.account.total),
                    target: tr.count(heat.accountTarget),
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
