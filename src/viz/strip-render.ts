/**
 * Draws the key-range strip: scanned ranges shaded behind the entity columns, each bound
 * labelled with its value and tagged with the span of the filter clause that set it, and the
 * playback cursor. Pure: document injected.
 */
import type { Span } from '../engine/ast';
import { FONT, PALETTE } from './palette';
import { spansOverlap } from './seek-links';
import type { StripLayout } from './strip-layout';
import { boundText, formatCount } from './summary';
import { el, type SvgDocument, type SvgNode } from './svg';

/** A range's bounds' clause spans (null when no clause could be linked). */
export interface RangeSpans {
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

/** The strip as an SVG element. */
export function renderStrip(
  doc: SvgDocument,
  picture: StripPicture,
  options: StripRenderOptions,
): SvgNode {
  const { width, height } = options;
  const { layout } = picture;
  const top = STRIP_TOP;
  const plotH = height - STRIP_TOP - STRIP_BOTTOM;
  const base = top + plotH;

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

  const columns = layout.columns.map((c) => {
    const n = c.returned + c.rejected + c.skipped;
    if (n === 0) return null;
    // Heights say what happened, not only colours: returned full, rejected 70 %, skipped 30 %.
    const parts: SvgNode[] = [];
    let y = base;
    const seg = (count: number, share: number, attrs: Record<string, string>) => {
      if (count === 0) return;
      const h = (count / n) * plotH * share;
      parts.push(
        el(doc, 'rect', {
          x: c.x,
          y: y - h,
          width: Math.max(0.5, c.width - (c.width > 3 ? 1 : 0)),
          height: h,
          ...attrs,
        }),
      );
      y -= h;
    };
    seg(c.returned, 1, { fill: PALETTE.returned, class: 'returned' });
    seg(c.rejected, 0.7, { fill: 'url(#rejected-hatch)', class: 'rejected' });
    seg(c.skipped, 0.3, { fill: PALETTE.skipped, class: 'skipped' });
    return el(doc, 'g', {}, [
      el(doc, 'title', {}, [
        `${formatCount(c.returned)} returned, ${formatCount(c.rejected)} rejected, ${formatCount(c.skipped)} not read`,
      ]),
      ...parts,
    ]);
  });

  const bounds: SvgNode[] = [];
  layout.ranges.forEach((r, i) => {
    const spans = picture.spans[i];
    for (const side of ['lower', 'upper'] as const) {
      const bound = r[side];
      if (!bound) continue;
      const span = spans?.[side] ?? null;
      const lit = spansOverlap(span, picture.highlight);
      const x = side === 'lower' ? r.x0 : r.x1;
      const anchor =
        side === 'lower' ? (x > width - 90 ? 'end' : 'start') : x < 90 ? 'start' : 'end';
      bounds.push(
        el(
          doc,
          'g',
          {
            class: lit ? 'bound highlighted' : 'bound',
            'data-side': side,
            'data-span-from': span ? String(span.from) : null,
            'data-span-to': span ? String(span.to) : null,
          },
          [
            el(doc, 'line', {
              x1: x,
              x2: x,
              y1: top - 4,
              y2: base,
              stroke: PALETTE.rangeEdge,
              'stroke-width': lit ? 3 : 1.5,
            }),
            lit
              ? el(doc, 'rect', {
                  x: anchor === 'start' ? x : x - 120,
                  y: 1,
                  width: 120,
                  height: 15,
                  fill: PALETTE.highlight,
                  opacity: 0.5,
                })
              : null,
            el(
              doc,
              'text',
              {
                x: anchor === 'start' ? x + 2 : x - 2,
                y: 12,
                'text-anchor': anchor,
                'font-size': 11,
                fill: PALETTE.ink,
              },
              [boundText(layout.key, side, bound)],
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
          },
          [picture.cursor.label],
        ),
      ])
    : null;

  return el(
    doc,
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      'font-family': FONT,
      class: 'key-range-strip',
    },
    [
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
      el(doc, 'text', { x: 0, y: height - 3, 'font-size': 11, fill: PALETTE.muted }, [
        picture.axisStart,
      ]),
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
        [`${layout.key} order →`],
      ),
      el(
        doc,
        'text',
        { x: width, y: height - 3, 'font-size': 11, fill: PALETTE.muted, 'text-anchor': 'end' },
        [picture.axisEnd],
      ),
      ...bounds,
      cursor,
    ],
  );
}
