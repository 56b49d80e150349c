import { select, type ZoomBehavior, zoom, zoomIdentity } from 'd3';
import {
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type MapAction,
  mapClickAction,
  mapKeyAction,
  partitionValueText,
} from '../../viz/map-keys';
import { layoutPartitionMap, type MapMark, markAt, zoomDomain } from '../../viz/map-layout';
import { markTooltip, paintPartitionMap, renderPartitionMap } from '../../viz/map-render';
import { type Domain, domainShowing, zoomTransform } from '../../viz/map-zoom';
import { indexOfPartition, type PartitionCells } from '../../viz/partition-cells';
import { useT } from '../i18n/translator-context';
import { drawnHeight, showScaled, usePictureScale } from './scale';
import { useDrawingBox, useWidth } from './useWidth';

/** Above this many marks the map paints on a canvas: SVG nodes would cost more than the pixels. */
const CANVAS_THRESHOLD = 150;
const HEIGHT = 58;
const LABEL_BAND = 16;
/** The least height, in the picture's units, a scaled map is drawn at: its labels and a band. */
const LEAST_HEIGHT = 40;

/** Props of the partition map. */
export interface PartitionMapProps {
  readonly cells: PartitionCells;
  /** Identity of the table's partition list: a new table resets zoom and keyboard cursor. */
  readonly table: unknown;
  readonly focusPartition: string | null;
  readonly onFocusPartition: (pk: string | null) => void;
  readonly onPartitionClick: (pk: string) => void;
}

/**
 * The partition map: every partition in key order, as wide as its entity count, coloured by what
 * the query did. Wheel or pinch zooms (d3-zoom), drag pans, clicking a band zooms into it and
 * clicking a partition pins the filter to it. From the keyboard: arrows move between
 * partitions, Enter pins the filter, Escape clears the focus, + and - zoom.
 */
