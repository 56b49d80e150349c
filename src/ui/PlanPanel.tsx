/** The plan region: cost class badge, explanation with seek/residual parts, warnings, counters. */
import { useId } from 'react';
import { formatCount } from '../i18n/format';
import { saySentences } from '../i18n/sentences';
import { COST_CLASS_NAMES } from '../i18n/terms';
import { isRunning, type NoPlanReason, planView, type StaleReason } from '../state/query-state';
import { useExplorer } from '../state/view-context';
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
const NO_PLAN: Readonly<Record<NoPlanReason, string>> = {
  'no-dataset': 'No dataset is loaded, so there is no plan.',
  'filter-error': 'Fix the filter to see its plan.',
  working: 'Working out the plan…',
};

/** Why the plan on screen is not the current filter's, in words. */
const STALE_NOTE: Readonly<Record<StaleReason, string>> = {
  loading: 'Loading the new dataset; this plan is for the previous one.',
  'filter-error': 'The filter has an error; this is the plan of the last filter that parsed.',
  slow: 'Still working out the plan of the newest filter; this plan is for an earlier one.',
};

/** The plan panel component. */
export function PlanPanel() {
  const query = useExplorer((s) => s.query);
  const phase = useExplorer((s) => s.load.phase);
  const setFilter = useExplorer((s) => s.setFilter);
  const setHighlight = useExplorer((s) => s.setHighlight);
  const costLabelId = useId();
  const said = useT();

  const slow = useSlow(isRunning(query));
  const view = planView(query, phase, slow);
  if (view.kind === 'none') return <p className="empty">{NO_PLAN[view.reason]}</p>;
  const { stale, engineError } = view;
  const { plan, stats } = view.last.analysis;
  const analysisMs = view.last.ms;
  const pieces = filterPieces(view.last.filter, plan.seek, plan.residual);
  return (
    // aria-busy: the plan on show is about to be replaced by a newer filter's, so assistive
    // technology (and tests) can wait for the answer instead of reading a half-typed filter's.
    <div className={stale ? 'plan stale' : 'plan'} aria-busy={isRunning(query)}>
      {stale && <p className="stale-note">{STALE_NOTE[stale]}</p>}
      {engineError && (
        <p className="engine-error" role="alert">
          The engine failed on this query: {engineError}
        </p>
      )}
      <div className="cost">
        <span id={costLabelId} className="cost-label">
          Cost class
        </span>
        <output aria-labelledby={costLabelId} className={`cost-badge cost-${plan.costClass}`}>
          {COST_CLASS_NAMES[plan.costClass]}
        </output>
      </div>
      <p className="explanation">{saySentences(said, plan.explanation)}</p>
      {pieces.length > 0 && (
        <p className="pieces">
          {pieces.map((piece, i) =>
            piece.role === 'plain' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional by nature
              <span key={i}>{piece.text}</span>
            ) : (
              <mark
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional by nature
                key={i}
                className={`piece-${piece.role}`}
                title={
                  piece.role === 'seek'
                    ? 'Seek: bounds the key range the service reads'
                    : 'Residual: checked on every entity read'
                }
              >
                {piece.text}
              </mark>
            ),
          )}
        </p>
      )}
      <p className="legend">
        <mark className="piece-seek">seek</mark> bounds the keys read ·{' '}
        <mark className="piece-residual">residual</mark> checked on every entity read
      </p>
      <dl className="counters">
        <Counter
          label="Scanned"
          value={formatCount(stats.scanned)}
          hint="Entities the service reads"
        />
        <Counter label="Returned" value={formatCount(stats.returned)} hint="Entities that match" />
        <Counter
          label="Read per result"
          value={formatRatio(stats.scanned, stats.returned)}
          hint="Entities scanned per entity returned"
        />
        <Counter
          label="Requests"
          value={formatCount(stats.requests)}
          hint="Response pages: one billable transaction each"
        />
        <Counter label="Partitions touched" value={formatCount(stats.partitionsTouched)} />
        <Counter
          label="Payload"
          value={formatBytes(stats.bytesReturned)}
          hint="Estimated size of the returned entities"
        />
        <Counter
          label="Queries/s, busiest partition"
          value={
            stats.busiestPartitionQueriesPerSecond === null
              ? '—'
              : formatRate(stats.busiestPartitionQueriesPerSecond)
          }
          hint="How many such queries per second the busiest partition could serve at 2,000 entities/s scanned"
        />
      </dl>
      {plan.warnings.length > 0 && (
        <ul className="notes" aria-label="Planner notes">
          {plan.warnings.map((note) => (
            <li
              key={`${note.code}:${note.span.from}`}
              className={`note note-${note.severity}`}
              onMouseEnter={() => setHighlight(note.span)}
              onMouseLeave={() => setHighlight(null)}
            >
              <span className="note-severity">
                {note.severity === 'warning' ? 'Warning' : 'Tip'}
              </span>{' '}
              {said.say(note.message)}
              {note.suggestion && (
                <div className="suggestion">
                  <button
                    type="button"
                    onClick={() => note.suggestion && setFilter(note.suggestion.filter)}
                    title={note.suggestion.filter}
                  >
                    Apply: {said.say(note.suggestion.label)}
                  </button>
                  {note.suggestion.moreQueries && note.suggestion.moreQueries.length > 0 && (
                    <span className="more-queries">
                      then also run:{' '}
                      {note.suggestion.moreQueries.map((q) => (
                        <code key={q}>{q}</code>
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
        Planned and counted in {analysisMs < 1 ? 'under 1' : Math.round(analysisMs)} ms (in the
        worker).
      </p>
      {plan.assumptions.length > 0 && (
        // Closed by default: the same few notes on every query would push the counters off a
        // 720-pixel projector; they are one click away.
        <details className="assumptions-box">
          <summary>Model assumptions ({plan.assumptions.length})</summary>
          <ul className="assumptions" aria-label="Model assumptions">
            {plan.assumptions.map((a) => (
              <li key={a.code}>{said.say(a)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
