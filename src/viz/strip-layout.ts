/**
 * Layout of the key-range strip. Two modes share one shape:
 * - a partition's entities in RowKey order (from `PartitionDetail`), one slot per row, so the
 *   axis is RowKey *rank*: strings have no distance, only an order;
 * - the whole key space (a multi-partition or table scan): partitions along the entity axis,
 *   as on the map.
 * Either way the strip has columns (rows binned to at least `minColumnWidth` px) counting
 * returned / rejected / skipped entities, and the scanned ranges as pixel intervals.
 */
import type { Bound, KeyInterval, KeyRange, PartitionDetail } from '../engine';
import { layoutPartitionMap } from './map-layout';
import type { PartitionCell, PartitionCells } from './partition-cells';
import { lowerBoundKey } from './partition-cells';

/** A column of the strip: entities of a slice of the axis, by what the query did to them. */
export interface StripColumn {
  readonly x: number;
  readonly width: number;
  /** First and last row (partition mode) or partition (key-space mode) index, inclusive. */
  readonly first: number;
  readonly last: number;
  readonly returned: number;
  readonly rejected: number;
  readonly skipped: number;
}

/** A scanned interval in pixels, with the bounds that set it (null: open end). */
export interface StripRange {
  readonly x0: number;
  readonly x1: number;
  readonly lower: Bound | null;
  readonly upper: Bound | null;
}

/** The strip's layout: which key it orders by, its columns and its scanned ranges. */
export interface StripLayout {
  readonly mode: 'partition' | 'keyspace';
  readonly key: 'RowKey' | 'PartitionKey';
  readonly width: number;
  readonly columns: readonly StripColumn[];
  readonly ranges: readonly StripRange[];
}

/** True when `key` lies in the interval (ordinal string order, semantics.md §1). */
export function inInterval(interval: KeyInterval, key: string): boolean {
  const { lower, upper } = interval;
  if (lower && (lower.inclusive ? key < lower.value : key <= lower.value)) return false;
  if (upper && (upper.inclusive ? key > upper.value : key >= upper.value)) return false;
  return true;
}

