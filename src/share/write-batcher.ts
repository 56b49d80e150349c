/**
 * Batches the address-bar and autosave writes of a burst of changes. Encoding a workspace
 * (lz-string) and writing localStorage cost milliseconds, too much for every keystroke at a
 * million entities, so typing is written once it pauses. Deliberate steps (another dataset,
 * size, focus) are still written at once, each as its own history entry, and the history rules
 * of `historyMove` keep their meaning: the pause that starts a new entry is measured between
 * changes, not between the (now later) writes.
 */
import { type HistoryMove, historyMove } from './history';
import type { Workspace } from './workspace';

/** How long typing must pause before the address bar and the autosave are written. */
export const WRITE_IDLE_MS = 300;

/** The clock and timer the batcher uses; injected so tests drive time by hand. */
export interface BatchClock {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

/** Writes one workspace: autosave it, and move the address bar as `move` says. */
export type WriteWorkspace = (state: Workspace, move: HistoryMove) => void;

/** The batcher's controls. */
export interface WriteBatcher {
  /** A changed workspace from the app (the user typed, clicked, picked). */
  change(next: Workspace): void;
  /** Writes the pending change now (the page is hidden, a link is copied). */
  flush(): void;
  /** Whether a change waits to be written. */
  pending(): boolean;
  /**
   * Drops the pending change and takes `written` as what the address bar holds, after a write
   * from elsewhere (history navigation, a restored workspace). `changedAt` is when its URL last
   * changed, for the typing-pause rule.
   */
  reset(written: Workspace, changedAt?: number): void;
}

const STRENGTH: Record<HistoryMove, number> = { none: 0, replace: 1, push: 2 };

/** The stronger of two moves: a burst that began with a push stays one pushed entry. */
function stronger(a: HistoryMove, b: HistoryMove): HistoryMove {
  return STRENGTH[b] > STRENGTH[a] ? b : a;
}

/** A batcher that starts from `written` (what the address bar holds) and writes through `write`. */
export function writeBatcher(
  written: Workspace,
  write: WriteWorkspace,
  clock: BatchClock,
  idleMs: number = WRITE_IDLE_MS,
): WriteBatcher {
  let base = written;
  let urlChangedAt = Number.NEGATIVE_INFINITY;
  let waiting: { state: Workspace; move: HistoryMove } | null = null;
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    stopTimer();
    if (!waiting) return;
    const { state, move } = waiting;
    waiting = null;
    base = state;
    write(state, move);
  };

  return {
    change(next) {
      const seen = waiting?.state ?? base;
      const at = clock.now();
      const move = historyMove(seen, next, at - urlChangedAt);
      if (move !== 'none') urlChangedAt = at;
      // A deliberate step (pushed whatever the timing) is no keystroke: write it at once, after
      // what was typed before it, so each keeps its own history entry.
      if (move === 'push' && historyMove(seen, next, 0) === 'push') {
        flush();
        base = next;
        write(next, 'push');
        return;
      }
      if (move === 'push') flush();
      waiting = { state: next, move: stronger(waiting?.move ?? 'none', move) };
      stopTimer();
      timer = clock.setTimeout(flush, idleMs);
    },
    flush,
    pending: () => waiting !== null,
    reset(state, changedAt = Number.NEGATIVE_INFINITY) {
      stopTimer();
      waiting = null;
      base = state;
      urlChangedAt = changedAt;
    },
  };
}
