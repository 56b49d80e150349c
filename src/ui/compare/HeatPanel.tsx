/**
 * Heat: one picture a design of the reads and writes a second in its busiest partitions and its
 * account, against 2,000 entities a second a partition and 20,000 an account, with the headroom
 * and what heats each partition, in words too. Reads come from the workload at its peak; writes
 * from its write patterns and from the write load's arriving records (their busiest second over
 * the data's own arrival order). The Zipf skew of the parameter values and the write load's rate
 * and order are edited here, beside the picture they move.
 */
import { useId } from 'react';
import { arrivalsCount, type HeatSource, withArrivals } from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { HEAT_COLOURS } from '../../viz/heat-render';
import { PALETTE } from '../../viz/palette';
import { designName, patternName, writeName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { ArrivalSettings } from './ArrivalSettings';
import { HeatPicture } from './HeatPicture';
import { NumberField } from './NumberField';
import { useHeat } from './use-cost';

/** A legend swatch: the colour, hidden from readers (the words beside it say it). */
function Swatch({ colour, mark = false }: { colour: string; mark?: boolean }) {
  return (
    <svg className="heat-swatch" width={mark ? 6 : 14} height={10} aria-hidden="true">
      {mark ? (
        <line x1={3} x2={3} y1={0} y2={10} stroke={colour} strokeWidth={2} />
      ) : (
        <rect width={14} height={8} y={1} fill={colour} />
      )}
    </svg>
  );
}

/** The panel. */
export function HeatPanel() {
  const tr = useT();
  const { t } = tr;
  const headingId = useId();
  const workloadHeat = useHeat();
  const answer = useComparison((s) => s.writes);
  const designs = useComparison((s) => s.designs);
  const patterns = useComparison((s) => s.patterns);
  const workload = useComparison((s) => s.workload);
  const update = useComparison((s) => s.update);
  const arrivals = shown(answer);
  if (workloadHeat === null) return null;
  const heat = withArrivals(workloadHeat, arrivals, workload);
  const sourceName = (s: HeatSource | undefined) => {
    if (!s) return '—';
    if (s.kind === 'arrival') {
      return t('workloadUi.arrivalSource', {
        rate: tr.count(arrivals?.settings.recordsPerSecond ?? 0),
      });
    }
    if (s.kind === 'read') {
      const p = patterns.find((x) => x.id === s.id);
      return p ? patternName(tr, p).text : s.id;
    }
    const w = workload?.writes.find((x) => x.id === s.id);
    return w ? writeName(tr, w).text : s.id;
  };
  return (
    <section className="workload-heat" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workloadUi.heatHeading')}</h3>
      <p className="muted">{t('workloadUi.heatAbout')}</p>
      <div className="heat-settings">
        <NumberField
          label={t('workloadUi.skew')}
          value={workload?.skew ?? 0}
          onChange={(skew) =>
            update({
              workload: { ...(workload ?? { reads: [], writes: [] }), skew: Math.min(10, skew) },
            })
          }
        />
        <ArrivalSettings answer={answer} counted={arrivalsCount(workload)} />
      </div>
      <p className="heat-legend muted">
        <Swatch colour={HEAT_COLOURS.reads} /> {t('workloadUi.heatReads')}{' '}
        <Swatch colour={HEAT_COLOURS.writes} /> {t('workloadUi.heatWrites')}{' '}
        <Swatch colour={PALETTE.ink} mark /> {t('workloadUi.heatTotal')}
        {'. '}
        {t('workloadUi.heatScale')}
      </p>
      <div className="heat-pictures">
        {heat.designs.map((h) => {
          const d = designs.find((x) => x.id === h.designId);
          return (
            <HeatPicture
              key={h.designId}
              name={d ? designName(tr, d.design.name).text : h.designId}
              heat={heat}
              design={h}
              sourceName={sourceName}
            />
          );
        })}
      </div>
    </section>
  );
}