/** Number of sorted keys strictly below `key` (`orEqual`: at or below). */
function countBelow(
  n: number,
  keyAt: (i: number) => string,
  key: string,
  orEqual: boolean,
): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const k = keyAt(mid);
    if (k < key || (orEqual && k === key)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Slot range `[lo, hi)` of the sorted keys inside an interval: an inclusive lower bound starts
 * at the first key ≥ it, an exclusive one after the keys equal to it; likewise for the upper.
 */
function slotRange(
  n: number,
  keyAt: (i: number) => string,
  interval: KeyInterval,
): [number, number] {
  const lo = interval.lower
    ? countBelow(n, keyAt, interval.lower.value, !interval.lower.inclusive)
    : 0;
  const hi = interval.upper
    ? countBelow(n, keyAt, interval.upper.value, interval.upper.inclusive)
    : n;
  return [lo, Math.max(lo, hi)];
}

/** Lays out one partition's rows along `width` pixels, with the plan's ranges for that partition. */
export function layoutRowStrip(
  detail: PartitionDetail,
  ranges: readonly KeyRange[],
  width: number,
  minColumnWidth = 3,
): StripLayout {
  const rows = detail.rows;
  const n = rows.length;
  const keyAt = (i: number) => rows[i]!.rowKey;
  const columns: StripColumn[] = [];
  const count = Math.max(0, Math.min(n, Math.floor(width / minColumnWidth)));
  for (let c = 0; c < count; c++) {
    const first = Math.ceil((c * n) / count);
    const last = Math.ceil(((c + 1) * n) / count) - 1;
    let returned = 0;
    let rejected = 0;
    let skipped = 0;
    for (let i = first; i <= last; i++) {
      const mark = rows[i]!.mark;
      if (mark === 'returned') returned++;
      else if (mark === 'rejected') rejected++;
      else skipped++;
    }
    columns.push({
      x: (c * width) / count,
      width: width / count,
      first,
      last,
      returned,
      rejected,
      skipped,
    });
  }
  const stripRanges: StripRange[] = [];
  for (const range of ranges) {
    if (!inInterval(range.partitionKey, detail.partitionKey)) continue;
    const [lo, hi] = n === 0 ? [0, 0] : slotRange(n, keyAt, range.rowKey);
    const x = (slot: number) => (n === 0 ? 0 : (slot / n) * width);
    stripRanges.push({
      x0: x(lo),
      x1: x(hi),
      lower: range.rowKey.lower,
      upper: range.rowKey.upper,
    });
  }
  return { mode: 'partition', key: 'RowKey', width, columns, ranges: stripRanges };
}

/** Lays out the whole key space (partitions on the entity axis) with the plan's PartitionKey ranges. */
export function layoutKeySpaceStrip(
  map: PartitionCells,
  ranges: readonly KeyRange[],
  width: number,
  minColumnWidth = 3,
): StripLayout {
  const { cells, total } = map;
  const columns: StripColumn[] = layoutPartitionMap(map, {
    width,
    minMarkWidth: minColumnWidth,
  }).map((m) => ({
    x: m.x,
    width: m.width,
    first: m.first,
    last: m.last,
    returned: m.returned,
    rejected: m.scanned - m.returned,
    skipped: m.count - m.scanned,
  }));
  const n = cells.length;
  const keyAt = (i: number) => cells[i]!.partitionKey;
  const posOf = (slot: number) => (slot >= n ? total : cells[slot]!.start);
  const stripRanges = ranges.map((range) => {
    const [lo, hi] = slotRange(n, keyAt, range.partitionKey);
    const x = (slot: number) => (total > 0 ? (posOf(slot) / total) * width : 0);
    return {
      x0: x(lo),
      x1: x(hi),
      lower: range.partitionKey.lower,
      upper: range.partitionKey.upper,
    };
  });
  return { mode: 'keyspace', key: 'PartitionKey', width, columns, ranges: stripRanges };
}

/**
 * The rows a brush covers (pixels `[x0, x1]` on a partition strip): those whose slot centre lies
 * inside, as inclusive RowKey bounds. Null when the brush covers no row centre.
 */
export function brushToBounds(
  detail: PartitionDetail,
  width: number,
  x0: number,
  x1: number,
): { lower: Bound; upper: Bound } | null {
  const n = detail.rows.length;
  if (n === 0 || width <= 0) return null;
  const first = Math.max(0, Math.ceil((Math.min(x0, x1) * n) / width - 0.5));
  const last = Math.min(n - 1, Math.floor((Math.max(x0, x1) * n) / width - 0.5));
  if (first > last) return null;
  return {
    lower: { value: detail.rows[first]!.rowKey, inclusive: true },
    upper: { value: detail.rows[last]!.rowKey, inclusive: true },
  };
}

/**
 * Where the scan stands after a page, on a partition strip: at the continuation's next row when
 * it is in this partition, before the first range when the scan has not reached the partition,
 * and after the last range when it is past it or finished.
 */
export function rowStripCursor(
  detail: PartitionDetail,
  layout: StripLayout,
  next: { readonly nextPartitionKey: string; readonly nextRowKey: string } | null,
): number {
  const first = layout.ranges[0];
  const last = layout.ranges[layout.ranges.length - 1];
  const end = last ? last.x1 : layout.width;
  if (!next) return end;
  if (next.nextPartitionKey < detail.partitionKey) return first ? first.x0 : 0;
  if (next.nextPartitionKey > detail.partitionKey) return end;
  const n = detail.rows.length;
  if (n === 0) return 0;
  const slot = countBelow(n, (i) => detail.rows[i]!.rowKey, next.nextRowKey, false);
  return (slot / n) * layout.width;
}

/** Where the scan stands after a page on the key-space strip: the start of the next partition. */
export function keySpaceCursor(
  cells: readonly PartitionCell[],
  total: number,
  width: number,
  next: { readonly nextPartitionKey: string } | null,
  endX: number,
): number {
  if (!next || total <= 0) return endX;
  const i = lowerBoundKey(cells, next.nextPartitionKey);
  return i >= cells.length ? width : (cells[i]!.start / total) * width;
}
