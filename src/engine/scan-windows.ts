/**
 * What a plan's key ranges mean in a concrete table: the runs of partitions' entities a scan
 * reads, in key order, and positions in them. A continuation token names a key; a cursor is
 * where that key falls among the windows.
 */
import type { StoredEntity } from './entity';
import { inInterval, singleKey } from './key-constraints';
import { type Partition, partitionLowerBound, rowKeyLowerBound } from './partition-index';
import type { Continuation, KeyInterval, KeyRange } from './query-types';
import type { Table } from './table';

/** One partition's entities a scan reads: `partition.entities[from..to)`, never empty. */
export interface ScanWindow {
  readonly partition: Partition;
  readonly from: number;
  readonly to: number;
}

/** The position of the next entity to scan: `windows[window]`, entity index `index`. */
export interface ScanCursor {
  readonly window: number;
  readonly index: number;
}

function rowWindow(partition: Partition, rk: KeyInterval): ScanWindow | null {
  const entities = partition.entities;
  const from = rk.lower ? rowKeyLowerBound(entities, rk.lower.value, !rk.lower.inclusive) : 0;
  const to = rk.upper
    ? rowKeyLowerBound(entities, rk.upper.value, rk.upper.inclusive)
    : entities.length;
  return from < to ? { partition, from, to } : null;
}

/** The non-empty windows the ranges cover, in key order (ranges are disjoint and ordered). */
export function scanWindows(table: Table, ranges: readonly KeyRange[]): ScanWindow[] {
  const windows: ScanWindow[] = [];
  for (const range of ranges) {
    const pk = range.partitionKey;
    const only = singleKey(pk);
    if (only !== null) {
      const partition = table.byKey.get(only);
      const window = partition ? rowWindow(partition, range.rowKey) : null;
      if (window) windows.push(window);
      continue;
    }
    const partitions = table.partitions;
    const start = pk.lower
      ? partitionLowerBound(partitions, pk.lower.value, !pk.lower.inclusive)
      : 0;
    for (let p = start; p < partitions.length; p++) {
      const partition = partitions[p]!;
      if (!inInterval(partition.partitionKey, pk)) break;
      const window = rowWindow(partition, range.rowKey);
      if (window) windows.push(window);
    }
  }
  return windows;
}

/** The first cursor of a scan, or null when it reads nothing. */
export function firstCursor(windows: readonly ScanWindow[]): ScanCursor | null {
  const first = windows[0];
  return first ? { window: 0, index: first.from } : null;
}

/** The cursor after `index` in window `window`, or null at the end of the scan. */
export function nextCursor(
  windows: readonly ScanWindow[],
  window: number,
  index: number,
): ScanCursor | null {
  const w = windows[window]!;
  if (index < w.to) return { window, index };
  const next = windows[window + 1];
  return next ? { window: window + 1, index: next.from } : null;
}

/** The entity at a cursor. */
function entityAt(windows: readonly ScanWindow[], cursor: ScanCursor): StoredEntity {
  return windows[cursor.window]!.partition.entities[cursor.index]!;
}

/** The continuation token that resumes a scan at a cursor. */
export function continuationAt(windows: readonly ScanWindow[], cursor: ScanCursor): Continuation {
  const entity = entityAt(windows, cursor);
  return { nextPartitionKey: entity.PartitionKey, nextRowKey: entity.RowKey };
}

/**
 * Where a scan resumes from a continuation: the first scanned entity whose keys are not below
 * the token's, or null when none is left.
 */
export function cursorFrom(windows: readonly ScanWindow[], token: Continuation): ScanCursor | null {
  const { nextPartitionKey: pk, nextRowKey: rk } = token;
  // Binary search for the first window whose last entity is not below the token.
  let lo = 0;
  let hi = windows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const w = windows[mid]!;
    const wpk = w.partition.partitionKey;
    const last = w.partition.entities[w.to - 1]!.RowKey;
    if (wpk < pk || (wpk === pk && last < rk)) lo = mid + 1;
    else hi = mid;
  }
  const w = windows[lo];
  if (w === undefined) return null;
  if (w.partition.partitionKey !== pk) return { window: lo, index: w.from };
  return { window: lo, index: Math.max(w.from, rowKeyLowerBound(w.partition.entities, rk)) };
}
