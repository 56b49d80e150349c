/**
 * Draws the write-load picture: bars of the busiest partition's writes per second, hatched where
 * over the target, and the target as a dashed line with its label. Pure: document injected.
 */
import type { Translator } from '../i18n/translate';
import { FONT, PALETTE } from './palette';
import { el, type SvgDocument, type SvgNode, svgRoot } from './svg';
import type { WriteLoadLayout } from './write-load-layout';

/**
 * The picture as an SVG element; `target` labels the line, `hatchId` names the hatching (unique
 * on the page: several designs' pictures are shown at once).
 */
export function renderWriteLoad(
  doc: SvgDocument,
  layout: WriteLoadLayout,
  target: number,
  hatchId: string,
  t: Translator,
): SvgNode {
  const { width, height } = layout;
  const hatch = el(doc, 'defs', {}, [
    el(doc, 'pattern', { id: hatchId, width: 4, height: 4, patternUnits: 'userSpaceOnUse' }, [
      el(doc, 'rect', { width: 4, height: 4, fill: PALETTE.noMatch }),
      el(doc, 'path', { d: 'M0,4 L4,0', stroke: PALETTE.cursor, 'stroke-width': 1 }),
    ]),
  ]);
  const bars = layout.bars.map((b) =>
    el(doc, 'rect', {
      x: b.x,
      y: b.y,
      width: b.width,
      height: b.height,
      fill: b.over ? `url(#${hatchId})` : PALETTE.matched,
      class: b.over ? 'write-bar over' : 'write-bar',
    }),
  );
  const line = el(doc, 'line', {
    x1: 0,
    x2: width,
    y1: layout.targetY,
    y2: layout.targetY,
    stroke: PALETTE.cursor,
    'stroke-width': 1.5,
    'stroke-dasharray': '5 3',
  });
  const label = el(
    doc,
    'text',
    {
      x: width - 4,
      y: Math.max(10, layout.targetY - 3),
      'text-anchor': 'end',
      'font-size': 10,
      fill: PALETTE.ink,
      // A halo keeps the label readable over the bars it crosses.
      stroke: PALETTE.background,
      'stroke-width': 3,
      'paint-order': 'stroke',
    },
    [t.t('viz.writeTarget', { target })],
  );
  return svgRoot(doc, { width, height, font: FONT }, 'write-load', [hatch, ...bars, line, label]);
}
