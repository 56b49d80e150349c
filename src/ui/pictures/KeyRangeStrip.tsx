import { brushX, select } from 'd3';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Bound, Span } from '../../engine';
import { moveSelection, type StripSelection, selectionBounds } from '../../viz/strip-keys';
import { brushToBounds } from '../../viz/strip-layout';
import { renderStrip, STRIP_TOP } from '../../viz/strip-render';
import { useT } from '../i18n/translator-context';
import type { StripModel } from './model';
import { drawnHeight, showScaled, usePictureScale } from './scale';
import { useSize } from './useWidth';

const HEIGHT = 66;
const BOTTOM = 16;
/** The least height, in the picture's units, a scaled strip is drawn at: its labels and a band. */
const LEAST_HEIGHT = 50;

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
  /** Laid out at `width` divided by the picture scale. */
  readonly model: StripModel;
  /** The strip's width on screen, in pixels. */
  readonly width: number;
  readonly onRowKeyBrush: (lower: Bound | null, upper: Bound | null) => void;
  readonly onHighlight: (span: Span | null) => void;
}

/**
 * The key-range strip. On a partition, dragging across it (d3-brush) sets the RowKey bounds in
 * the filter. Hovering a bound label lights its clause in the editor; a clause hovered in the
 * editor lights its bound here (the highlight arrives through the model). From the keyboard the
 * strip is a slider over the rows: arrows move, Shift+arrows select, Enter sets the bounds.
 */
export function KeyRangeStrip({ model, width, onRowKeyBrush, onHighlight }: KeyRangeStripProps) {
  const words = useT();
  const drawRef = useRef<HTMLDivElement>(null);
  const brushRef = useRef<SVGGElement>(null);
  const { t } = words;
  const { detail } = model;
  const scale = usePictureScale();
  // Scaled (presenter mode), the strip fills the height its box is given; else it has its own.
  const { ref: boxRef, height: boxHeight } = useSize();
  const unitWidth = width / scale;
  const unitHeight = drawnHeight(scale, HEIGHT, boxHeight, LEAST_HEIGHT);
  // The brush and the keyboard's overlay work in screen pixels over the drawn band.
  const plotHeight = (unitHeight - STRIP_TOP - BOTTOM) * scale;
  const plotTop = STRIP_TOP * scale;
  const [selection, setSelection] = useState<StripSelection | null>(null);
  // A new partition (or query) drops a keyboard selection made on the old rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the rows change only
  useEffect(() => setSelection(null), [detail]);
  const callbacks = useRef({ onRowKeyBrush, onHighlight, highlight: model.picture.highlight });
  callbacks.current = { onRowKeyBrush, onHighlight, highlight: model.picture.highlight };

  useLayoutEffect(() => {
    const host = drawRef.current;
    if (!host) return;
    const svg = renderStrip(
      document,
      model.picture,
      { width: unitWidth, height: unitHeight },
      words,
    ) as SVGSVGElement;
    host.replaceChildren(showScaled(svg, unitWidth, unitHeight, scale));
    for (const g of svg.querySelectorAll<SVGGElement>('g.bound')) {
      const from = g.dataset.spanFrom;
      const to = g.dataset.spanTo;
      if (from === undefined || to === undefined) continue;
      const span = { from: Number(from), to: Number(to) };
      g.addEventListener('mouseenter', () => reportHighlight(callbacks.current, span));
      g.addEventListener('mouseleave', () => reportHighlight(callbacks.current, null));
    }
  }, [model, unitWidth, unitHeight, scale, words]);

  // The brush lives in its own overlay so redrawing the strip does not reset a drag in progress.
  useEffect(() => {
    const overlay = brushRef.current;
    if (!overlay || !detail) return;
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
  }, [detail, width, plotHeight]);

  const rows = detail?.rows.length ?? 0;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!detail || rows === 0) return;
    const current = selection ?? { anchor: 0, caret: 0 };
    if (e.key === 'Enter' && selection) {
      const bounds = selectionBounds(detail, selection);
      if (bounds) onRowKeyBrush(bounds.lower, bounds.upper);
      e.preventDefault();
      return;
    }
    if (e.key === 'Escape') {
      setSelection(null);
      return;
    }
    const moved = moveSelection(current, e.key, e.shiftKey, rows);
    if (!moved) return;
    // The first movement key shows the caret on the first row; later ones move it.
    setSelection(selection ? moved : current);
    e.preventDefault();
  };
  const selected = detail && selection ? selectionBounds(detail, selection) : null;
  const slot = rows > 0 ? width / rows : 0;

  return (
    <div
      className="kstrip"
      ref={boxRef}
      style={scale === 1 ? { position: 'relative', height: HEIGHT } : { position: 'relative' }}
    >
      <div className="kstrip-draw" ref={drawRef} />
      {detail ? (
        <>
          <svg
            className="kstrip-brush"
            width={width}
            height={plotHeight}
            style={{ position: 'absolute', left: 0, top: plotTop }}
            aria-hidden="true"
          >
            {selection ? (
              <rect
                className="kstrip-selection"
                x={Math.min(selection.anchor, selection.caret) * slot}
                y={0}
                width={(Math.abs(selection.anchor - selection.caret) + 1) * slot}
                height={plotHeight}
                fill="none"
                stroke="#111827"
                strokeWidth={2}
                strokeDasharray="4 2"
              />
            ) : null}
            <g ref={brushRef} />
          </svg>
          <div
            className="kstrip-keys"
            role="slider"
            tabIndex={0}
            aria-label={t('ui.pictures.rowKeyRange')}
            aria-valuemin={1}
            aria-valuemax={Math.max(1, rows)}
            aria-valuenow={(selection?.caret ?? 0) + 1}
            aria-valuetext={
              selected
                ? t('ui.pictures.rangeSelected', {
                    lower: String(selected.lower.value),
                    upper: String(selected.upper.value),
                  })
                : t('ui.pictures.stripKeys')
            }
            onKeyDown={onKeyDown}
            style={{ position: 'absolute', left: 0, top: plotTop, width, height: plotHeight }}
          />
        </>
      ) : null}
    </div>
  );
}
