/**
 * How the address bar follows the workspace without flooding the browser's history: deliberate
 * steps (another dataset, size, focus) push an entry so Back returns to them; typing replaces the
 * current entry, except that the first change after a pause starts a new entry, so Back returns
 * to the previous query. The policy of each field is declared in WORKSPACE_FIELDS.
 */
import { fieldSpec, keptIn, WORKSPACE_KEYS, type Workspace } from './workspace';

/** A pause in typing this long makes the next change a new history entry. */
export const TYPING_PAUSE_MS = 1500;

/** What to do with the address bar after a change. */
export type HistoryMove = 'push' | 'replace' | 'none';

/** The move from `previous` to `next`, given the time since the address bar was last written. */
export function historyMove(
  previous: Workspace,
  next: Workspace,
  msSinceLastWrite: number,
): HistoryMove {
  let move: HistoryMove = 'none';
  for (const name of WORKSPACE_KEYS) {
    const field = fieldSpec(name);
    if (!keptIn(field.keep, 'url')) continue;
    if (JSON.stringify(field.write(previous[name])) === JSON.stringify(field.write(next[name])))
      continue;
    if (field.history === 'push') return 'push';
    if (field.history === 'burst' && msSinceLastWrite >= TYPING_PAUSE_MS) return 'push';
    move = 'replace';
  }
  return move;
}
