/**
 * Keyboard selection on a partition strip, the keyboard's brush: a caret row and an anchor row;
 * arrows move the caret, Shift+arrows extend the selection from the anchor, Page keys jump a
 * tenth of the rows, Home/End go to the ends. Pure, so it is tested without a browser.
 */
import type { Bound, PartitionDetail } from '../engine';

/** The caret row and the row the selection is anchored at (equal: a one-row selection). */
export interface StripSelection {
  readonly anchor: number;
  readonly caret: number;
}

/** The selection after a key, or null when the key is not a movement key. */
export function moveSelection(
  sel: StripSelection,
  key: string,
  shift: boolean,
  rows: number,
): StripSelection | null {
  if (rows <= 0) return null;
  const page = Math.max(1, Math.round(rows / 10));
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowDown: 1,
    ArrowLeft: -1,
    ArrowUp: -1,
    PageDown: page,
    PageUp: -page,
    Home: -rows,
    End: rows,
  };
  const delta = step[key];
  if (delta === undefined) return null;
  const caret = Math.min(rows - 1, Math.max(0, sel.caret + delta));
  return { anchor: shift ? sel.anchor : caret, caret };
}

/** The inclusive RowKey bounds of a selection. */
export function selectionBounds(
  detail: PartitionDetail,
  sel: StripSelection,
): { lower: Bound; upper: Bound } | null {
  const lo = detail.rows[Math.min(sel.anchor, sel.caret)];
  const hi = detail.rows[Math.max(sel.anchor, sel.caret)];
  if (!lo || !hi) return null;
  return {
    lower: { value: lo.rowKey, inclusive: true },
    upper: { value: hi.rowKey, inclusive: true },
  };
}
