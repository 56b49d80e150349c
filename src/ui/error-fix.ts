/**
 * One-click fixes for filter errors whose hint carries a complete rewrite: today, a
 * `startswith(Name, 'ab')` call, which the service rejects, becomes the key range the engine's
 * hint spells out (`Name ge 'ab' and Name lt 'ac'`).
 */
import type { FilterError } from '../engine';

/** The engine's generic example, offered when it cannot build the range: not a fix. */
const GENERIC_EXAMPLE = "Name ge 'abc' and Name lt 'abd'";

/** A fix: what the button says and the whole filter after applying it. */
export interface ErrorFix {
  readonly label: string;
  readonly filter: string;
}

/** The fix for `error` in `filter`, or null when the error carries no concrete rewrite. */
export function fixForError(filter: string, error: FilterError): ErrorFix | null {
  // The hint that carries a concrete rewrite of the erroneous span, as its `filter` parameter.
  if (error.code !== 'FUNCTION_NOT_SUPPORTED' || error.hint?.code !== 'engine.useKeyRange') {
    return null;
  }
  const range = String(error.hint.params?.filter ?? '').trim();
  if (range === '' || range === GENERIC_EXAMPLE) return null;
  if (error.from < 0 || error.to > filter.length || error.from >= error.to) return null;
  const before = filter.slice(0, error.from);
  const after = filter.slice(error.to);
  // The range is an `and` of two comparisons: bare, it only binds right beside `and`, `(` or an end.
  const leftSafe = /(^|\band|\()\s*$/.test(before);
  const rightSafe = /^\s*($|and\b|\))/.test(after);
  const replacement = leftSafe && rightSafe ? range : `(${range})`;
  return { label: `Use the range ${range}`, filter: before + replacement + after };
}
