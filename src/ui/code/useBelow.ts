/** Places a fixed panel below an element, as wide as it, down to the window's bottom edge. */
import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

const GAP = 8;
/** Below this height the panel would be unusable: it covers the element's lower part instead. */
const MIN_HEIGHT = 260;

/** The fixed position under `anchor`, kept up to date as the anchor or the window resizes. */
export function useBelow(anchor: RefObject<HTMLElement | null>): CSSProperties {
  const [place, setPlace] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    const el = anchor.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const top = Math.max(GAP, Math.min(r.bottom + GAP, window.innerHeight - MIN_HEIGHT));
      setPlace({ top, left: r.left, width: r.width, bottom: GAP });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [anchor]);
  return place;
}
