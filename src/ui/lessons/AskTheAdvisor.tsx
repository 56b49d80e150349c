/**
 * A lesson step's "ask the advisor" (a step's `advisor`, src/lessons/advice.ts): on request the
 * worker runs the design advisor over the sample on show for the step's scenario, and the panel
 * sets its best design beside the one the learner has loaded, both appraised alike: per lookup
 * the cost class and requests, then the entities written per new record and a month's cost, with
 * what those figures rest on, and the advisor's reasons in the guide's words.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Design } from '../../design';
import type { Coded } from '../../engine';
import { COST_CLASS_KEYS } from '../../i18n/terms';
import type { AdvisorAsk, LessonAdvice, StepRef } from '../../lessons';
import { findScenario, type ProposedDesign } from '../../patterns';
import { useExplorer, useExplorerActions } from '../../state/view-context';
import { money } from '../compare/money';
import { patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly limit: number }
  | { readonly kind: 'done'; readonly advice: LessonAdvice }
  | { readonly kind: 'failed'; readonly message: string };

/** The step's advisor: a button, the search's progress, and the two designs side by side. */
export function AskTheAdvisor({ ask, at }: { ask: AdvisorAsk; at: StepRef }) {
  const tr = useT();
  const { t, say } = tr;
  const actions = useExplorerActions();
  const ready = useExplorer((s) => s.load.phase === 'ready');
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const scenario = findScenario(ask.scenario);

  const run = async () => {
    setPhase({ kind: 'running', done: 0, limit: 0 });
    const answer = await actions()?.lessonAdvice(at, (done, limit) =>
      setPhase({ kind: 'running', done, limit }),
    );
    if (answer == null) setPhase({ kind: 'failed', message: t('lessons.advisor.unavailable') });
    else if (!answer.ok) setPhase({ kind: 'failed', message: say(answer.error) });
    else setPhase({ kind: 'done', advice: answer.value });
  };

  return (
    <section className="lesson-advisor" aria-labelledby={headingId}>
      <h4 className="lesson-advisor-heading" id={headingId}>
        {t('lessons.advisor.heading')}
      </h4>
      <p className="lesson-advisor-about">
        {t('lessons.advisor.about', { scenario: scenario ? say(scenario.title) : ask.scenario })}
      </p>
      <button
        type="button"
        disabled={!ready || phase.kind === 'running'}
        onClick={() => void run()}
      >
        {phase.kind === 'done' ? t('lessons.advisor.again') : t('lessons.advisor.ask')}
      </button>
      {phase.kind === 'running' && (
        <p role="status">
          {phase.limit > 0
            ? t('lessons.advisor.running', { done: phase.done, limit: phase.limit })
            : t('lessons.advisor.starting')}
        </p>
      )}
      {phase.kind === 'failed' && <p role="alert">{phase.message}</p>}
      {phase.kind === 'done' && <Comparison advice={phase.advice} />}
    </section>
  );
}

/** The learner's design and the advisor's best, lookup by lookup, and the advisor's reasons. */
function Comparison({ advice }: { advice: LessonAdvice }) {
  const tr = useT();
  const { t, say } = tr;
  const { learner, advisor } = advice;
  // The answer arrives below the button, often below the panel's fold: brought into view once.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block, not an expression: Chromium's scrollIntoView returns a promise, which React
    // would take for the effect's cleanup and call on unmount.
    answer.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const m = (n: number) => money(n, advice.currency, tr);
  const cell = (d: ProposedDesign | null, id: string) => {
    const cost = d?.classes[id];
    if (!d || cost === undefined) return '—';
    return t('lessons.advisor.cell', {
      costClass: t(COST_CLASS_KEYS[cost]),
      requests: t('lessons.goal.requests', { count: d.requests[id] ?? 0 }),
    });
  };
  /** How many of the lookups are point queries on a design. */
  const points = (d: ProposedDesign): number =>
    advice.patterns.filter((p) => d.classes[p.id] === 'point').length;
  /** A reason naming its lookups in the reader's language (bundled names translate). */
  const reason = (r: Coded, ids: readonly string[]): string => {
    const names = ids
      .map((id) => advice.patterns.find((p) => p.id === id))
      .filter((p) => p !== undefined)
      .map((p) => patternName(tr, p).text);
    return say(
      names.length === 0 ? r : { ...r, params: { ...r.params, patterns: names.join(', ') } },
    );
  };
  return (
    <div className="lesson-advisor-answer" ref={answer}>
      <p role="status">
        {t('lessons.advisor.covered', {
          count: advice.candidates,
          passing: advice.passing,
          records: advice.records,
        })}
      </p>
      {advisor === null ? (
        <p>{t('lessons.advisor.none')}</p>
      ) : (
        <>
          <p className="lesson-advisor-verdict">{verdict()}</p>
          <p>
            {t('lessons.advisor.points', {
              yours: learner ? points(learner) : '—',
              theirs: points(advisor),
              total: advice.patterns.length,
            })}
          </p>
          <div className="lesson-advisor-table">
            <table>
              <caption>{t('lessons.advisor.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lessons.advisor.lookup')}</th>
                  <th scope="col">{t('lessons.advisor.yours')}</th>
                  <th scope="col">{t('lessons.advisor.theirs')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('lessons.advisor.keys')}</th>
                  <td>{learner ? <Keys design={learner.design} /> : '—'}</td>
                  <td>
                    <Keys design={advisor.design} />
                  </td>
                </tr>
                {advice.patterns.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{patternName(tr, p).text}</th>
                    <td>{cell(learner, p.id)}</td>
                    <td>{cell(advisor, p.id)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('lessons.advisor.writes')}</th>
                  <td>{learner ? tr.count(learner.writesPerRecord) : '—'}</td>
                  <td>{tr.count(advisor.writesPerRecord)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('lessons.advisor.monthly')}</th>
                  <td>{learner ? m(learner.monthly.total) : '—'}</td>
                  <td>{m(advisor.monthly.total)}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="muted">{t('lessons.advisor.basis', { records: advice.records })}</p>
          {advice.sampled !== null && (
            <p className="muted">
              {t('lessons.advisor.sampled', { sampled: advice.sampled, records: advice.records })}
            </p>
          )}
          {advice.assumptions.map((a) => (
            <p className="muted" key={say(a)}>
              {say(a)}
            </p>
          ))}
          <h5 className="lesson-advisor-heading">{t('lessons.advisor.why')}</h5>
          <ul className="lesson-advisor-reasons">
            {advisor.reasons.map((r, k) => (
              <li key={`${advisor.design.entitySets[k]?.name ?? k}`}>
                {reason(r, advisor.served[k] ?? [])}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );

  function verdict(): string {
    if (learner === null) return t('lessons.advisor.yoursFails');
    if (advisor === null) return '';
    const saving = learner.monthly.total - advisor.monthly.total;
    return saving > 0
      ? t('lessons.advisor.cheaper', { saving: m(saving) })
      : t('lessons.advisor.notCheaper');
  }
}

/** A design's entity sets as their keys, one a line (PartitionKey / RowKey). */
function Keys({ design }: { design: Design }) {
  return (
    <ul className="lesson-advisor-keys" translate="no">
      {design.entitySets.map((s) => (
        <li key={s.name}>
          {s.kind === 'copy' ? '' : `${s.kind} `}
          <code>{s.partitionKey}</code> / <code>{s.rowKey}</code>
        </li>
      ))}
    </ul>
  );
}
