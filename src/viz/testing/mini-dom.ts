/**
 * A minimal document for rendering SVG under Node (no jsdom here): elements with attributes,
 * children and text, serialized to XML. Enough for the render functions, nothing more.
 */
import type { SvgDocument, SvgNode, SvgText } from '../svg';

/** An element or a text node of the mini document. */
export class MiniNode implements SvgNode {
  readonly attributes = new Map<string, string>();
  readonly children: MiniNode[] = [];

  constructor(
    readonly name: string,
    readonly text: string | null = null,
  ) {}

  /** Sets (or replaces) one attribute. */
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  /** Appends a child node and returns it, as the DOM does. */
  appendChild(child: SvgNode | SvgText): MiniNode {
    if (!(child instanceof MiniNode)) throw new TypeError('mini-dom: foreign node');
    this.children.push(child);
    return child;
  }

  /** Every element below (and including) this one with the given tag name, in document order. */
  findAll(name: string): MiniNode[] {
    const out: MiniNode[] = [];
    const walk = (node: MiniNode) => {
      if (node.name === name) out.push(node);
      for (const child of node.children) walk(child);
    };
    walk(this);
    return out;
  }

  /** The concatenated text of this node and its descendants. */
  get textContent(): string {
    if (this.text !== null) return this.text;
    return this.children.map((c) => c.textContent).join('');
  }

  /** XML text of this node, with the SVG namespace on the root `svg`. */
  serialize(): string {
    if (this.text !== null) return escapeXml(this.text);
    const attrs = [...this.attributes].map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');
    const inner = this.children.map((c) => c.serialize()).join('');
    return `<${this.name}${attrs}>${inner}</${this.name}>`;
  }
}

/** Escapes the five XML special characters. */
function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** A document whose elements are `MiniNode`s. */
export const miniDocument: SvgDocument & {
  createElementNS(ns: string, name: string): MiniNode;
  createTextNode(text: string): MiniNode;
} = {
  createElementNS: (_ns: string, name: string) => new MiniNode(name),
  createTextNode: (text: string) => new MiniNode('#text', text),
};
