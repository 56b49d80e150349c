/** Span helpers for tests that compare ASTs "up to spans". */
import type { FilterNode } from '../ast';

/** The AST with every span removed, for structural equality. */
export function stripSpans(node: FilterNode | null): unknown {
  if (node === null) return null;
  switch (node.kind) {
    case 'and':
    case 'or':
      return { kind: node.kind, left: stripSpans(node.left), right: stripSpans(node.right) };
    case 'not':
      return { kind: 'not', operand: stripSpans(node.operand) };
    case 'compare': {
      const { span: _s, propertySpan: _p, valueSpan: _v, ...rest } = node;
      return rest;
    }
    default: {
      const { span: _s, ...rest } = node;
      return rest;
    }
  }
}
