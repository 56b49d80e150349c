/**
 * How a key is spelled in TypeScript (the walk itself is keys.ts): calls of the module's helpers
 * (runtime-ts.ts) over a record or a pattern's parameters.
 */
import type { EdmType } from '../../engine';
import { type KeySyntax, keyExpression } from './keys';

/** A JavaScript string literal of a text (JSON's escapes are valid in TypeScript). */
const tsString = (text: string): string => JSON.stringify(text);

/** `source.name`, or `source["name"]` when the name is not an identifier. */
export const member = (source: string, name: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${source}.${name}` : `${source}[${tsString(name)}]`;

const TS_SYNTAX: KeySyntax = {
  text: tsString,
  bool: (value) => String(value),
  member,
  call: (name, args) => `${name}(${args.join(', ')})`,
  lowerGuid: (code) => `${code}.toLowerCase()`,
  replace: (code, from, to) => `${code}.split(${tsString(from)}).join(${tsString(to)})`,
  plainText: (code, type: EdmType) =>
    type === 'Edm.Boolean' ? `(${code} ? 'true' : 'false')` : `String(${code})`,
  empty: "''",
};

/** A key template as a TypeScript expression (keys.ts's `keyExpression`, spelled in TypeScript). */
export const templateExpression = keyExpression.bind(null, TS_SYNTAX);
