/**
 * Page rules (semantics.md §4): a page holds at most 1000 entities or `$top`, and ends where
 * the scan crosses a server range-partition boundary. Where the boundaries lie is a setting,
 * a model assumption: one range for the whole table by default.
 */
import type { RangePartitioning } from './query-types';

/** The most entities one response page holds. */
export const MAX_PAGE_SIZE = 1000;

/** Whether moving the scan from PartitionKey `a` to a later PartitionKey `b` crosses a boundary. */
export type BoundaryTest = (a: string, b: string) => boolean;

/** The boundary test of a range-partitioning setting. */
export function boundaryTest(setting: RangePartitioning | undefined): BoundaryTest {
  if (setting === undefined || setting.kind === 'single') return () => false;
  if (setting.kind === 'every-partition') return (a, b) => a !== b;
  const splits = [...setting.partitionKeys].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  // Range r holds the keys k with splits[r-1] <= k < splits[r]; a split key opens its range.
  const rangeOf = (key: string): number => {
    let lo = 0;
    let hi = splits.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (splits[mid]! <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (a, b) => a !== b && rangeOf(a) !== rangeOf(b);
}

/** How many entities a page may hold under `$top`. */
export function pageSizeFor(top: number | undefined): number {
  return top === undefined ? MAX_PAGE_SIZE : Math.min(top, MAX_PAGE_SIZE);
}
