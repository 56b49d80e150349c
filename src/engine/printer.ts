/**
 * The canonical text of a filter: single spaces, lower-case operators, literals in their canonical
 * form, and only the parentheses precedence needs (`or` < `and` < `not` < comparison; `and` and
 * `or` group to the left, so a right operand of the same operator keeps its parentheses).
 * A reversed comparison stays reversed. `parseFilter(printFilter(a))` gives `a` back, spans aside.
 */
import type { FilterNode } from './ast';
import { formatLiteral } from './edm-literal';
import { FLIPPED } from './parser';

/** Binding strength of each node kind, for writers that add only the parentheses needed. */
export const PRECEDENCE: Readonly<Record<FilterNode['kind'], number>> = {
  or: 1,
  and: 2,
  not: 3,
  compare: 4,
  property: 4,
  bool: 4,
};

function wrap(node: FilterNode, needsParens: boolean): string {
  const text = print(node);
  return needsParens ? `(${text})` : text;
}

function print(node: FilterNode): string {
  switch (node.kind) {
    case 'or':
    case 'and': {
      const p = PRECEDENCE[node.kind];
      const left = wrap(node.left, PRECEDENCE[node.left.kind] < p);
      const right = wrap(node.right, PRECEDENCE[node.right.kind] <= p);
      return `${left} ${node.kind} ${right}`;
    }
    case 'not':
      return `not ${wrap(node.operand, PRECEDENCE[node.operand.kind] < PRECEDENCE.not)}`;
    case 'compare':
      return node.reversed
        ? `${formatLiteral(node.value)} ${FLIPPED[node.op]} ${node.property}`
        : `${node.property} ${node.op} ${formatLiteral(node.value)}`;
    case 'property':
      return node.name;
    case 'bool':
      return node.value ? 'true' : 'false';
  }
}

/** The canonical filter text of an AST; the empty string for the empty filter. */
export function printFilter(ast: FilterNode | null): string {
  return ast === null ? '' : print(ast);
}
