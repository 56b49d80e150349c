/**
 * Layout of the partition map: partitions as adjacent bars along one axis, each as wide as its
 * share of the table's entities. Partitions too narrow to see are merged with their neighbours
 * into bands, so the number of marks is bounded by the pixel width, not the partition count:
 * that is what keeps 10,000 partitions legible and the redraw cheap. Zooming narrows the
 * domain, and the same function then resolves bands back into partitions.
 */
import type { PartitionCells } from './partition-cells';
import { cellIndexAt } from './partition-cells';

/** One bar of the map: a single partition (`first === last`) or a band of neighbours. */
export interface MapMark {
  readonly x: number;
  readonly width: number;
  /** Index range of the cells in this mark, inclusive. */
  readonly first: number;
  readonly last: number;
  readonly count: number;
  readonly scanned: number;
  readonly returned: number;
  /** Entities in the mark's partitions by partition status (they sum to `count`). */
  readonly untouchedEntities: number;
  readonly noMatchEntities: number;
  readonly matchedEntities: number;
  /** Entities scanned in the mark's partitions that returned something (the returned share's base). */
  readonly matchedScanned: number;
  /** Entities scanned in the mark's partitions that returned nothing. */
  readonly noMatchScanned: number;
  /** How many partitions of the mark the query touched (scanned at least one entity). */
  readonly touchedPartitions: number;
}

/** Options of the map layout. */
export interface MapLayoutOptions {
  readonly width: number;
  /** The visible part of the entity axis, [start, end); default the whole table. */
  readonly domain?: readonly [number, number];
  /** Narrowest mark in pixels: narrower partitions merge into a band. Default 3. */
  readonly minMarkWidth?: number;
}

/**
 * Maps the cells of `map` to marks for a `width`-pixel axis showing `domain`. A partition at least
 * `minMarkWidth` wide (after clipping to the domain) is its own mark; narrower neighbours
 * accumulate into a band until the band is that wide (a trailing band may stay narrower).
 */
export function layoutPartitionMap(map: PartitionCells, options: MapLayoutOptions): MapMark[] {
  const { cells, total } = map;
  const { width } = options;
  const [d0, d1] = options.domain ?? [0, total];
  const minWidth = options.minMarkWidth ?? 3;
  const marks: MapMark[] = [];
  if (cells.length === 0 || total <= 0 || d1 <= d0 || width <= 0) return marks;
  const scale = width / (d1 - d0);
  const px = (pos: number) => (Math.min(Math.max(pos, d0), d1) - d0) * scale;

  let band: Mutable<MapMark> | null = null;
  const flush = () => {
    if (band) marks.push(band);
    band = null;
  };
  for (let i = Math.max(0, cellIndexAt(cells, d0)); i < cells.length; i++) {
    const c = cells[i]!;
    if (c.start >= d1) break;
    const x0 = px(c.start);
    const x1 = px(c.start + c.count);
    if (x1 <= x0) continue;
    const own = x1 - x0 >= minWidth;
    if (own) flush();
    if (!band) band = emptyMark(i, x0);
    addCell(band, map, i, x1);
    if (own || band.width >= minWidth) flush();
  }
  flush();
  return marks;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function emptyMark(index: number, x: number): Mutable<MapMark> {
  return {
    x,
    width: 0,
    first: index,
    last: index,
    count: 0,
    scanned: 0,
    returned: 0,
    untouchedEntities: 0,
    noMatchEntities: 0,
    matchedEntities: 0,
    matchedScanned: 0,
    noMatchScanned: 0,
    touchedPartitions: 0,
  };
}

function addCell(mark: Mutable<MapMark>, map: PartitionCells, index: number, x1: number): void {
  const count = map.cells[index]!.count;
  const scanned = map.scanned[index]!;
  const returned = map.returned[index]!;
  mark.last = index;
  mark.width = x1 - mark.x;
  mark.count += count;
  mark.scanned += scanned;
  mark.returned += returned;
  // The same categories as statusOf: matched returned something, no-match only scanned.
  if (returned > 0) {
    mark.matchedEntities += count;
    mark.matchedScanned += scanned;
  } else if (scanned > 0) {
    mark.noMatchEntities += count;
    mark.noMatchScanned += scanned;
  } else mark.untouchedEntities += count;
  if (scanned > 0) mark.touchedPartitions += 1;
}

/** The mark under pixel `x`, or null (binary search: marks are sorted and disjoint). */
export function markAt(marks: readonly MapMark[], x: number): MapMark | null {
  let lo = 0;
  let hi = marks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = marks[mid]!;
    if (x < m.x) hi = mid - 1;
    else if (x >= m.x + m.width) lo = mid + 1;
    else return m;
  }
  return null;
}

/** The mark holding cell `index`, or null when it is outside the visible domain. */
export function markOfCell(marks: readonly MapMark[], index: number): MapMark | null {
  let lo = 0;
  let hi = marks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = marks[mid]!;
    if (index < m.first) hi = mid - 1;
    else if (index > m.last) lo = mid + 1;
    else return m;
  }
  return null;
}

/**
 * The zoomed domain: the entity-axis window of `1/k` of the table whose left edge sits where a
 * d3-zoom transform (scale `k`, translate `tx` pixels) puts it, clamped inside the table.
 */
export function zoomDomain(total: number, width: number, k: number, tx: number): [number, number] {
  const span = total / Math.max(1, k);
  const raw = (-tx / (width * Math.max(1, k))) * total;
  const start = Math.min(Math.max(0, raw), total - span);
  return [start, start + span];
}
