/**
 * Layout of the request timeline: one bar per request (page), its height the page's returned
 * count against the busiest page. Beyond one bar per `minBarWidth` px, neighbouring pages share
 * a bar (their counts summed), so a 10,000-request scan still draws in bounded time.
 */
import type { Continuation, PageSummary } from '../engine';
import { returnedBefore, scannedBefore } from '../protocol/packed-pages';

/** One bar: a page, or a run of consecutive pages when there are too many to draw apart. */
export interface TimelineBar {
  readonly x: number;
  readonly width: number;
  /** Page indexes covered, inclusive. */
  readonly first: number;
  readonly last: number;
  readonly returned: number;
  readonly scanned: number;
  /** Bar height as a share of the plot height, from 0 to 1. */
  readonly heightShare: number;
  /** The continuation the last page of the bar ends with (null: the query ends there). */
  readonly continuation: Continuation | null;
  readonly endedBy: PageSummary['endedBy'];
}

/** Bars across `width` pixels; a bar is never narrower than `minBarWidth` (default 4). */
export function layoutTimeline(
  pages: readonly PageSummary[],
  width: number,
  minBarWidth = 4,
): TimelineBar[] {
  const n = pages.length;
  // A bar's sums come from running totals (the worker's, for a million-page answer), so the
  // layout costs one step per bar, not per page.
  const returnedTotals = returnedBefore(pages);
  const scannedTotals = scannedBefore(pages);
  const count = Math.max(0, Math.min(n, Math.floor(width / minBarWidth)));
  const groups: { first: number; last: number; returned: number; scanned: number }[] = [];
  let max = 0;
  for (let b = 0; b < count; b++) {
    const first = Math.ceil((b * n) / count);
    const last = Math.ceil(((b + 1) * n) / count) - 1;
    const returned = returnedTotals[last + 1]! - returnedTotals[first]!;
    const scanned = scannedTotals[last + 1]! - scannedTotals[first]!;
    max = Math.max(max, returned);
    groups.push({ first, last, returned, scanned });
  }
  return groups.map((g, b) => {
    const lastPage = pages[g.last]!;
    return {
      x: (b * width) / count,
      width: width / count,
      ...g,
      heightShare: max > 0 ? g.returned / max : 0,
      continuation: lastPage.continuation,
      endedBy: lastPage.endedBy,
    };
  });
}

/** The bar that holds page `step`, or null. */
export function barOfPage(bars: readonly TimelineBar[], step: number): TimelineBar | null {
  return bars.find((b) => step >= b.first && step <= b.last) ?? null;
}
