/**
 * Draws the partition map from its marks: SVG (pure, document injected) for export and for
 * moderate mark counts, and the same geometry on a canvas when SVG would be slow.
 */

import type { Translator } from '../i18n/translate';
import type { MapMark } from './map-layout';
import { FONT, PALETTE } from './palette';
import type { PartitionCell } from './partition-cells';
import { el, fitLabel, type SvgDocument, type SvgNode, svgRoot } from './svg';

/** A filled rectangle of a mark, relative to the plot's top-left corner. */
export interface MarkRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fill: string;
  readonly part:
    | 'untouched'
    | 'no-match-unread'
    | 'no-match'
    | 'matched-unread'
    | 'matched'
    | 'returned';
}

/** The thinnest visible bar: one entity read in a 10,000-entity partition still shows. */
const MIN_BAR = 2;

/**
 * A mark's rectangles, bottom up: entities in matched partitions, in scanned-without-match
 * partitions, then untouched ones, each segment as tall as its share of the mark's entities.
 * Within a touched segment the part the query read is solid and the rest a tint of the same
 * colour, so a point query shows a sliver and a partition scan a full bar; inside the read part
 * a dark bar shows the returned entities (its ratio to the solid part is the share returned).
 */
export function markRects(mark: MapMark, height: number): MarkRect[] {
  const rects: MarkRect[] = [];
  const { x, width, count } = mark;
  if (count <= 0) return rects;
  let bottom = height;
  const segment = (
    entities: number,
    scanned: number,
    returned: number,
    tint: string,
    solid: string,
    part: 'matched' | 'no-match',
  ) => {
    if (entities <= 0) return;
    const h = (entities / count) * height;
    const solidH = scanned > 0 ? Math.min(h, Math.max(MIN_BAR, (scanned / entities) * h)) : 0;
    if (solidH < h)
      rects.push({ x, y: bottom - h, width, height: h, fill: tint, part: `${part}-unread` });
    if (solidH > 0) rects.push({ x, y: bottom - solidH, width, height: solidH, fill: solid, part });
    if (returned > 0) {
      const r = Math.min(solidH, Math.max(MIN_BAR, (returned / entities) * h));
      rects.push({ x, y: bottom - r, width, height: r, fill: PALETTE.returned, part: 'returned' });
    }
    bottom -= h;
  };
  segment(
    mark.matchedEntities,
    mark.matchedScanned,
    mark.returned,
    PALETTE.matchedTint,
    PALETTE.matched,
    'matched',
  );
  segment(
    mark.noMatchEntities,
    mark.noMatchScanned,
    0,
    PALETTE.noMatchTint,
    PALETTE.noMatch,
    'no-match',
  );
  if (mark.untouchedEntities > 0) {
    const h = (mark.untouchedEntities / count) * height;
    rects.push({ x, y: bottom - h, width, height: h, fill: PALETTE.untouched, part: 'untouched' });
  }
  return rects;
}

/** What the map draws: its marks, the cells behind them, and the keyboard focus. */
export interface MapPicture {
  readonly marks: readonly MapMark[];
  readonly cells: readonly PartitionCell[];
  /** Index of the partition with keyboard focus (or the focused partition), or -1. */
  readonly focusIndex: number;
}

/** Size of the map; labels are drawn only where a partition is wide enough to hold one. */
export interface MapRenderOptions {
  readonly width: number;
  readonly height: number;
  readonly title?: string;
  /** Per-mark `<title>` tooltips (default true); the app shows its own tooltip and skips them. */
  readonly markTitles?: boolean;
}

/** One mark's tooltip: key (or key range), entities, scanned and returned. */
export function markTooltip(t: Translator, mark: MapMark, cells: readonly PartitionCell[]): string {
  const first = cells[mark.first];
  const last = cells[mark.last];
  if (!first || !last) return '';
  const { count, scanned, returned } = mark;
  const counts = t.t('viz.markCounts', { count, scanned, returned });
  if (mark.first === mark.last) return `${first.partitionKey}: ${counts}`;
  return t.t('viz.markRange', {
    count: mark.last - mark.first + 1,
    first: first.partitionKey,
    last: last.partitionKey,
    touched: mark.touchedPartitions,
    counts,
  });
}

/** The partition map as an SVG element. */
export function renderPartitionMap(
  doc: SvgDocument,
  picture: MapPicture,
  options: MapRenderOptions,
  t: Translator,
): SvgNode {
  const { width, height } = options;
  const labelBand = 16;
  const plotHeight = height - labelBand;
  const bars: SvgNode[] = [];
  for (const mark of picture.marks) {
    const rects = markRects(mark, plotHeight).map((r) =>
      el(doc, 'rect', { x: r.x, y: r.y, width: r.width, height: r.height, fill: r.fill }),
    );
    const label =
      mark.first === mark.last ? fitLabel(cellsKey(picture.cells, mark.first), mark.width) : null;
    bars.push(
      el(doc, 'g', { 'data-first': String(mark.first), 'data-last': String(mark.last) }, [
        options.markTitles === false
          ? null
          : el(doc, 'title', {}, [markTooltip(t, mark, picture.cells)]),
        ...rects,
        mark.width >= 4
          ? el(doc, 'line', {
              x1: mark.x + mark.width,
              x2: mark.x + mark.width,
              y1: 0,
              y2: plotHeight,
              stroke: PALETTE.background,
              'stroke-width': 1,
            })
          : null,
        label
          ? el(
              doc,
              'text',
              // A PartitionKey value, the same in every language.
              {
                x: mark.x + 3,
                y: plotHeight + 12,
                'font-size': 11,
                fill: PALETTE.ink,
                translate: 'no',
              },
              [label],
            )
          : null,
      ]),
    );
  }
  const focus = picture.marks.find(
    (m) => picture.focusIndex >= m.first && picture.focusIndex <= m.last,
  );
  return svgRoot(doc, { width, height, font: FONT }, 'partition-map', [
    options.title ? el(doc, 'title', {}, [options.title]) : null,
    el(doc, 'rect', {
      x: 0,
      y: 0,
      width,
      height: plotHeight,
      fill: PALETTE.untouched,
      opacity: 0.35,
    }),
    el(doc, 'g', { class: 'marks' }, bars),
    focus
      ? el(doc, 'rect', {
          class: 'focus-ring',
          x: focus.x + 1,
          y: 1,
          width: Math.max(2, focus.width - 2),
          height: plotHeight - 2,
          fill: 'none',
          stroke: PALETTE.focus,
          'stroke-width': 2,
        })
      : null,
  ]);
}

function cellsKey(cells: readonly PartitionCell[], index: number): string {
  return cells[index]?.partitionKey ?? '';
}

/** The slice of CanvasRenderingContext2D the canvas painter uses. */
export interface MapCanvas {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
}

/** Paints the map's marks on a canvas (no labels; the SVG overlay is not needed for them). */
export function paintPartitionMap(
  ctx: MapCanvas,
  picture: MapPicture,
  width: number,
  height: number,
): void {
  ctx.clearRect(0, 0, width, height);
  for (const mark of picture.marks) {
    for (const r of markRects(mark, height)) {
      ctx.fillStyle = r.fill;
      ctx.fillRect(r.x, r.y, r.width, r.height);
    }
  }
  const focus = picture.marks.find(
    (m) => picture.focusIndex >= m.first && picture.focusIndex <= m.last,
  );
  if (focus) {
    ctx.strokeStyle = PALETTE.focus;
    ctx.lineWidth = 2;
    ctx.strokeRect(focus.x + 1, 1, Math.max(2, focus.width - 2), height - 2);
  }
}
