/**
 * Draws the heat picture of one design (heat-layout.ts): per row a reads bar and a writes bar,
 * hatched when the row's total passes its target, the total as a dark mark, each target as a
 * dashed line (the partition's labelled above the rows), partition keys in the label column and
 * a logarithmic axis of powers of ten. Pure: document injected; the words come in from the view.
 */

import type { HeatLayout, HeatRowLayout } from './heat-layout';
import { HEAT_LABEL_WIDTH } from './heat-layout';
import { FONT, PALETTE } from './palette';
import { el, fitLabel, type SvgDocument, type SvgNode, svgRoot } from './svg';

/** The colours of reads and writes, also drawn in the view's legend. */
export const HEAT_COLOURS = { reads: PALETTE.matched, writes: PALETTE.noMatch } as const;

/** What the picture writes: the target's label and the axis's numbers, in the reader's words. */
export interface HeatWords {
  /** Above the partition target line, e.g. "2,000/s a partition". */
  readonly partitionTarget: string;
  /** A tick's number, short (1, 10, 1K, 1M). */
  readonly tick: (value: number) => string;
}

function bars(doc: SvgDocument, r: HeatRowLayout, hatchId: string): SvgNode[] {
  const fill = (colour: string) => (r.over ? `url(#${hatchId}-${colour.slice(1)})` : colour);
  return [
    el(doc, 'rect', {
      ...r.reads,
      fill: fill(HEAT_COLOURS.reads),
      class: 'heat-reads',
    }),
    el(doc, 'rect', {
      ...r.writes,
      fill: fill(HEAT_COLOURS.writes),
      class: 'heat-writes',
    }),
    el(doc, 'line', {
      x1: r.totalX,
      x2: r.totalX,
      y1: r.top,
      y2: r.bottom,
      stroke: r.over ? PALETTE.cursor : PALETTE.ink,
      'stroke-width': 2,
      class: 'heat-total',
    }),
  ];
}

function hatch(doc: SvgDocument, id: string, colour: string): SvgNode {
  return el(doc, 'pattern', { id, width: 4, height: 4, patternUnits: 'userSpaceOnUse' }, [
    el(doc, 'rect', { width: 4, height: 4, fill: colour }),
    el(doc, 'path', { d: 'M0,4 L4,0', stroke: PALETTE.cursor, 'stroke-width': 1 }),
  ]);
}

/** The picture as an SVG element; `hatchId` is unique on the page (several designs are shown). */
export function renderHeat(
  doc: SvgDocument,
  layout: HeatLayout,
  words: HeatWords,
  hatchId: string,
): SvgNode {
  const { width, height } = layout;
  const defs = el(doc, 'defs', {}, [
    hatch(doc, `${hatchId}-${HEAT_COLOURS.reads.slice(1)}`, HEAT_COLOURS.reads),
    hatch(doc, `${hatchId}-${HEAT_COLOURS.writes.slice(1)}`, HEAT_COLOURS.writes),
  ]);
  const rows = layout.rows.flatMap((r) => [
    el(
      doc,
      'text',
      {
        x: 2,
        y: r.labelY,
        'font-size': 11,
        'font-weight': r.kind === 'account' ? 'bold' : null,
        fill: PALETTE.ink,
        class: 'heat-label',
        // A partition's key is data, the same in every language; the account's label is words.
        translate: r.kind === 'partition' ? 'no' : null,
      },
      [fitLabel(r.label, HEAT_LABEL_WIDTH - 4) ?? ''],
    ),
    ...bars(doc, r, hatchId),
  ]);
  const target = (t: HeatLayout['partitionTarget']) =>
    el(doc, 'line', {
      x1: t.x,
      x2: t.x,
      y1: t.top,
      y2: t.bottom,
      stroke: PALETTE.cursor,
      'stroke-width': 1.5,
      'stroke-dasharray': '4 3',
      class: 'heat-target',
    });
  const p = layout.partitionTarget;
  // The label sits above the line, kept inside the plot when the line is near an edge.
  const room = words.partitionTarget.length * 3;
  const labelX = Math.min(Math.max(p.x, layout.plotLeft + room), layout.plotRight - room);
  const targetLabel = el(
    doc,
    'text',
    { x: labelX, y: p.top - 3, 'text-anchor': 'middle', 'font-size': 10, fill: PALETTE.ink },
    [words.partitionTarget],
  );
  const axis = [
    el(doc, 'line', {
      x1: layout.plotLeft,
      x2: layout.plotRight,
      y1: layout.axisY,
      y2: layout.axisY,
      stroke: PALETTE.muted,
    }),
    ...layout.ticks.flatMap((tick) => [
      el(doc, 'line', {
        x1: tick.x,
        x2: tick.x,
        y1: layout.axisY,
        y2: layout.axisY + 3,
        stroke: PALETTE.muted,
      }),
      el(
        doc,
        'text',
        {
          x: tick.x,
          y: layout.axisY + 13,
          'text-anchor': 'middle',
          'font-size': 9,
          fill: PALETTE.muted,
        },
        [words.tick(tick.value)],
      ),
    ]),
  ];
  return svgRoot(doc, { width, height, font: FONT }, 'heat-picture', [
    defs,
    ...rows,
    target(layout.partitionTarget),
    target(layout.accountTarget),
    targetLabel,
    ...axis,
  ]);
}
