/**
 * Draws the request timeline: a bar per request with its returned count, its continuation
 * beneath when there is room, and the current playback step outlined. Pure: document injected.
 */
import type { MessageKey } from '../i18n/catalogues';
import type { Translator } from '../i18n/translate';
import { FONT, PALETTE } from './palette';
import { el, type SvgDocument, type SvgNode, svgRoot } from './svg';
import type { TimelineBar } from './timeline-layout';

/** Size of the timeline. */
export interface TimelineRenderOptions {
  readonly width: number;
  readonly height: number;
  readonly title?: string;
}

/** A continuation as the timeline writes it: `→ 'Sales' / '000123'`, or `end` on the last page. */
export function continuationText(t: Translator, bar: TimelineBar): string {
  const c = bar.continuation;
  if (!c) return t.t('viz.continuationEnd');
  return `→ '${c.nextPartitionKey}' / '${c.nextRowKey}'`;
}

/** The bar's tooltip: which requests, returned and scanned, how the page ended. */
export function barTooltip(t: Translator, bar: TimelineBar): string {
  // Request numbers are ordinals, written without grouping as the results list writes them.
  const which =
    bar.first === bar.last
      ? t.t('viz.barRequest', { number: String(bar.first + 1) })
      : t.t('viz.barRequests', { first: String(bar.first + 1), last: String(bar.last + 1) });
  const ended = t.t(ENDED_KEYS[bar.endedBy]);
  const next = bar.continuation
    ? `NextPartitionKey '${bar.continuation.nextPartitionKey}', NextRowKey '${bar.continuation.nextRowKey}'`
    : t.t('viz.noContinuation');
  return t.t('viz.barTooltip', {
    which,
    returned: bar.returned,
    scanned: bar.scanned,
    ended,
    next,
  });
}

/** How a page ended, as the tooltip says it. */
const ENDED_KEYS = {
  'page-size': 'viz.endedPageFull',
  boundary: 'viz.endedBoundary',
  end: 'viz.endedScan',
} as const satisfies Record<TimelineBar['endedBy'], MessageKey>;

/** The timeline as an SVG element; `step` is the page being played back (null: none). */
export function renderTimeline(
  doc: SvgDocument,
  bars: readonly TimelineBar[],
  step: number | null,
  options: TimelineRenderOptions,
  t: Translator,
): SvgNode {
  const { width, height } = options;
  const top = 14;
  const bottom = 16;
  const plotH = height - top - bottom;
  const base = top + plotH;
  const marks = bars.map((b) => {
    const h = Math.max(b.returned > 0 ? 2 : 0, b.heightShare * plotH);
    const current = step !== null && step >= b.first && step <= b.last;
    const past = step !== null && b.last < step;
    const inner = Math.max(1, b.width - (b.width > 4 ? 2 : 0));
    return el(
      doc,
      'g',
      {
        class: current ? 'page current' : 'page',
        'data-first': String(b.first),
        'data-last': String(b.last),
      },
      [
        el(doc, 'title', {}, [barTooltip(t, b)]),
        el(doc, 'rect', {
          x: b.x,
          y: top,
          width: inner,
          height: plotH,
          fill: PALETTE.background,
          stroke: current ? PALETTE.cursor : PALETTE.untouched,
          'stroke-width': current ? 2 : 1,
        }),
        el(doc, 'rect', {
          x: b.x,
          y: base - h,
          width: inner,
          height: h,
          fill: step === null || past || current ? PALETTE.returned : PALETTE.matched,
        }),
        b.width >= 24
          ? el(
              doc,
              'text',
              {
                x: b.x + inner / 2,
                y: top - 3,
                'text-anchor': 'middle',
                'font-size': 11,
                fill: PALETTE.ink,
              },
              [t.count(b.returned)],
            )
          : null,
        b.width >= 110 && b.first === b.last
          ? el(doc, 'text', { x: b.x + 2, y: height - 3, 'font-size': 10, fill: PALETTE.muted }, [
              continuationText(t, b),
            ])
          : null,
      ],
    );
  });
  return svgRoot(doc, { width, height, font: FONT }, 'request-timeline', [
    options.title ? el(doc, 'title', {}, [options.title]) : null,
    ...marks,
  ]);
}
