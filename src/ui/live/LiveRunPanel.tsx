/**
 * Beside the plan, while the data is a live table's: "Run on the live table" sends the current
 * filter, $select and $top for real, and the comparison with the model's prediction follows.
 */
import { useLive, useLiveActions } from '../../state/live-context';
import { useExplorer } from '../../state/view-context';
import { ComparisonView } from './ComparisonView';
import { useLiveMessages } from './messages';
import { ProblemView } from './ProblemView';
import './live.css';

/** Nothing unless the view is of a live table. */
export function LiveRunPanel() {
  const M = useLiveMessages();
  const liveActions = useLiveActions();
  const view = useExplorer((s) => s.live);
  const ready = useExplorer((s) => s.load.phase === 'ready' && s.imported !== null);
  const connected = useLive((s) => s.connected);
  const run = useLive((s) => s.run);
  const read = useLive((s) => s.read);
  if (!view) return null;
  const running = run.phase === 'running';
  return (
    <div className="live-run">
      <div className="live-run-bar">
        <span className="muted">{M.liveOf(view.table)}</span>
        {connected ? (
          <>
            <button
              type="button"
              disabled={running || !ready}
              onClick={() => void liveActions()?.runOnLive()}
            >
              {M.runAction}
            </button>
            <button type="button" onClick={() => liveActions()?.forget()}>
              {M.forget}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => liveActions()?.openDialog('reconnect', view)}>
            {M.runConnect}
          </button>
        )}
      </div>
      {read.phase === 'done' && read.table === view.table && (
        <p className="muted" role="status">
          {M.done(read.entities, read.pages, read.table)}
          {read.capped ? M.capped(read.entities) : ''}
        </p>
      )}
      {running && (
        <div className="load-progress">
          <progress aria-label={M.runningLabel} />
          <span aria-live="polite">{M.running(run.entities, run.pages)}</span>
          <button type="button" onClick={() => liveActions()?.cancel()}>
            {M.cancel}
          </button>
        </div>
      )}
      {run.phase === 'failed' && (
        <>
          <p className="load-error">{M.runFailed}</p>
          <ProblemView problem={run.problem} />
        </>
      )}
      {run.phase === 'done' && <ComparisonView comparison={run.comparison} query={run.query} />}
    </div>
  );
}
