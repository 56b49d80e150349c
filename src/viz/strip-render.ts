/**
 * Draws the key-range strip: scanned ranges shaded behind the entity columns, each bound
 * labelled with its value and tagged with the span of the filter clause that set it, and the
 * playback cursor. Pure: document injected.
 */
import type { Span } from '../engine';
import type { Translator } from '../i18n/translate';
import { FONT, PALETTE } from './palette';
import { spansOverlap } from './seek-links';
import type { StripColumn, StripLayout, StripRange } from './strip-layout';
import { boundText } from './summary';
import { el, fitLabel, LABEL_CHAR, r2, type SvgDocument, type SvgNode, svgRoot } from './svg';

/** A range's bounds' clause spans (null when no clause could be linked). */
interface RangeSpans {
  readonly lower: Span | null;
  readonly upper: Span | null;
}

/** What the strip draws beyond its layout. */
export interface StripPicture {
  readonly layout: StripLayout;
  /** Per layout range, the clause spans of its bounds. */
  readonly spans: readonly RangeSpans[];
  /** The clause hovered in the editor: its bound is drawn highlighted. */
  readonly highlight: Span | null;
  /** Keys at the axis ends (first and last RowKey or PartitionKey). */
  readonly axisStart: string;
  readonly axisEnd: string;
  /** Playback cursor x and its label, or null when not playing. */
  readonly cursor: { readonly x: number; readonly label: string } | null;
}

/** Size of the strip. */
export interface StripRenderOptions {
  readonly width: number;
  readonly height: number;
  readonly title?: string;
}

/** Vertical bands of the strip: bound labels on top, the plot, axis labels at the bottom. */
export const STRIP_TOP = 18;
const STRIP_BOTTOM = 16;

