/**
 * Zoom arithmetic of the partition map on the entity axis: the windows the + and - keys and
 * keyboard movement ask for, and the d3-zoom transform that shows a window (the inverse of
 * `zoomDomain`). Pure, so the map's zoom is tested without a browser.
 */
import type { PartitionCell } from './partition-cells';

/** A window of the entity axis, [start, end). */
export type Domain = readonly [number, number];

/** The middle half of `domain`: what + zooms to. */
export function zoomedIn(domain: Domain): Domain {
  const quarter = (domain[1] - domain[0]) / 4;
  return [domain[0] + quarter, domain[1] - quarter];
}

/** Twice `domain` around its middle, kept inside the table's `total` entities: what - zooms to. */
export function zoomedOut(domain: Domain, total: number): Domain {
  const span = Math.min(total, (domain[1] - domain[0]) * 2);
  const start = Math.min(Math.max(0, domain[0] - span / 4), total - span);
  return [start, start + span];
}

/**
 * A window as wide as `domain` centred on `cell` when the cell is not wholly inside `domain`
 * (the keyboard moved off screen), else null: the view stays put.
 */
export function domainShowing(cell: PartitionCell, domain: Domain, total: number): Domain | null {
  if (cell.start >= domain[0] && cell.start + cell.count <= domain[1]) return null;
  const span = domain[1] - domain[0];
  const start = Math.min(Math.max(0, cell.start - span / 2), total - span);
  return [start, start + span];
}

/** The d3-zoom scale and x translation that show `domain` of `total` entities on `width` pixels. */
export function zoomTransform(
  domain: Domain,
  total: number,
  width: number,
): { k: number; x: number } | null {
  const [start, end] = domain;
  if (end <= start || total <= 0) return null;
  const k = total / (end - start);
  return { k, x: (-start / total) * width * k };
}
