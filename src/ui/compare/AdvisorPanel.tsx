/**
 * The design advisor (src/patterns/advisor): on request, the comparison's worker searches
 * candidate designs along the design guide's moves, checks each against every pattern with its
 * proposed queries, and ranks those that pass by the workload's cost a month. The panel shows the
 * short list with one sentence per choice, the Pareto picture (cost against writes per new
 * record, with its text equivalent), what the search covered and what no candidate serves; one
 * click adds a candidate to the comparison beside the reader's designs, never in place of one.
 */
import { useId, useState } from 'react';
import type { Coded } from '../../engine';
import type { Advice, AdvisorMove, ProposedDesign } from '../../patterns';
import { useComparison, useComparisonView } from '../../state/comparison/context';
import { addDesign } from '../../state/comparison/edits';
import { paretoLayout } from '../../viz/pareto-layout';
import { patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { money } from './money';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly limit: number }
  | { readonly kind: 'done'; readonly advice: Advice }
  | { readonly kind: 'failed'; readonly message: Coded | string };

const MOVE_KEYS = {
  keys: 'advisorUi.moveKeys',
  copy: 'advisorUi.moveCopy',
  'intra-copy': 'advisorUi.moveIntraCopy',
  index: 'advisorUi.moveIndex',
  series: 'advisorUi.moveSeries',
  buckets: 'advisorUi.moveBuckets',
} as const satisfies Record<AdvisorMove, string>;

