/**
 * The presenter's lesson text, as large as its column allows: 24 px, stepping down a pixel at a
 * time to no less than 20 px while the lesson's region would have to scroll (a long step in
 * Russian, or one with its hints and solution open, ran 50 pixels past a 720-pixel screen).
 */
import { type RefObject, useLayoutEffect } from 'react';

/** The largest and the smallest size the lesson's words are set at on a projector, in pixels. */
const LESSON_TEXT = { largest: 24, smallest: 20 } as const;

/** The CSS variable the presenter's lesson text reads its size from (lessons.css). */
const VARIABLE = '--lesson-text';

/** Sets the text size of `panel` to the largest that fits its scrolling region, when `on`. */
export function useFitText(panel: RefObject<HTMLElement | null>, on: boolean): void {
  useLayoutEffect(() => {
    const element = panel.current;
    const region = element?.closest<HTMLElement>('.region') ?? null;
    if (!element || !region) return;
    if (!on) {
      element.style.removeProperty(VARIABLE);
      return;
    }
    const shrinkToFit = () => {
      // Every pass starts large, so text that has room again (a hint closed) grows back. The
      // final size is the one the last pass left, so the observer is not woken again by it.
      for (let px: number = LESSON_TEXT.largest; px >= LESSON_TEXT.smallest; px--) {
        element.style.setProperty(VARIABLE, `${px}px`);
        if (region.scrollHeight <= region.clientHeight + 1) return;
      }
    };
    shrinkToFit();
    const observer = new ResizeObserver(shrinkToFit);
    observer.observe(element);
    observer.observe(region);
    return () => observer.disconnect();
  }, [panel, on]);
}
