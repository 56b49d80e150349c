/**
 * The partition map's data in two parts. The geometry (every partition in key order with its
 * place on the cumulative entity axis) depends only on the table, so it is computed once per
 * partition list and shared by every query. What a query did to each partition is two number
 * columns indexed like the cells: joining a table scan over 142,858 partitions by key into fresh
 * objects cost ~60-90 ms per keystroke, the columns cost a few.
 */
import type { PartitionInfo, PartitionStats } from '../engine';

/** What a query did to a partition, as the map colours it. */
export type PartitionStatus = 'untouched' | 'no-match' | 'matched';

/** One partition on the map's axis, where the axis is the count of entities before it. */
export interface PartitionCell {
  readonly partitionKey: string;
  readonly count: number;
  /** Entities in all partitions before this one (its left edge on the entity axis). */
  readonly start: number;
}

/** The table's geometry: cells in key order and the entity total (the axis length). */
export interface PartitionGeometry {
  readonly cells: readonly PartitionCell[];
  readonly total: number;
}

/** The geometry plus one query's counters, `scanned[i]` and `returned[i]` for `cells[i]`. */
export interface PartitionCells extends PartitionGeometry {
  readonly scanned: Float64Array;
  readonly returned: Float64Array;
}

/** The map colour category of a partition from its counters. */
function statusOf(scanned: number, returned: number): PartitionStatus {
  if (returned > 0) return 'matched';
  return scanned > 0 ? 'no-match' : 'untouched';
}

/** The status of cell `i` under the query in `map`. */
export function statusAt(map: PartitionCells, i: number): PartitionStatus {
  return statusOf(map.scanned[i] ?? 0, map.returned[i] ?? 0);
}

// Keyed by the partition list itself: a new table is a new list, and the old entry goes with it.
const geometries = new WeakMap<readonly PartitionInfo[], PartitionGeometry>();

/** The cells of a partition list, computed once per list (the same object on every call). */
export function partitionGeometry(partitions: readonly PartitionInfo[]): PartitionGeometry {
  const known = geometries.get(partitions);
  if (known) return known;
  const cells: PartitionCell[] = new Array(partitions.length);
  let start = 0;
  for (let i = 0; i < partitions.length; i++) {
    const p = partitions[i]!;
    cells[i] = { partitionKey: p.partitionKey, count: p.count, start };
    start += p.count;
  }
  const geometry = { cells, total: start };
  geometries.set(partitions, geometry);
  return geometry;
}

/**
 * Joins the table's partitions (in key order) with the query's per-partition counters. The
 * counters come in key order from the engine, so each is found at or after the previous one
 * without a lookup table; one out of order is found by binary search, one the table does not
 * know is left out.
 */
export function partitionCells(
  partitions: readonly PartitionInfo[],
  perPartition: readonly PartitionStats[],
): PartitionCells {
  const geometry = partitionGeometry(partitions);
  const { cells } = geometry;
  const scanned = new Float64Array(cells.length);
  const returned = new Float64Array(cells.length);
  let at = 0;
  for (const s of perPartition) {
    if (cells[at]?.partitionKey !== s.partitionKey) {
      at = lowerBoundKey(cells, s.partitionKey);
      if (cells[at]?.partitionKey !== s.partitionKey) continue;
    }
    scanned[at] = s.scanned;
    returned[at] = s.returned;
    at += 1;
  }
  return { cells, total: geometry.total, scanned, returned };
}

/** Index of the cell containing entity position `pos` (clamped to the table), or -1 if empty. */
export function cellIndexAt(cells: readonly PartitionCell[], pos: number): number {
  if (cells.length === 0) return -1;
  let lo = 0;
  let hi = cells.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cells[mid]!.start <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Index of the first partition whose key is ≥ `key` in ordinal order (cells.length if none). */
export function lowerBoundKey(cells: readonly PartitionCell[], key: string): number {
  let lo = 0;
  let hi = cells.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cells[mid]!.partitionKey < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the partition whose key is `key`, or -1 when the table has none. */
export function indexOfPartition(cells: readonly PartitionCell[], key: string): number {
  const i = lowerBoundKey(cells, key);
  return cells[i]?.partitionKey === key ? i : -1;
}
