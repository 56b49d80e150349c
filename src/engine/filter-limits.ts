/**
 * The size limits of a parsed filter: at most 15 comparisons (semantics.md §2) and a bounded
 * tree depth (a model limit, so every recursive walk over a filter stays far from the stack's
 * edge). Checked iteratively, so a pathological tree cannot overflow the check itself.
 * The comparison count is checked first: a long flat `and`/`or` chain is deep only as a tree,
 * and the rule the user broke is the service's 15 comparisons, not our nesting limit.
 */
import type { FilterError, FilterNode } from './ast';
import { coded } from './coded';
import { filterError } from './errors';

/** Most comparisons one filter may hold (semantics.md §2). */
const MAX_COMPARISONS = 15;
/** Deepest syntax tree (long `and`/`or` chains count), so every recursive walk over it is safe. */
const MAX_DEPTH = 100;

/** The nodes under `node` in text order, with their depth (the root has depth 1). */
function* walk(ast: FilterNode): Generator<[FilterNode, number]> {
  const stack: [FilterNode, number][] = [[ast, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [FilterNode, number];
    yield [node, depth];
    if (node.kind === 'and' || node.kind === 'or') {
      stack.push([node.right, depth + 1], [node.left, depth + 1]);
    } else if (node.kind === 'not') {
      stack.push([node.operand, depth + 1]);
    }
  }
}

/** The 16th comparison, else the first node past MAX_DEPTH, in text order; null when within limits. */
export function checkFilterLimits(ast: FilterNode): FilterError | null {
  let comparisons = 0;
  for (const [node] of walk(ast)) {
    if (node.kind === 'compare' && ++comparisons > MAX_COMPARISONS) {
      return filterError(
        'TOO_MANY_COMPARISONS',
        coded('engine.tooManyComparisons', { max: MAX_COMPARISONS, count: comparisons }),
        node.span,
        coded('engine.tooManyComparisonsHint'),
      );
    }
  }
  for (const [node, depth] of walk(ast)) {
    if (depth > MAX_DEPTH) {
      return filterError(
        'TOO_DEEP',
        coded('engine.filterTooDeep', { max: MAX_DEPTH }),
        node.span,
        coded('engine.simplifyHint'),
      );
    }
  }
  return null;
}
