import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/**
 * The content box of an element, kept current with a ResizeObserver (pictures redraw on resize).
 * Returns a callback ref to put on the element: the observer follows the element React mounts,
 * so a body that is replaced (the pictures give way to an empty-table notice while a design makes
 * invalid keys, then come back) is measured again. Observing a ref object's first node kept
 * measuring the detached one, whose width is 0, and the pictures stayed at the 120-pixel floor.
 */
export function useSize(fallback = 600): {
  readonly ref: (node: HTMLElement | null) => void;
  readonly width: number;
  /** The element's height as its layout gives it (0 until measured): a picture that fills a box. */
  readonly height: number;
} {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState({ width: fallback, height: 0 });
  const ref = useCallback((next: HTMLElement | null) => setNode(next), []);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => {
      // A hidden or detached element measures 0: keep the last real size rather than collapse.
      if (!node.isConnected || node.clientWidth === 0) return;
      const width = Math.max(120, Math.floor(node.clientWidth));
      const height = Math.floor(node.clientHeight);
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return { ref, ...size };
}

/** The content width of an element (see `useSize`). */
export function useWidth(fallback = 600): {
  readonly ref: (node: HTMLElement | null) => void;
  readonly width: number;
} {
  const { ref, width } = useSize(fallback);
  return { ref, width };
}

/**
 * A drawing's host: the callback ref to put on it, which also keeps `drawRef` (the drawing
 * code's handle) current, and the height its layout gives it (what a picture drawn to scale
 * fills, scale.ts).
 */
export function useDrawingBox(drawRef: RefObject<HTMLDivElement | null>): {
  readonly ref: (node: HTMLDivElement | null) => void;
  readonly height: number;
} {
  const { ref: boxRef, height } = useSize();
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      drawRef.current = node;
      boxRef(node);
    },
    [drawRef, boxRef],
  );
  return { ref, height };
}
