/**
 * The exported picture's composition: which pictures go on the slide, with which headings and
 * heights, under the caption naming the filter and its cost class. It draws through any
 * `SvgDocument`, so the slide is tested in Node; the component only serializes and saves it.
 */
import type { CostClass } from '../../engine';
import type { Translator } from '../../i18n/translate';
import { type ExportPart, exportCaption, renderExport } from '../../viz/export-render';
import { layoutPartitionMap } from '../../viz/map-layout';
import { renderPartitionMap } from '../../viz/map-render';
import { indexOfPartition } from '../../viz/partition-cells';
import { renderStrip } from '../../viz/strip-render';
import type { SvgDocument, SvgNode } from '../../viz/svg';
import { layoutTimeline } from '../../viz/timeline-layout';
import { renderTimeline } from '../../viz/timeline-render';
import { type StripInputs, stripModel } from './model';

/** The pictures' width on the slide, in pixels (the caption's margin comes on top). */
export const EXPORT_WIDTH = 960;
const MAP_HEIGHT = 96;
const STRIP_HEIGHT = 92;
const TIMELINE_HEIGHT = 72;
/** The margin `renderExport` puts on each side of the pictures. */
const MARGIN = 12;

/** The composed slide: the SVG and its size in pixels. */
export interface ExportPicture {
  readonly svg: SvgNode;
  readonly width: number;
  readonly height: number;
}

/**
 * The partition map, the key-range strip (as on screen, without the editor's hover highlight)
 * and, when the query makes requests, the request timeline, stacked under the caption; the
 * headings in the words of `t` (English unless given).
 */
export function composeExport(
  doc: SvgDocument,
  inputs: StripInputs,
  t: Translator,
  width = EXPORT_WIDTH,
): ExportPicture {
  const { cells, analysis, focusPartition, step } = inputs;
  const focusIndex = focusPartition === null ? -1 : indexOfPartition(cells.cells, focusPartition);
  const parts: ExportPart[] = [
    {
      heading: t.t('viz.exportMap'),
      svg: renderPartitionMap(
        doc,
        { marks: layoutPartitionMap(cells, { width }), cells: cells.cells, focusIndex },
        { width, height: MAP_HEIGHT },
        t,
      ),
      height: MAP_HEIGHT,
    },
  ];
  const strip = stripModel({ ...inputs, highlight: null }, width, t);
  if (strip) {
    parts.push({
      heading: strip.detail
        ? t.t('viz.exportPartition', { partition: strip.detail.partitionKey })
        : t.t('viz.exportKeySpace'),
      svg: renderStrip(doc, strip.picture, { width, height: STRIP_HEIGHT }, t),
      height: STRIP_HEIGHT,
    });
  }
  const pages = analysis?.pages ?? [];
  if (pages.length > 0) {
    parts.push({
      heading: t.t('viz.exportTimeline'),
      svg: renderTimeline(
        doc,
        layoutTimeline(pages, width),
        step,
        { width, height: TIMELINE_HEIGHT },
        t,
      ),
      height: TIMELINE_HEIGHT,
    });
  }
  const caption = exportCaption(t, inputs.filter, analysis?.plan.costClass ?? null);
  const { svg, height } = renderExport(doc, caption, parts, width);
  return { svg, width: width + 2 * MARGIN, height };
}

/** The exported files' name without extension: the cost class says what the slide shows. */
export function exportFileBase(costClass: CostClass | null): string {
  return `keyscope-${costClass ?? 'table'}`;
}
