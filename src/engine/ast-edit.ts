/**
 * Tree edits behind the planner's suggestions: replace one node (by identity), and rebuild a
 * filter from conjuncts. Synthesized nodes carry an empty span; the printer ignores spans.
 */
import type { FilterNode, Span } from './ast';

const NO_SPAN: Span = { from: 0, to: 0 };

/** The tree with `target` (found by identity) replaced by `replacement`; unchanged elsewhere. */
export function replaceNode(
  root: FilterNode,
  target: FilterNode,
  replacement: FilterNode,
): FilterNode {
  if (root === target) return replacement;
  switch (root.kind) {
    case 'and':
    case 'or': {
      const left = replaceNode(root.left, target, replacement);
      const right = replaceNode(root.right, target, replacement);
      return left === root.left && right === root.right ? root : { ...root, left, right };
    }
    case 'not': {
      const operand = replaceNode(root.operand, target, replacement);
      return operand === root.operand ? root : { ...root, operand };
    }
    default:
      return root;
  }
}

/** The conjunction of the nodes, left to right (null for none). */
export function andAll(nodes: readonly FilterNode[]): FilterNode | null {
  let out: FilterNode | null = null;
  for (const node of nodes) {
    out = out === null ? node : { kind: 'and', left: out, right: node, span: NO_SPAN };
  }
  return out;
}
