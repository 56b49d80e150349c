/**
 * How a key is spelled in Python (the walk itself is keys.ts): calls of the module's helpers
 * (runtime-py.ts) over a record or a pattern's parameters, both dicts.
 */
import type { EdmType } from '../../engine';
import { type KeySyntax, keyExpression } from './keys';
import { PY_HELPER_NAMES } from './runtime-py';

/** A Python string literal of a text (JSON's escapes, lone surrogates included, are Python's). */
export const pyString = (text: string): string => JSON.stringify(text);

const PY_SYNTAX: KeySyntax = {
  text: pyString,
  bool: (value) => (value ? 'True' : 'False'),
  member: (source, name) => `${source}.get(${pyString(name)})`,
  call: (name, args) => `${PY_HELPER_NAMES[name] ?? name}(${args.join(', ')})`,
  lowerGuid: (code) => `${code}.lower()`,
  replace: (code, from, to) => `${code}.replace(${pyString(from)}, ${pyString(to)})`,
  plainText: (code, type: EdmType, use) => {
    if (type === 'Edm.Boolean') return `("true" if ${code} else "false")`;
    if (type !== 'Edm.Double') return `str(int(${code}))`;
    use('numberText');
    return `_number_text(${code})`;
  },
  empty: '""',
};

/** A key template as a Python expression (keys.ts's `keyExpression`, spelled in Python). */
export const pythonExpression = keyExpression.bind(null, PY_SYNTAX);
