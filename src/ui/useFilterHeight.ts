/**
 * The filter region's height on the layout, as `--filter-height`, for the key-space pictures'
 * cap (app.css): the layout is a wrapping flex column, so the pictures are capped to leave the
 * filter and the results their room, and the cap used to assume a 14rem filter. In Russian at
 * 1280×720 the filter is lower than that while the pictures needed 20 px more, so their
 * request timeline was cut and scrolled; measured, the cap leaves exactly the filter's height.
 */
import { type RefObject, useLayoutEffect } from 'react';

/** Keeps `--filter-height` on `layout` equal to its filter region's border-box height. */
export function useFilterHeight(layout: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const main = layout.current;
    const filter = main?.querySelector<HTMLElement>('.region-filter');
    if (!main || !filter) return;
    const measure = () => {
      main.style.setProperty('--filter-height', `${filter.offsetHeight}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(filter);
    return () => observer.disconnect();
  }, [layout]);
}
