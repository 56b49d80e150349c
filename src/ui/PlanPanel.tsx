/** The plan region: cost class badge, explanation with seek/residual parts, warnings, counters. */
import { useId } from 'react';
import type { BareKey } from '../i18n/params';
import { saySentences } from '../i18n/sentences';
import { COST_CLASS_KEYS } from '../i18n/terms';
import { isRunning, type NoPlanReason, planView, type StaleReason } from '../state/query-state';
import { useExplorer } from '../state/view-context';
import { CodeText } from './CodeText';
import { useT } from './i18n/translator-context';
import { filterPieces, formatBytes, formatRate, formatRatio } from './plan-text';
import { useSlow } from './useSlow';

/** One labelled counter; the label names the value for tests and screen readers. */
function Counter({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  return (
    <div className="counter" title={hint}>
      <dt id={id}>{label}</dt>
      <dd>
        {/* Named outputs for tests and readers, but not announced on every keystroke. */}
        <output aria-labelledby={id} aria-live="off">
          {value}
        </output>
      </dd>
    </div>
  );
}

/** Why there is no plan, in words. */
const NO_PLAN: Readonly<Record<NoPlanReason, BareKey>> = {
  'no-dataset': 'ui.plan.noDataset',
  'filter-error': 'ui.plan.fixFilter',
  working: 'ui.plan.working',
};

/** Why the plan on screen is not the current filter's, in words. */
const STALE_NOTE: Readonly<Record<StaleReason, BareKey>> = {
  loading: 'ui.plan.staleLoading',
  'filter-error': 'ui.plan.staleFilterError',
  slow: 'ui.plan.staleSlow',
};

/** The plan panel component. */
export function PlanPanel() {
  const query = useExplorer((s) => s.query);
  const phase = useExplorer((s) => s.load.phase);
  const setFilter = useExplorer((s) => s.setFilter);
  const setHighlight = useExplorer((s) => s.setHighlight);
  const costLabelId = useId();
  const words = useT();
  const { t, count } = words;

  const slow = useSlow(isRunning(query));
  const view = planView(query, phase, slow);
  if (view.kind === 'none') return <p className="empty">{t(NO_PLAN[view.reason])}</p>;
  const { stale, engineError } = view;
  const { plan, stats } = view.last.analysis;
  const analysisMs = view.last.ms;
  const pieces = filterPieces(view.last.filter, plan.seek, plan.residual);
  return (
    // aria-busy: the plan on show is about to be replaced by a newer filter's, so assistive
    // technology (and tests) can wait for the answer instead of reading a half-typed filter's.
    <div className={stale ? 'plan stale' : 'plan'} aria-busy={isRunning(query)}>
      {stale && <p className="stale-note">{t(STALE_NOTE[stale])}</p>}
      {engineError && (
        <p className="engine-error" role="alert">
          {t('ui.plan.engineFailed', { message: words.say(engineError) })}
        </p>
      )}
      <div className="cost">
        <span id={costLabelId} className="cost-label">
          {t('ui.plan.costClass')}
        </span>
        <output aria-labelledby={costLabelId} className={`cost-badge cost-${plan.costClass}`}>
          {t(COST_CLASS_KEYS[plan.costClass])}
        </output>
      </div>
      <p className="explanation">
        <CodeText text={saySentences(words, plan.explanation)} />
      </p>
      {pieces.length > 0 && (
        <p className="pieces" translate="no">
          {pieces.map((piece, i) =>
            piece.role === 'plain' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional by nature
              <span key={i}>{piece.text}</span>
            ) : (
              <mark
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional by nature
                key={i}
                className={`piece-${piece.role}`}
                title={piece.role === 'seek' ? t('ui.plan.seekTitle') : t('ui.plan.residualTitle')}
              >
                {piece.text}
              </mark>
            ),
          )}
        </p>
      )}
      <p className="legend">
        <mark className="piece-seek">{t('ui.plan.seek')}</mark> {t('ui.plan.seekMeans')} ·{' '}
        <mark className="piece-residual">{t('ui.plan.residual')}</mark> {t('ui.plan.residualMeans')}
      </p>
      <dl className="counters">
        <Counter
          label={t('ui.plan.scanned')}
          value={count(stats.scanned)}
          hint={t('ui.plan.scannedHint')}
        />
        <Counter
          label={t('ui.plan.returned')}
          value={count(stats.returned)}
          hint={t('ui.plan.returnedHint')}
        />
        <Counter
          label={t('ui.plan.perResult')}
          value={formatRatio(stats.scanned, stats.returned, words)}
          hint={t('ui.plan.perResultHint')}
        />
        <Counter
          label={t('ui.plan.requests')}
          value={count(stats.requests)}
          hint={t('ui.plan.requestsHint')}
        />
        <Counter label={t('ui.plan.partitions')} value={count(stats.partitionsTouched)} />
        <Counter
          label={t('ui.plan.payload')}
          value={formatBytes(stats.bytesReturned, words)}
          hint={t('ui.plan.payloadHint')}
        />
        <Counter
          label={t('ui.plan.rate')}
          value={
            stats.busiestPartitionQueriesPerSecond === null
              ? '—'
              : formatRate(stats.busiestPartitionQueriesPerSecond, words)
          }
          hint={t('ui.plan.rateHint', { rate: 2000 })}
        />
      </dl>
      {plan.warnings.length > 0 && (
        <ul className="notes" aria-label={t('ui.plan.notes')}>
          {plan.warnings.map((note) => (
            <li
              key={`${note.code}:${note.span.from}`}
              className={`note note-${note.severity}`}
              onMouseEnter={() => setHighlight(note.span)}
              onMouseLeave={() => setHighlight(null)}
            >
              <span className="note-severity">
                {note.severity === 'warning' ? t('ui.plan.warning') : t('ui.plan.tip')}
              </span>{' '}
              <CodeText text={words.say(note.message)} />
              {note.suggestion && (
                <div className="suggestion">
                  <button
                    type="button"
                    onClick={() => note.suggestion && setFilter(note.suggestion.filter)}
                    title={note.suggestion.filter}
                  >
                    {t('ui.plan.apply', { action: words.say(note.suggestion.label) })}
                  </button>
                  {note.suggestion.moreQueries && note.suggestion.moreQueries.length > 0 && (
                    <span className="more-queries">
                      {t('ui.plan.alsoRun')}{' '}
                      {note.suggestion.moreQueries.map((q) => (
                        <code key={q} translate="no">
                          {q}
                        </code>
                      ))}
                    </span>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="timing">
        {analysisMs < 1
          ? t('ui.plan.timingFast')
          : t('ui.plan.timing', { ms: Math.round(analysisMs) })}
      </p>
      {plan.assumptions.length > 0 && (
        // Closed by default: the same few notes on every query would push the counters off a
        // 720-pixel projector; they are one click away.
        <details className="assumptions-box">
          <summary>{t('ui.plan.assumptionsCount', { count: plan.assumptions.length })}</summary>
          <ul className="assumptions" aria-label={t('ui.plan.assumptions')}>
            {plan.assumptions.map((a) => (
              <li key={a.code}>
                <CodeText text={words.say(a)} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
