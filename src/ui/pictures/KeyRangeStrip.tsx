import { brushX, select } from 'd3';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Span } from '../../engine/ast';
import type { Bound } from '../../engine/query-types';
import { brushToBounds } from '../../viz/strip-layout';
import { renderStrip, STRIP_TOP } from '../../viz/strip-render';
import type { StripModel } from './model';

const HEIGHT = 76;
const BOTTOM = 16;

/**
 * Reports a hovered bound's clause span, only when it differs from the current highlight:
 * redrawing replaces the element under the pointer and the browser re-sends mouseenter, so
 * reporting every time would loop (highlight → redraw → mouseenter → highlight).
 */
function reportHighlight(
  current: { highlight: Span | null; onHighlight: (span: Span | null) => void },
  span: Span | null,
): void {
  const cur = current.highlight;
  const same =
    span === null ? cur === null : cur !== null && cur.from === span.from && cur.to === span.to;
  if (!same) current.onHighlight(span);
}

/** Props of the key-range strip. */
export interface KeyRangeStripProps {
  readonly model: StripModel;
  readonly width: number;
  readonly onRowKeyBrush: (lower: Bound | null, upper: Bound | null) => void;
  readonly onHighlight: (span: Span | null) => void;
}

/**
 * The key-range strip. On a partition, dragging across it (d3-brush) sets the RowKey bounds in
 * the filter. Hovering a bound label lights its clause in the editor; a clause hovered in the
 * editor lights its bound here (the highlight arrives through the model).
 */
export function KeyRangeStrip({ model, width, onRowKeyBrush, onHighlight }: KeyRangeStripProps) {
  const drawRef = useRef<HTMLDivElement>(null);
  const brushRef = useRef<SVGGElement>(null);
  const { detail } = model;
  const callbacks = useRef({ onRowKeyBrush, onHighlight, highlight: model.picture.highlight });
  callbacks.current = { onRowKeyBrush, onHighlight, highlight: model.picture.highlight };

  useLayoutEffect(() => {
    const host = drawRef.current;
    if (!host) return;
    const svg = renderStrip(document, model.picture, {
      width,
      height: HEIGHT,
    }) as SVGSVGElement;
    host.replaceChildren(svg);
    for (const g of svg.querySelectorAll<SVGGElement>('g.bound')) {
      const from = g.dataset.spanFrom;
      const to = g.dataset.spanTo;
      if (from === undefined || to === undefined) continue;
      const span = { from: Number(from), to: Number(to) };
      g.addEventListener('mouseenter', () => reportHighlight(callbacks.current, span));
      g.addEventListener('mouseleave', () => reportHighlight(callbacks.current, null));
    }
  }, [model, width]);

  // The brush lives in its own overlay so redrawing the strip does not reset a drag in progress.
  useEffect(() => {
    const overlay = brushRef.current;
    if (!overlay || !detail) return;
    const plotHeight = HEIGHT - STRIP_TOP - BOTTOM;
    const behaviour = brushX<unknown>()
      .extent([
        [0, 0],
        [width, plotHeight],
      ])
      .on('end', (event: { selection: [number, number] | null; sourceEvent?: unknown }) => {
        if (!event.selection || !event.sourceEvent) return;
        const [x0, x1] = event.selection;
        const bounds = brushToBounds(detail, width, x0, x1);
        select(overlay).call(behaviour.move, null);
        if (bounds) callbacks.current.onRowKeyBrush(bounds.lower, bounds.upper);
      });
    const selection = select(overlay);
    selection.call(behaviour);
    return () => {
      selection.on('.brush', null).selectAll('*').remove();
    };
  }, [detail, width]);

  return (
    <div className="kstrip" style={{ position: 'relative', height: HEIGHT }}>
      <div ref={drawRef} />
      {detail ? (
        <svg
          className="kstrip-brush"
          width={width}
          height={HEIGHT - STRIP_TOP - BOTTOM}
          style={{ position: 'absolute', left: 0, top: STRIP_TOP }}
          aria-hidden="true"
        >
          <g ref={brushRef} />
        </svg>
      ) : null}
    </div>
  );
}
