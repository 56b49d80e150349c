/**
 * A tiny SVG builder over an injected document, so the render functions stay pure
 * `(data, options) => SVG` and run in the browser and under Node (with `testing/mini-dom`).
 */

/** The SVG namespace. */
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The slice of `Element` the render functions use; a real DOM element satisfies it. */
export interface SvgNode {
  setAttribute(name: string, value: string): void;
  appendChild(child: SvgNode | SvgText): unknown;
}

/** A text node: opaque to the render functions, they only append it. */
export type SvgText = object;

/** The slice of `Document` the render functions use: inject `document` in the browser. */
export interface SvgDocument {
  createElementNS(namespace: string, name: string): SvgNode;
  createTextNode(text: string): SvgText;
}

/** Attribute values; numbers are rounded to 2 decimals so output is stable and small. */
export type Attrs = Readonly<Record<string, string | number | undefined | null>>;

/** Rounds to 2 decimals for attributes (sub-pixel noise only bloats the SVG). */
export function r2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** Creates an SVG element with attributes and children (strings become text nodes). */
export function el(
  doc: SvgDocument,
  name: string,
  attrs: Attrs = {},
  children: readonly (SvgNode | string | null | undefined | false)[] = [],
): SvgNode {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    node.setAttribute(key, typeof value === 'number' ? r2(value) : value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child);
  }
  return node;
}

/** The size and font of a standalone picture. */
export interface PictureFrame {
  readonly width: number;
  readonly height: number;
  readonly font: string;
}

/**
 * The root `<svg>` of a standalone picture: namespace, size and a matching viewBox, so the file
 * opens the same in a browser, an editor or a slide. `className` names the picture for styling.
 */
export function svgRoot(
  doc: SvgDocument,
  frame: PictureFrame,
  className: string | null,
  children: readonly (SvgNode | string | null | undefined | false)[],
): SvgNode {
  const { width, height, font } = frame;
  return el(
    doc,
    'svg',
    {
      xmlns: SVG_NS,
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      'font-family': font,
      class: className,
    },
    children,
  );
}

/** About how wide an 11-unit label's character is: what the labels' fitting assumes. */
export const LABEL_CHAR = 7;

/** Fits a label into `width` units at about 7 a character, with an ellipsis when cut. */
export function fitLabel(text: string, width: number): string | null {
  const room = Math.floor((width - 6) / LABEL_CHAR);
  if (room < 3) return null;
  return text.length <= room ? text : `${text.slice(0, room - 1)}…`;
}