/** A rectangle in strip coordinates. */
interface Segment {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The columns' rectangles by kind, stacked from the baseline: returned, then rejected, then not
 * read. Heights say what happened, not only colours: a column all returned is full height, all
 * rejected 70 %, all not read 30 %; mixed columns split those heights by count.
 */
function columnSegments(
  columns: readonly StripColumn[],
  top: number,
  plotHeight: number,
): { returned: Segment[]; rejected: Segment[]; skipped: Segment[] } {
  const out = { returned: [] as Segment[], rejected: [] as Segment[], skipped: [] as Segment[] };
  const base = top + plotHeight;
  for (const c of columns) {
    const n = c.returned + c.rejected + c.skipped;
    if (n === 0) continue;
    const width = Math.max(0.5, c.width - (c.width > 3 ? 1 : 0));
    let y = base;
    const push = (into: Segment[], count: number, share: number) => {
      if (count === 0) return;
      // Never thinner than 2 px: 3 returned among 200 scanned must still show.
      const h = Math.max(2, (count / n) * plotHeight * share);
      into.push({ x: c.x, y: y - h, width, height: h });
      y -= h;
    };
    push(out.returned, c.returned, 1);
    push(out.rejected, c.rejected, 0.7);
    push(out.skipped, c.skipped, 0.3);
  }
  return out;
}

/** SVG path data drawing each rectangle as a closed subpath. */
function pathOf(segments: readonly Segment[]): string {
  return segments
    .map((s) => `M${r2(s.x)},${r2(s.y)}h${r2(s.width)}v${r2(s.height)}h${r2(-s.width)}Z`)
    .join('');
}

/** A bound's label: its text, where it sits, and the edge line(s) it belongs to. */
export interface BoundLabel {
  readonly side: 'lower' | 'upper' | 'both';
  readonly text: string;
  readonly x: number;
  readonly anchor: 'start' | 'end';
  readonly lines: readonly number[];
}

/** Room a label needs beside its edge before it flips inside the range. */
const LABEL_ROOM = 110;

/**
 * Labels of a range's bounds, placed outside the range (lower to the left of its edge, upper to
 * the right) so they never collide over a narrow range; at a strip end they flip inside. A range
 * whose bounds are the same inclusive key (a point query) gets one `=` label.
 */
export function boundLabels(key: string, r: StripRange, width: number): BoundLabel[] {
  const { lower, upper } = r;
  if (lower && upper && lower.value === upper.value && lower.inclusive && upper.inclusive) {
    const right = r.x1 <= width - LABEL_ROOM;
    return [
      {
        side: 'both',
        text: `${key} = '${lower.value}'`,
        x: right ? r.x1 + 3 : r.x0 - 3,
        anchor: right ? 'start' : 'end',
        lines: [r.x0, r.x1],
      },
    ];
  }
  const out: BoundLabel[] = [];
  if (lower) {
    const left = r.x0 >= LABEL_ROOM;
    out.push({
      side: 'lower',
      text: boundText(key, 'lower', lower),
      x: left ? r.x0 - 3 : r.x0 + 3,
      anchor: left ? 'end' : 'start',
      lines: [r.x0],
    });
  }
  if (upper) {
    const right = r.x1 <= width - LABEL_ROOM;
    out.push({
      side: 'upper',
      text: boundText(key, 'upper', upper),
      x: right ? r.x1 + 3 : r.x1 - 3,
      anchor: right ? 'start' : 'end',
      lines: [r.x1],
    });
  }
  return out;
}

/**
 * The axis's three labels fitted to `width`: each end in at most half of it (cut with an
 * ellipsis), the order between them only where it clears both (drawn large on a projector, the
 * strip is narrow in its own units, and long keys ran over "RowKey order").
 */
export function axisLabels(
  start: string,
  end: string,
  order: string,
  width: number,
): { start: string; end: string; order: string | null } {
  const fitted = { start: fitLabel(start, width / 2) ?? '', end: fitLabel(end, width / 2) ?? '' };
  const clear = width / 2 - (order.length * LABEL_CHAR) / 2 - LABEL_CHAR;
  const widest = Math.max(fitted.start.length, fitted.end.length) * LABEL_CHAR;
  return { ...fitted, order: clear >= widest ? order : null };
}

/** The strip as an SVG element. */
export function renderStrip(
  doc: SvgDocument,
  picture: StripPicture,
  options: StripRenderOptions,
  t: Translator,
): SvgNode {
  const { width, height } = options;
  const { layout } = picture;
  const top = STRIP_TOP;
  const plotH = height - STRIP_TOP - STRIP_BOTTOM;
  const base = top + plotH;
  const axis = axisLabels(
    picture.axisStart,
    picture.axisEnd,
    t.t('viz.axisOrder', { key: layout.key }),
    width,
  );

  const shades = layout.ranges.map((r) =>
    el(doc, 'rect', {
      class: 'scanned-range',
      x: r.x0,
      y: top,
      width: Math.max(1, r.x1 - r.x0),
      height: plotH,
      fill: PALETTE.scannedRange,
      stroke: PALETTE.rangeEdge,
      'stroke-width': 1,
    }),
  );

  // One path per kind of mark, not an element per column: a few nodes whatever the row count.
  const segments = columnSegments(layout.columns, top, plotH);
  const columns = [
    el(doc, 'path', { class: 'returned', fill: PALETTE.returned, d: pathOf(segments.returned) }),
    el(doc, 'path', {
      class: 'rejected',
      fill: 'url(#rejected-hatch)',
      d: pathOf(segments.rejected),
    }),
    el(doc, 'path', { class: 'skipped', fill: PALETTE.skipped, d: pathOf(segments.skipped) }),
  ];

  const bounds: SvgNode[] = [];
  layout.ranges.forEach((r, i) => {
    const spans = picture.spans[i];
    for (const label of boundLabels(layout.key, r, width)) {
      const span = (label.side === 'upper' ? spans?.upper : spans?.lower) ?? null;
      const lit = spansOverlap(span, picture.highlight);
      const textWidth = label.text.length * 6.5;
      bounds.push(
        el(
          doc,
          'g',
          {
            class: lit ? 'bound highlighted' : 'bound',
            'data-side': label.side,
            'data-span-from': span ? String(span.from) : null,
            'data-span-to': span ? String(span.to) : null,
          },
          [
            ...label.lines.map((x) =>
              el(doc, 'line', {
                x1: x,
                x2: x,
                y1: top - 4,
                y2: base,
                stroke: PALETTE.rangeEdge,
                'stroke-width': lit ? 3 : 1.5,
              }),
            ),
            lit
              ? el(doc, 'rect', {
                  x: label.anchor === 'start' ? label.x : label.x - textWidth,
                  y: 1,
                  width: textWidth,
                  height: 15,
                  fill: PALETTE.highlight,
                  opacity: 0.5,
                })
              : null,
            el(
              doc,
              'text',
              {
                x: label.x,
                y: 12,
                'text-anchor': label.anchor,
                'font-size': 11,
                fill: PALETTE.ink,
                // A key value, the same in every language.
                translate: 'no',
              },
              [label.text],
            ),
          ],
        ),
      );
    }
  });

  const cursor = picture.cursor
    ? el(doc, 'g', { class: 'cursor' }, [
        el(doc, 'line', {
          x1: picture.cursor.x,
          x2: picture.cursor.x,
          y1: top - 2,
          y2: base + 2,
          stroke: PALETTE.cursor,
          'stroke-width': 2,
        }),
        el(
          doc,
          'text',
          {
            x: picture.cursor.x + (picture.cursor.x > width - 120 ? -3 : 3),
            y: top + 11,
            'text-anchor': picture.cursor.x > width - 120 ? 'end' : 'start',
            'font-size': 11,
            fill: PALETTE.cursor,
            translate: 'no',
          },
          [picture.cursor.label],
        ),
      ])
    : null;

  return svgRoot(doc, { width, height, font: FONT }, 'key-range-strip', [
    options.title ? el(doc, 'title', {}, [options.title]) : null,
    el(doc, 'defs', {}, [
      el(
        doc,
        'pattern',
        {
          id: 'rejected-hatch',
          width: 4,
          height: 4,
          patternUnits: 'userSpaceOnUse',
          patternTransform: 'rotate(45)',
        },
        [
          el(doc, 'rect', { width: 4, height: 4, fill: PALETTE.rejected, opacity: 0.35 }),
          el(doc, 'line', {
            x1: 0,
            y1: 0,
            x2: 0,
            y2: 4,
            stroke: PALETTE.rejected,
            'stroke-width': 2,
          }),
        ],
      ),
    ]),
    ...shades,
    el(doc, 'g', { class: 'columns' }, columns),
    el(doc, 'line', {
      x1: 0,
      x2: width,
      y1: base,
      y2: base,
      stroke: PALETTE.muted,
      'stroke-width': 1,
    }),
    // The axis ends are key values: the same in every language.
    el(
      doc,
      'text',
      { x: 0, y: height - 3, 'font-size': 11, fill: PALETTE.muted, translate: 'no' },
      [axis.start],
    ),
    axis.order !== null &&
      el(
        doc,
        'text',
        {
          x: width / 2,
          y: height - 3,
          'font-size': 11,
          fill: PALETTE.muted,
          'text-anchor': 'middle',
        },
        [axis.order],
      ),
    el(
      doc,
      'text',
      {
        x: width,
        y: height - 3,
        'font-size': 11,
        fill: PALETTE.muted,
        'text-anchor': 'end',
        translate: 'no',
      },
      [axis.end],
    ),
    ...bounds,
    cursor,
  ]);
}
