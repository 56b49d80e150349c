/**
 * Key constraints: the top-level conjuncts that bound PartitionKey or RowKey, and the interval
 * arithmetic the planner does with them (semantics.md §5). Intervals are over key strings in
 * ordinal order; a null end is unbounded.
 */
import type { CompareNode, FilterNode } from './ast';
import type { Bound, KeyInterval } from './query-types';

/** The key property a constraint bounds. */
type KeyName = 'PartitionKey' | 'RowKey';

/** A comparison that can bound a key scan: a key, an ordering operator, a string literal. */
export interface KeyConstraint {
  readonly key: KeyName;
  readonly node: CompareNode;
  readonly interval: KeyInterval;
}

/** The interval of every key. */
export const UNBOUNDED: KeyInterval = { lower: null, upper: null };

/**
 * The top-level conjuncts of a filter, left to right: `and` flattened, parentheses gone (they
 * are not nodes). Iterative, so that long `and` chains cannot overflow the stack.
 */
export function conjunctsOf(ast: FilterNode | null): FilterNode[] {
  const out: FilterNode[] = [];
  const stack: FilterNode[] = ast ? [ast] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === 'and') stack.push(node.right, node.left);
    else out.push(node);
  }
  return out;
}

/** The disjuncts of an `or` chain, left to right. */
export function disjunctsOf(ast: FilterNode): FilterNode[] {
  const out: FilterNode[] = [];
  const stack: FilterNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === 'or') stack.push(node.right, node.left);
    else out.push(node);
  }
  return out;
}

/**
 * The key constraint a conjunct states, or null when it is residual. `ne`, a negation, and a
 * comparison whose literal is not a string (it can never match a key) do not bound a scan.
 */
export function keyConstraintOf(node: FilterNode): KeyConstraint | null {
  if (node.kind !== 'compare') return null;
  if (node.property !== 'PartitionKey' && node.property !== 'RowKey') return null;
  if (node.value.type !== 'Edm.String' || node.op === 'ne') return null;
  const bound: Bound = { value: node.value.value, inclusive: node.op !== 'gt' && node.op !== 'lt' };
  const interval: KeyInterval =
    node.op === 'eq'
      ? { lower: bound, upper: bound }
      : node.op === 'gt' || node.op === 'ge'
        ? { lower: bound, upper: null }
        : { lower: null, upper: bound };
  return { key: node.property, node, interval };
}

function tighterLower(a: Bound | null, b: Bound | null): Bound | null {
  if (a === null) return b;
  if (b === null) return a;
  if (a.value !== b.value) return a.value > b.value ? a : b;
  return a.inclusive ? b : a;
}

function tighterUpper(a: Bound | null, b: Bound | null): Bound | null {
  if (a === null) return b;
  if (b === null) return a;
  if (a.value !== b.value) return a.value < b.value ? a : b;
  return a.inclusive ? b : a;
}

/** The keys in both intervals. */
export function intersect(a: KeyInterval, b: KeyInterval): KeyInterval {
  return { lower: tighterLower(a.lower, b.lower), upper: tighterUpper(a.upper, b.upper) };
}

/** Whether no key lies in the interval: its bounds cross, or meet with an exclusive end. */
export function isEmptyInterval(i: KeyInterval): boolean {
  if (i.lower === null || i.upper === null) return false;
  if (i.lower.value > i.upper.value) return true;
  return i.lower.value === i.upper.value && !(i.lower.inclusive && i.upper.inclusive);
}

/** Whether a key lies in the interval. */
export function inInterval(key: string, i: KeyInterval): boolean {
  if (i.lower !== null) {
    if (key < i.lower.value || (key === i.lower.value && !i.lower.inclusive)) return false;
  }
  if (i.upper !== null) {
    if (key > i.upper.value || (key === i.upper.value && !i.upper.inclusive)) return false;
  }
  return true;
}

/** The one key an interval holds, or null when it holds several (or none). */
export function singleKey(i: KeyInterval): string | null {
  if (i.lower === null || i.upper === null) return null;
  if (i.lower.value !== i.upper.value || !i.lower.inclusive || !i.upper.inclusive) return null;
  return i.lower.value;
}

/** Whether the interval is bounded at all. */
export function isBounded(i: KeyInterval): boolean {
  return i.lower !== null || i.upper !== null;
}
