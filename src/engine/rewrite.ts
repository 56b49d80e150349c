/**
 * Filter rewrites for direct manipulation of the pictures: clicking a partition pins
 * `PartitionKey eq '…'`, brushing a RowKey range sets the RowKey bounds. The filter text stays the
 * single source of truth, so these rewrite text to text and keep every other conjunct as it was.
 *
 * Both work on the top-level conjuncts (semantics.md §5: `and` flattened, parentheses ignored),
 * because only those are key constraints; anything under `or` or `not` is left alone. The result
 * is printed canonically with `printFilter`.
 */

import type { CompareNode, CompareOp, FilterNode, Span } from './ast';
import { coded } from './coded';
import { parseFilter } from './parser';
import { printFilter } from './printer';
import type { Bound, Outcome } from './query-types';

/** Spans of synthesized nodes: they have no source text, and the printer ignores spans. */
const NO_SPAN: Span = { from: 0, to: 0 };

/** The top-level conjuncts of a filter, left to right; `a and (b and c)` gives `[a, b, c]`. */
export function topLevelConjuncts(ast: FilterNode | null): FilterNode[] {
  const out: FilterNode[] = [];
  const stack: FilterNode[] = ast ? [ast] : [];
  // Iterative (right pushed first) so that long `and` chains cannot overflow the stack.
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === 'and') {
      stack.push(node.right, node.left);
    } else {
      out.push(node);
    }
  }
  return out;
}

/** Joins conjuncts back into a left-deep `and` chain; null when there are none. */
function joinConjuncts(conjuncts: readonly FilterNode[]): FilterNode | null {
  let acc: FilterNode | null = null;
  for (const node of conjuncts) {
    acc = acc ? { kind: 'and', left: acc, right: node, span: NO_SPAN } : node;
  }
  return acc;
}

/** A `Key op 'value'` comparison with no source text behind it. */
function keyComparison(property: string, op: CompareOp, value: string): CompareNode {
  return {
    kind: 'compare',
    op,
    property,
    propertySpan: NO_SPAN,
    value: { type: 'Edm.String', value },
    valueSpan: NO_SPAN,
    reversed: false,
    span: NO_SPAN,
  };
}

/** True for a comparison on `property` whose operator is one of `ops` (a key constraint). */
function isKeyComparison(node: FilterNode, property: string, ops: readonly CompareOp[]): boolean {
  return (
    node.kind === 'compare' &&
    node.property === property &&
    node.value.type === 'Edm.String' &&
    ops.includes(node.op)
  );
}

/** The operators that constrain a key: `ne` does not (it is residual, semantics.md §5). */
const CONSTRAINING_OPS: readonly CompareOp[] = ['eq', 'gt', 'ge', 'lt', 'le'];

/**
 * Replaces the conjuncts matched by `drop` with `insert`, placed where the first dropped conjunct
 * was, or at `fallbackIndex` (an index into the kept conjuncts) when nothing was dropped.
 */
function spliceConjuncts(
  conjuncts: readonly FilterNode[],
  drop: (node: FilterNode) => boolean,
  insert: readonly FilterNode[],
  fallbackIndex: (kept: readonly FilterNode[]) => number,
): FilterNode[] {
  const kept: FilterNode[] = [];
  let at = -1;
  for (const node of conjuncts) {
    if (drop(node)) {
      if (at < 0) at = kept.length;
    } else {
      kept.push(node);
    }
  }
  if (at < 0) at = fallbackIndex(kept);
  return [...kept.slice(0, at), ...insert, ...kept.slice(at)];
}

/** Parses, rewrites the conjuncts, prints, and checks that the result is still a valid filter. */
function rewrite(
  filter: string,
  change: (conjuncts: FilterNode[]) => FilterNode[],
): Outcome<{ filter: string }> {
  const parsed = parseFilter(filter);
  if (!parsed.ok) return parsed;
  const text = printFilter(joinConjuncts(change(topLevelConjuncts(parsed.ast))));
  const check = parseFilter(text);
  if (!check.ok) {
    // Adding a comparison can cross the 15-comparison limit; report it against the user's text.
    return {
      ok: false,
      error: {
        code: 'rewrite-invalid',
        message: coded('engine.rewriteInvalid', { reason: check.error.message }),
        from: 0,
        to: filter.length,
        ...(check.error.hint ? { hint: check.error.hint } : {}),
      },
    };
  }
  return { ok: true, filter: text };
}

/**
 * Pins the filter to one partition: every top-level `PartitionKey` constraint (`eq` or a bound)
 * is replaced by `PartitionKey eq 'pk'`, at the place of the first one (or first of all when there
 * was none). Bounds go too, because a bound that excluded `pk` would make the plan empty.
 */
export function withPartitionKey(filter: string, pk: string): Outcome<{ filter: string }> {
  return rewrite(filter, (conjuncts) =>
    spliceConjuncts(
      conjuncts,
      (node) => isKeyComparison(node, 'PartitionKey', CONSTRAINING_OPS),
      [keyComparison('PartitionKey', 'eq', pk)],
      () => 0,
    ),
  );
}

/**
 * Sets the RowKey range: every top-level `RowKey` constraint (`eq` or a bound) is replaced by
 * `RowKey ge|gt lower` and `RowKey le|lt upper` (a null end is left open), placed where the first
 * one was, or else right after the top-level `PartitionKey` constraints, or else first.
 */
export function withRowKeyRange(
  filter: string,
  lower: Bound | null,
  upper: Bound | null,
): Outcome<{ filter: string }> {
  const bounds: CompareNode[] = [];
  if (lower) bounds.push(keyComparison('RowKey', lower.inclusive ? 'ge' : 'gt', lower.value));
  if (upper) bounds.push(keyComparison('RowKey', upper.inclusive ? 'le' : 'lt', upper.value));
  return rewrite(filter, (conjuncts) =>
    spliceConjuncts(
      conjuncts,
      (node) => isKeyComparison(node, 'RowKey', CONSTRAINING_OPS),
      bounds,
      (kept) => {
        let after = 0;
        kept.forEach((node, i) => {
          if (isKeyComparison(node, 'PartitionKey', CONSTRAINING_OPS)) after = i + 1;
        });
        return after;
      },
    ),
  );
}
