import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver (pictures redraw on resize).
 * Returns a callback ref to put on the element: the observer follows the element React mounts,
 * so a body that is replaced (the pictures give way to an empty-table notice while a design makes
 * invalid keys, then come back) is measured again. Observing a ref object's first node kept
 * measuring the detached one, whose width is 0, and the pictures stayed at the 120-pixel floor.
 */
export function useWidth(fallback = 600): {
  readonly ref: (node: HTMLElement | null) => void;
  readonly width: number;
} {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((next: HTMLElement | null) => setNode(next), []);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => {
      // A hidden or detached element measures 0: keep the last real width rather than collapse.
      if (!node.isConnected || node.clientWidth === 0) return;
      setWidth(Math.max(120, Math.floor(node.clientWidth)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return { ref, width };
}
