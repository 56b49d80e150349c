/** Read-only walks over a filter tree that the planner, its notes and the scans share. */
import type { CompareNode, FilterNode, Span } from './ast';

/** Whether every comparison and predicate under a node is on the given property. */
export function mentionsOnly(node: FilterNode, property: string): boolean {
  const stack: FilterNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    switch (n.kind) {
      case 'or':
      case 'and':
        stack.push(n.left, n.right);
        break;
      case 'not':
        stack.push(n.operand);
        break;
      case 'compare':
        if (n.property !== property) return false;
        break;
      case 'property':
        if (n.name !== property) return false;
        break;
      case 'bool':
        return false;
    }
  }
  return true;
}

/** Whether some comparison under a node is on the given property. */
export function mentions(node: FilterNode, property: string): boolean {
  const stack: FilterNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 'or' || n.kind === 'and') stack.push(n.left, n.right);
    else if (n.kind === 'not') stack.push(n.operand);
    else if (n.kind === 'compare' && n.property === property) return true;
    else if (n.kind === 'property' && n.name === property) return true;
  }
  return false;
}

/** The span covering several spans. */
export function spanOf(spans: readonly Span[]): Span {
  let from = Number.POSITIVE_INFINITY;
  let to = 0;
  for (const s of spans) {
    from = Math.min(from, s.from);
    to = Math.max(to, s.to);
  }
  return { from: Number.isFinite(from) ? from : 0, to };
}

/** Every comparison in a filter, left to right. */
export function comparisons(ast: FilterNode): CompareNode[] {
  const out: CompareNode[] = [];
  const stack: FilterNode[] = [ast];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 'and' || n.kind === 'or') stack.push(n.right, n.left);
    else if (n.kind === 'not') stack.push(n.operand);
    else if (n.kind === 'compare') out.push(n);
  }
  return out;
}

/**
 * A bare `{from, to}` copy of a span. Plans cross the worker boundary and are compared in tests,
 * so they must not carry whatever else a parser object holds beside its span.
 */
export function plainSpan(span: Span): Span {
  return { from: span.from, to: span.to };
}

/** The `and`-joined conjuncts of `conjuncts`, each alone, in order. */
export function flattened(conjuncts: readonly FilterNode[]): FilterNode[] {
  const out: FilterNode[] = [];
  const add = (node: FilterNode): void => {
    if (node.kind === 'and') {
      add(node.left);
      add(node.right);
    } else out.push(node);
  };
  for (const node of conjuncts) add(node);
  return out;
}
