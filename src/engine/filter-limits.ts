/**
 * The size limits of a parsed filter: at most 15 comparisons (semantics.md §2) and a bounded
 * tree depth (a model limit, so every recursive walk over a filter stays far from the stack's
 * edge). Checked iteratively, so a pathological tree cannot overflow the check itself.
 */
import type { FilterError, FilterNode } from './ast';
import { filterError } from './errors';

/** Most comparisons one filter may hold (semantics.md §2). */
export const MAX_COMPARISONS = 15;
/** Deepest syntax tree (long `and`/`or` chains count), so every recursive walk over it is safe. */
export const MAX_DEPTH = 100;

/** The 16th comparison or the first node past MAX_DEPTH, in text order; null when within limits. */
export function checkFilterLimits(ast: FilterNode): FilterError | null {
  let comparisons = 0;
  const stack: [FilterNode, number][] = [[ast, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [FilterNode, number];
    if (depth > MAX_DEPTH) {
      return filterError(
        'TOO_DEEP',
        `The filter nests more than ${MAX_DEPTH} levels deep here`,
        node.span,
        'simplify the filter',
      );
    }
    switch (node.kind) {
      case 'and':
      case 'or':
        stack.push([node.right, depth + 1], [node.left, depth + 1]);
        break;
      case 'not':
        stack.push([node.operand, depth + 1]);
        break;
      case 'compare':
        if (++comparisons > MAX_COMPARISONS) {
          return filterError(
            'TOO_MANY_COMPARISONS',
            `A filter may hold at most ${MAX_COMPARISONS} comparisons; this is comparison ${comparisons}`,
            node.span,
            'split the query into several queries',
          );
        }
        break;
      default:
        break;
    }
  }
  return null;
}
