/**
 * The rows of the results list: each response page is a page-break line followed by its
 * entities. Maps a list index to what sits there without materializing a million items.
 */

/** What the results list shows at one index. */
export type ListItem =
  | { readonly kind: 'break'; readonly page: number }
  | { readonly kind: 'row'; readonly page: number; readonly offset: number };

/** Index arithmetic over pages of known sizes. */
export interface RowLayout {
  /** Total list length: one break per page plus every returned entity. */
  readonly count: number;
  /** The item at `index` (0 ≤ index < count). */
  at(index: number): ListItem;
  /** The list index of page `page`'s break line. */
  breakIndex(page: number): number;
}

/**
 * Builds the layout from the running totals of the pages' returned counts (`returnedBefore` in
 * packed-pages.ts: a million-page answer carries them, so this costs nothing on the UI thread).
 */
export function rowLayout(returnedBefore: ArrayLike<number>): RowLayout {
  const pages = returnedBefore.length - 1;
  // The list index of page i's break: one break line per earlier page, plus their rows.
  const start = (page: number) => page + (returnedBefore[page] as number);
  const count = pages < 0 ? 0 : start(pages);
  return {
    count,
    breakIndex: (page) => start(page),
    at(index) {
      if (index < 0 || index >= count)
        throw new RangeError(`index ${index} is outside 0..${count - 1}`);
      // The last page whose break is at or before `index`.
      let lo = 0;
      let hi = pages - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (start(mid) <= index) lo = mid;
        else hi = mid - 1;
      }
      const offset = index - start(lo) - 1;
      return offset < 0 ? { kind: 'break', page: lo } : { kind: 'row', page: lo, offset };
    },
  };
}

/**
 * Most list items the results list holds at once: every row of a 10,000-entity scan, while the
 * virtualizer's per-item bookkeeping stays a few milliseconds.
 */
export const MAX_LISTED_ITEMS = 20_000;

/** The part of a long list that is listed: `count` items from list index `offset`. */
export interface ListWindow {
  readonly offset: number;
  readonly count: number;
}

/**
 * Which items to list. A million-page query ($top=1 over 1M entities) has two million items:
 * the virtualizer measured every one per answer (a 100 ms task) and the list grew taller than a
 * browser can scroll. The window starts at the top, or holds the page being played back; it
 * moves in half-window steps, so playback within it does not move it.
 */
export function listWindow(layout: RowLayout, step: number | null): ListWindow {
  if (layout.count <= MAX_LISTED_ITEMS) return { offset: 0, count: layout.count };
  const half = MAX_LISTED_ITEMS / 2;
  const start = step === null ? 0 : Math.floor(layout.breakIndex(step) / half) * half;
  const offset = Math.max(0, Math.min(start, layout.count - MAX_LISTED_ITEMS));
  return { offset, count: MAX_LISTED_ITEMS };
}
