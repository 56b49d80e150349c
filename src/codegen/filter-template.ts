/**
 * A parsed filter written back as text for a client, with every string literal taken out as a
 * parameter: the client's own escaping (JS `odata` template, Python `parameters`, C#
 * `CreateQueryFilter`) then quotes it, and no user text ever lands in the program outside a
 * string constant the generator escapes itself. Other literals are written inline in their
 * `$filter` form (`42L`, `datetime'…'`, `guid'…'`, `X'…'`), whose characters are all safe.
 *
 * Parentheses are written with spaces around them (`( A eq 1 )`): Python's parameter
 * substitution splits the filter on single spaces and needs `@p0` to be a word of its own.
 */
import { type FilterNode, formatLiteral, formatString, PRECEDENCE, parseFilter } from '../engine';
import { sayEnglish } from '../i18n/english';

/** A filter as a template: `text` with placeholders, and the string values they stand for. */
export interface FilterTemplate {
  readonly text: string;
  readonly strings: readonly string[];
}

/**
 * Writes `ast` with string literals replaced by `placeholder(i)`, or written inline (quotes
 * doubled) without one. The operand of `not` is always parenthesised: OData gives `not` a
 * higher precedence than `eq`, so `not A eq 1` would mean `(not A) eq 1` to the service.
 */
export function filterTemplate(
  ast: FilterNode | null,
  placeholder?: (index: number) => string,
): FilterTemplate {
  const strings: string[] = [];
  const wrap = (node: FilterNode, parens: boolean) => (parens ? `( ${write(node)} )` : write(node));
  const write = (node: FilterNode): string => {
    switch (node.kind) {
      case 'or':
      case 'and': {
        const p = PRECEDENCE[node.kind];
        return `${wrap(node.left, PRECEDENCE[node.left.kind] < p)} ${node.kind} ${wrap(node.right, PRECEDENCE[node.right.kind] <= p)}`;
      }
      case 'not':
        return `not ${wrap(node.operand, node.operand.kind !== 'property' && node.operand.kind !== 'bool')}`;
      case 'compare': {
        let literal: string;
        if (node.value.type === 'Edm.String' && placeholder === undefined) {
          literal = formatString(node.value.value);
        } else if (node.value.type === 'Edm.String' && placeholder !== undefined) {
          literal = placeholder(strings.length);
          strings.push(node.value.value);
        } else {
          literal = formatLiteral(node.value);
        }
        return `${node.property} ${node.op} ${literal}`;
      }
      case 'property':
        return node.name;
      case 'bool':
        return node.value ? 'true' : 'false';
    }
  };
  return { text: ast === null ? '' : write(ast), strings };
}

/** The parsed filter of a query, or the parser's message (code is not generated for a bad filter). */
export function parseQueryFilter(filter: string): FilterNode | null | { error: string } {
  const parsed = parseFilter(filter);
  return parsed.ok ? parsed.ast : { error: sayEnglish(parsed.error.message) };
}
