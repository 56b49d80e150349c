/**
 * The error for a function call in a filter (`startswith(Name, 'ab')`, `substringof(...)`, ...):
 * the Table service supports no functions, so the error names the function, underlines the whole
 * call, and for a prefix match offers the equivalent key range.
 */
import type { FilterError } from './ast';
import { type Coded, coded } from './coded';
import { filterError } from './errors';
import type { Token } from './lexer';
import { prefixRangeFilter } from './prefix-range';

const NO_SUBSTRING = coded('engine.noSubstringHint');

const FUNCTION_HINTS: Readonly<Record<string, Coded>> = {
  substringof: NO_SUBSTRING,
  contains: NO_SUBSTRING,
  endswith: coded('engine.noSuffixHint'),
};

/**
 * The error for the call whose name is `name` and whose `(` is `tokens[open]`. The call's extent
 * is found by matching parentheses (up to a lexical error or the end).
 */
export function functionCallError(
  name: Token & { kind: 'ident' },
  tokens: readonly Token[],
  open: number,
): FilterError {
  let depth = 0;
  let end = name.to;
  const args: Token[][] = [[]];
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.kind === 'eof' || t.kind === 'error') break;
    end = t.to;
    if (t.kind === '(') depth++;
    else if (t.kind === ')') depth--;
    if (depth === 0) break;
    if (depth === 1 && t.kind === ',') args.push([]);
    else if (!(depth === 1 && t.kind === '(')) args[args.length - 1]?.push(t);
  }
  const lower = name.text.toLowerCase();
  let hint = Object.hasOwn(FUNCTION_HINTS, lower) ? FUNCTION_HINTS[lower] : undefined;
  if (lower === 'startswith') {
    const [first, second] = args;
    const prop = args.length === 2 && first?.length === 1 ? first[0] : undefined;
    const prefix = second?.length === 1 ? second[0] : undefined;
    hint =
      prop?.kind === 'ident' && prefix?.kind === 'literal' && prefix.value.type === 'Edm.String'
        ? coded('engine.useKeyRange', {
            filter: prefixRangeFilter(prop.text, prefix.value.value),
          })
        : coded('engine.useKeyRange', { filter: "Name ge 'abc' and Name lt 'abd'" });
  }
  return filterError(
    'FUNCTION_NOT_SUPPORTED',
    coded('engine.functionNotSupported', { text: name.text }),
    { from: name.from, to: end },
    hint,
  );
}
