/**
 * How large the pictures are drawn. On a desk they are drawn at their own size (scale 1); in
 * presenter mode every picture is drawn larger, labels included, so the back of a room reads
 * them: the drawing is laid out at its width divided by the scale and its SVG shown scaled up
 * (the viewBox keeps the layout's units), and its height is whatever the screen leaves it.
 */
import { createContext, useContext, useEffect, useState } from 'react';

/** The smallest label a picture draws, in its own units (the timeline's "end"). */
export const SMALLEST_LABEL = 10;
/** The smallest label a room can read from the back, in screen pixels. */
export const LEGIBLE_PX = 18;

/**
 * The presenter's picture scale for a screen `viewportHeight` pixels tall: the smallest label at
 * 19 px or more at 720 (a little over the 18 px floor, so rounding cannot take it under), growing
 * with the screen to 27 px at 1080, and no larger (a wider table's labels would crowd).
 */
export function presenterScale(viewportHeight: number): number {
  const floor = (LEGIBLE_PX + 1) / SMALLEST_LABEL;
  return Math.min(2.7, Math.max(floor, viewportHeight / 400));
}

/** The scale the pictures of this view are drawn at (1 outside presenter mode). */
export const PictureScale = createContext(1);

/** The scale pictures are drawn at; KeySpacePictures provides it. */
export function usePictureScale(): number {
  return useContext(PictureScale);
}

/** The presenter's scale for the window's height, following resizes; 1 when not presenting. */
export function usePresenterScale(presenter: boolean): number {
  // Rendered without a window (the Node tests), a 720-pixel screen until an effect measures.
  const [height, setHeight] = useState(() =>
    typeof window === 'undefined' ? 720 : window.innerHeight,
  );
  useEffect(() => {
    if (!presenter) return;
    const onResize = () => setHeight(window.innerHeight);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [presenter]);
  return presenter ? presenterScale(height) : 1;
}

/**
 * The drawing's height in its own units: its fixed `natural` height on a desk; when scaled, the
 * height its box was given (`boxHeight` screen pixels) in units, and never under `least`.
 */
export function drawnHeight(
  scale: number,
  natural: number,
  boxHeight: number,
  least: number,
): number {
  return scale === 1 ? natural : Math.max(least, boxHeight / scale);
}

/** Shows `svg`, laid out at `width` × `height` units, at `scale` times that size on screen. */
export function showScaled(
  svg: SVGSVGElement,
  width: number,
  height: number,
  scale: number,
): SVGSVGElement {
  if (scale !== 1) {
    svg.setAttribute('width', String(Math.round(width * scale)));
    svg.setAttribute('height', String(Math.round(height * scale)));
  }
  return svg;
}