export function PartitionMap({
  cells,
  table,
  focusPartition,
  onFocusPartition,
  onPartitionClick,
}: PartitionMapProps) {
  const words = useT();
  const zoomRef = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);
  const { ref: hostRef, width } = useWidth();
  const scale = usePictureScale();
  // Scaled (presenter mode), the map fills the height its box is given; else it has its own.
  const drawRef = useRef<HTMLDivElement>(null);
  const { ref: drawTo, height: boxHeight } = useDrawingBox(drawRef);
  const unitWidth = width / scale;
  const unitHeight = drawnHeight(scale, HEIGHT, boxHeight, LEAST_HEIGHT);
  const shownHeight = unitHeight * scale;
  const [transform, setTransform] = useState({ k: 1, x: 0 });
  const [hover, setHover] = useState<{ x: number; text: string } | null>(null);
  const [cursor, setCursor] = useState(-1);
  const keysId = useId();
  const { t } = words;
  const { total } = cells;
  const list = cells.cells;

  // The keyboard cursor follows the focused partition when it changes from outside.
  useEffect(() => {
    if (focusPartition === null) return;
    const i = indexOfPartition(list, focusPartition);
    if (i >= 0) setCursor(i);
  }, [focusPartition, list]);

  const domain = useMemo(
    () => zoomDomain(total, width, transform.k, transform.x),
    [total, width, transform],
  );
  const marks = useMemo(
    () => layoutPartitionMap(cells, { width: unitWidth, domain }),
    [cells, unitWidth, domain],
  );
  const focusIndex = useMemo(() => {
    if (cursor >= 0) return cursor;
    return focusPartition === null ? -1 : indexOfPartition(list, focusPartition);
  }, [cursor, focusPartition, list]);

  useLayoutEffect(() => {
    const host = drawRef.current;
    if (!host) return;
    const picture = { marks, cells: list, focusIndex };
    if (marks.length > CANVAS_THRESHOLD) {
      // Reuse the canvas across redraws: creating one and its context costs more than painting.
      const canvas =
        host.firstChild instanceof HTMLCanvasElement
          ? host.firstChild
          : document.createElement('canvas');
      const ratio = (window.devicePixelRatio || 1) * scale;
      const plot = unitHeight - LABEL_BAND;
      canvas.width = Math.round(unitWidth * ratio);
      canvas.height = Math.round(plot * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${plot * scale}px`;
      const ctx = canvas.getContext('2d');
      if (ctx) {
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        paintPartitionMap(ctx, picture, unitWidth, plot);
      }
      if (canvas.parentNode !== host) host.replaceChildren(canvas);
    } else {
      const svg = renderPartitionMap(
        document,
        picture,
        { width: unitWidth, height: unitHeight, markTitles: false },
        words,
      ) as SVGSVGElement;
      host.replaceChildren(showScaled(svg, unitWidth, unitHeight, scale));
    }
  }, [marks, list, focusIndex, width, unitWidth, unitHeight, scale, words]);

  // d3-zoom owns wheel, pinch and drag on the map; we only read its transform.
  useEffect(() => {
    const host = drawRef.current;
    if (!host) return;
    const behaviour = zoom<HTMLDivElement, unknown>()
      .scaleExtent([1, Math.max(1, list.length * 2)])
      .translateExtent([
        [0, 0],
        [width, shownHeight],
      ])
      .extent([
        [0, 0],
        [width, shownHeight],
      ])
      .on('zoom', (event: { transform: { k: number; x: number } }) =>
        setTransform({ k: event.transform.k, x: event.transform.x }),
      );
    zoomRef.current = behaviour;
    const selection = select(host);
    selection.call(behaviour).on('dblclick.zoom', null);
    return () => {
      selection.on('.zoom', null);
    };
  }, [list.length, width, shownHeight]);

  // A new table resets the zoom; a new query over the same table keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new table only
  useEffect(() => {
    setCursor(-1);
    const host = drawRef.current;
    if (host && zoomRef.current) select(host).call(zoomRef.current.transform, zoomIdentity);
  }, [table]);

  const zoomTo = (to: Domain) => {
    const host = drawRef.current;
    const t = zoomTransform(to, total, width);
    if (!host || !zoomRef.current || !t) return;
    select(host).call(zoomRef.current.transform, zoomIdentity.translate(t.x, 0).scale(t.k));
  };

  const markFromEvent = (clientX: number): MapMark | null => {
    const host = drawRef.current;
    if (!host) return null;
    // Marks are laid out in the picture's units; the pointer is in screen pixels.
    return markAt(marks, (clientX - host.getBoundingClientRect().left) / scale);
  };

  const perform = (action: MapAction) => {
    switch (action.kind) {
      case 'move': {
        const cell = list[action.index];
        if (!cell) return;
        setCursor(action.index);
        const showing = domainShowing(cell, domain, total);
        if (showing) zoomTo(showing);
        onFocusPartition(cell.partitionKey);
        return;
      }
      case 'pin': {
        const cell = list[action.index];
        if (cell) onPartitionClick(cell.partitionKey);
        return;
      }
      case 'clear':
        setCursor(-1);
        onFocusPartition(null);
        return;
      case 'zoom':
        zoomTo(action.domain);
        return;
      case 'none':
        return;
    }
  };

  const onClick = (e: ReactMouseEvent) => {
    const mark = markFromEvent(e.clientX);
    if (!mark) return;
    const action = mapClickAction(mark, list);
    // A click also puts the keyboard cursor on the partition it pins.
    if (action.kind === 'pin') setCursor(action.index);
    perform(action);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = mapKeyAction(e.key, { at: focusIndex, count: list.length, domain, total });
    if (!action) return;
    e.preventDefault();
    perform(action);
  };

  const active = list[focusIndex];
  const activeMark = marks.find((m) => focusIndex >= m.first && focusIndex <= m.last);
  const activeText = partitionValueText(words, cells, focusIndex);
  const zoomed = transform.k > 1.001;

  return (
    <div className="pmap" ref={hostRef}>
      {/* A slider over the partitions in key order: arrows, Page keys, Home and End move. */}
      <div
        className="pmap-draw"
        ref={drawTo}
        role="slider"
        tabIndex={0}
        aria-label={t('ui.pictures.partition')}
        aria-valuemin={1}
        aria-valuemax={Math.max(1, list.length)}
        aria-valuenow={focusIndex + 1}
        aria-valuetext={activeText}
        aria-describedby={keysId}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onMouseMove={(e) => {
          const mark = markFromEvent(e.clientX);
          const host = drawRef.current;
          setHover(
            mark && host
              ? {
                  x: e.clientX - host.getBoundingClientRect().left,
                  text: markTooltip(words, mark, list),
                }
              : null,
          );
        }}
        onMouseLeave={() => setHover(null)}
        style={scale === 1 ? { height: HEIGHT } : undefined}
      />
      <p id={keysId} className="visually-hidden">
        {t('ui.pictures.mapKeys')}
      </p>
      {hover ? (
        <div
          className="pmap-tooltip"
          role="tooltip"
          style={{ left: Math.min(hover.x, width - 260) }}
        >
          {hover.text}
        </div>
      ) : null}
      {activeMark && active ? (
        <p className="pmap-active-line" aria-hidden="true">
          {activeText}
        </p>
      ) : null}
      {zoomed ? (
        <button type="button" className="link-button" onClick={() => zoomTo([0, total])}>
          {t('ui.pictures.resetZoom', { shown: Math.round(domain[1] - domain[0]), count: total })}
        </button>
      ) : null}
    </div>
  );
}
