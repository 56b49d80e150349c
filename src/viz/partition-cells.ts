/**
 * The partition map's data, computed once per query: every partition in key order with its
 * place on the cumulative entity axis and what the query did to it.
 */
import type { PartitionInfo, PartitionStats } from '../engine/query-types';

/** What a query did to a partition, as the map colours it. */
export type PartitionStatus = 'untouched' | 'no-match' | 'matched';

/** One partition on the map's axis, where the axis is the count of entities before it. */
export interface PartitionCell {
  readonly partitionKey: string;
  readonly count: number;
  /** Entities in all partitions before this one (its left edge on the entity axis). */
  readonly start: number;
  readonly scanned: number;
  readonly returned: number;
  readonly status: PartitionStatus;
}

/** All cells plus the table's entity total (the axis length). */
export interface PartitionCells {
  readonly cells: readonly PartitionCell[];
  readonly total: number;
}

/** The map colour category of a partition from its counters. */
export function statusOf(scanned: number, returned: number): PartitionStatus {
  if (returned > 0) return 'matched';
  return scanned > 0 ? 'no-match' : 'untouched';
}

/**
 * Joins the table's partitions (in key order) with the query's per-partition counters.
 * A touched partition that scanned nothing (an empty RowKey range) still counts as untouched.
 */
export function partitionCells(
  partitions: readonly PartitionInfo[],
  perPartition: readonly PartitionStats[],
): PartitionCells {
  const stats = new Map<string, PartitionStats>();
  for (const s of perPartition) stats.set(s.partitionKey, s);
  const cells: PartitionCell[] = new Array(partitions.length);
  let start = 0;
  for (let i = 0; i < partitions.length; i++) {
    const p = partitions[i]!;
    const s = stats.get(p.partitionKey);
    const scanned = s?.scanned ?? 0;
    const returned = s?.returned ?? 0;
    cells[i] = {
      partitionKey: p.partitionKey,
      count: p.count,
      start,
      scanned,
      returned,
      status: statusOf(scanned, returned),
    };
    start += p.count;
  }
  return { cells, total: start };
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
