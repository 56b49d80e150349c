/**
 * The exported picture: one SVG stacking a caption (the filter and its cost class) over the
 * partition map, the key-range strip and the request timeline, ready for a slide.
 */
import type { CostClass } from '../engine';
import { COST_CLASS_KEYS } from '../i18n/terms';
import type { Translator } from '../i18n/translate';
import { FONT, PALETTE } from './palette';
import { el, type SvgDocument, type SvgNode, svgRoot } from './svg';

/** The caption line: `$filter=… · Range query`; an empty filter is written as such. */
export function exportCaption(t: Translator, filter: string, costClass: CostClass | null): string {
  const f = filter.trim() === '' ? t.t('viz.emptyFilter') : filter.trim();
  return costClass ? `$filter=${f} · ${t.t(COST_CLASS_KEYS[costClass])}` : `$filter=${f}`;
}

/** One picture to stack, already rendered, with its height and a heading. */
export interface ExportPart {
  readonly heading: string;
  readonly svg: SvgNode;
  readonly height: number;
}

/** Stacks the parts under the caption in one SVG of `width`; returns it with its height. */
export function renderExport(
  doc: SvgDocument,
  caption: string,
  parts: readonly ExportPart[],
  width: number,
): { svg: SvgNode; height: number } {
  const pad = 12;
  let y = 30;
  const placed: SvgNode[] = [];
  for (const part of parts) {
    placed.push(
      el(
        doc,
        'text',
        { x: pad, y: y + 14, 'font-size': 13, 'font-weight': 'bold', fill: PALETTE.ink },
        [part.heading],
      ),
    );
    y += 20;
    const holder = el(doc, 'g', { transform: `translate(${pad},${y})` }, [part.svg]);
    placed.push(holder);
    y += part.height + 10;
  }
  const height = y + pad;
  const svg = svgRoot(doc, { width: width + 2 * pad, height, font: FONT }, null, [
    el(doc, 'rect', { x: 0, y: 0, width: width + 2 * pad, height, fill: PALETTE.background }),
    el(doc, 'text', { class: 'caption', x: pad, y: 20, 'font-size': 14, fill: PALETTE.ink }, [
      caption,
    ]),
    ...placed,
  ]);
  return { svg, height };
}