/** The panel: a button, the search's progress, and its answer. */
export function AdvisorPanel() {
  const tr = useT();
  const { t, say } = tr;
  const comparison = useComparisonView();
  const state = useComparison((s) => s);
  const ready = state.load.phase === 'ready';
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [added, setAdded] = useState<Coded | null>(null);

  const ask = async () => {
    setAdded(null);
    setPhase({ kind: 'running', done: 0, limit: 0 });
    try {
      const answer = await comparison.advise(
        state.patterns,
        {
          prices: state.prices,
          scale: state.scale,
          writeLoad: state.writeLoad,
          ...(state.workload ? { workload: state.workload } : {}),
          ...(state.assumptions ? { assumptions: state.assumptions } : {}),
        },
        (done, limit) => setPhase({ kind: 'running', done, limit }),
      );
      setPhase(
        answer.ok
          ? { kind: 'done', advice: answer.value }
          : { kind: 'failed', message: answer.error },
      );
    } catch (error) {
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const add = (d: ProposedDesign) => {
    const spec = comparison.store.getState();
    const edited = addDesign(spec, d.design);
    if (!edited.ok) {
      setAdded(edited.error);
      return;
    }
    const id = edited.spec.designs.at(-1)!.id;
    // The new column comes with the advisor's queries, so its cells are checked at once.
    const patterns = edited.spec.patterns.map((p) =>
      d.answers[p.id] === undefined
        ? p
        : { ...p, queries: { ...p.queries, [id]: d.answers[p.id]! } },
    );
    state.update({ designs: edited.spec.designs, patterns });
  };

  /** A reason with the patterns it names in the reader's language (bundled names translate). */
  const withNames = (reason: Coded, ids: readonly string[]): Coded => {
    const names = ids
      .map((id) => state.patterns.find((p) => p.id === id))
      .filter((p) => p !== undefined)
      .map((p) => patternName(tr, p).text);
    if (names.length === 0) return reason;
    return { ...reason, params: { ...reason.params, patterns: names.join(', ') } };
  };

  return (
    <section className="advisor" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('advisorUi.heading')}</h3>
      <p>{t('advisorUi.about')}</p>
      <button
        type="button"
        disabled={!ready || phase.kind === 'running'}
        onClick={() => void ask()}
      >
        {t('advisorUi.ask')}
      </button>
      {phase.kind === 'running' ? (
        <>
          <p role="status">
            {phase.limit > 0
              ? t('advisorUi.running', { done: phase.done, limit: phase.limit })
              : t('advisorUi.starting')}
          </p>
          <button type="button" onClick={() => comparison.cancelAdvice()}>
            {t('advisorUi.cancel')}
          </button>
        </>
      ) : null}
      {phase.kind === 'failed' ? (
        <p role="alert">
          {t('advisorUi.failed', {
            message: typeof phase.message === 'string' ? phase.message : say(phase.message),
          })}
        </p>
      ) : null}
      {added ? <p role="alert">{say(added)}</p> : null}
      {phase.kind === 'done' ? (
        <AdviceView advice={phase.advice} currency={state.prices.currency} onAdd={add} />
      ) : null}
    </section>
  );

  function AdviceView(props: {
    advice: Advice;
    currency: string;
    onAdd: (d: ProposedDesign) => void;
  }) {
    const { advice } = props;
    const m = (n: number) => money(n, props.currency, tr);
    const moves = advice.moves.map((k) => t(MOVE_KEYS[k])).join(', ');
    return (
      <div className="advisor-answer">
        <p role="status">
          {t('advisorUi.covered', {
            count: advice.candidates,
            passing: advice.passing,
            moves,
            ms: Math.round(advice.ms),
          })}
        </p>
        {advice.cancelled ? <p>{t('advisorUi.cancelled')}</p> : null}
        {advice.sampled !== null ? (
          <p className="cell-note">
            {t('advisorUi.sampled', { sampled: advice.sampled, records: advice.records })}
          </p>
        ) : null}
        {advice.assumptions.length > 0 ? (
          <ul className="cell-note">
            {advice.assumptions.map((a) => (
              <li key={say(a)}>{say(a)}</li>
            ))}
          </ul>
        ) : null}
        {advice.unserved.length > 0 ? (
          <>
            <h4>{t('advisorUi.unservedHeading')}</h4>
            <ul>
              {advice.unserved.map((u) => (
                <li key={u.patternId}>{say(u.reason)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {advice.best.length === 0 ? (
          <p>{t('advisorUi.none')}</p>
        ) : (
          <ol className="advisor-list">
            {advice.best.map((d, k) => (
              <li key={d.id}>
                <p className="advisor-name">
                  <span translate="no">{d.design.name}</span>
                </p>
                <p>
                  {t('advisorUi.figures', {
                    total: m(d.monthly.total),
                    reads: m(d.monthly.reads),
                    writes: m(d.monthly.writes),
                    storage: m(d.monthly.storage),
                    perRecord: tr.decimal(d.writesPerRecord, 2),
                    gb: tr.decimal(d.storageGb, 3),
                  })}
                  {d.headroom === null
                    ? ''
                    : ` ${
                        d.headroom < 0
                          ? t('advisorUi.overTarget', { over: tr.count(-d.headroom) })
                          : t('advisorUi.headroom', { headroom: tr.count(d.headroom) })
                      }`}
                </p>
                <ul>
                  {d.reasons.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one sentence per set, in order.
                    <li key={i}>{say(withNames(r, d.served[i] ?? []))}</li>
                  ))}
                </ul>
                <button type="button" onClick={() => props.onAdd(d)}>
                  {t('advisorUi.add', { number: k + 1 })}
                </button>
              </li>
            ))}
          </ol>
        )}
        <Pareto advice={advice} format={m} />
      </div>
    );
  }

  function Pareto(props: { advice: Advice; format: (n: number) => string }) {
    const { advice } = props;
    if (advice.points.length === 0) return null;
    const numbers = new Map(advice.best.map((d, k) => [d.design.name, k + 1]));
    const layout = paretoLayout(
      advice.points.map((p) => ({
        id: p.id,
        monthly: p.monthly,
        writesPerRecord: p.writesPerRecord,
        number: numbers.get(p.design) ?? null,
      })),
      560,
      220,
    );
    const front = layout.points.filter((p) => p.front);
    const costs = advice.points.map((p) => p.monthly);
    const writes = advice.points.map((p) => p.writesPerRecord);
    const label = t('advisorUi.paretoText', {
      count: advice.points.length,
      cheapest: props.format(Math.min(...costs)),
      dearest: props.format(Math.max(...costs)),
      fewest: tr.decimal(Math.min(...writes), 2),
      most: tr.decimal(Math.max(...writes), 2),
      front: front.length,
    });
    const { plot } = layout;
    return (
      <figure className="advisor-pareto">
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width}
          height={layout.height}
        >
          <line
            x1={plot.left}
            y1={plot.bottom}
            x2={plot.right}
            y2={plot.bottom}
            stroke="currentColor"
          />
          <line
            x1={plot.left}
            y1={plot.top}
            x2={plot.left}
            y2={plot.bottom}
            stroke="currentColor"
          />
          {layout.xTicks.map((tick) => (
            <text
              key={`x${tick.at}`}
              x={tick.at}
              y={plot.bottom + 16}
              textAnchor="middle"
              fontSize="11"
            >
              {tr.decimal(tick.value, 1)}
            </text>
          ))}
          {layout.yTicks.map((tick) => (
            <text
              key={`y${tick.at}`}
              x={plot.left - 6}
              y={tick.at + 4}
              textAnchor="end"
              fontSize="11"
            >
              {props.format(tick.value)}
            </text>
          ))}
          <text
            x={(plot.left + plot.right) / 2}
            y={layout.height - 4}
            textAnchor="middle"
            fontSize="11"
          >
            {t('advisorUi.paretoX')}
          </text>
          <text x={4} y={plot.top - 6} fontSize="11">
            {layout.logarithmic ? t('advisorUi.paretoYLog') : t('advisorUi.paretoY')}
          </text>
          {layout.points.map((p) => (
            <g key={p.id}>
              <circle
                cx={p.x}
                cy={p.y}
                r={p.number === null ? 3 : 5}
                className={p.front ? 'pareto-front' : 'pareto-point'}
              />
              {p.label !== null ? (
                <text x={p.x + 7} y={p.y - 5} fontSize="11">
                  {p.label}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
        <figcaption>{label}</figcaption>
      </figure>
    );
  }
}
