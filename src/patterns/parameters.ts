/**
 * Pattern parameters: each sample value is read as exactly one typed `$filter` literal by the
 * engine's own lexer, so a value can never carry more filter text than one literal (no injection:
 * `'a' or true` is two tokens and refused, naming the parameter).
 */
import { type EdmValue, type Result, tokenize } from '../engine';
import { MESSAGES } from './messages';
import type { PatternError, PatternParameter } from './types';

/** Parameter values by name. */
export type ParameterValues = ReadonlyMap<string, EdmValue>;

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The typed value of one literal's text, or the reason it is not exactly one literal. */
export function literalOf(name: string, text: string): EdmValue | PatternError {
  const field = { kind: 'parameter', parameter: name } as const;
  const tokens = tokenize(text.trim());
  const [first, second] = tokens;
  if (first?.kind === 'error') {
    return {
      field,
      message: MESSAGES.badLiteral(name, first.error.message),
      span: first,
    };
  }
  if (second?.kind !== 'eof') return { field, message: MESSAGES.notOneLiteral(name) };
  if (first?.kind === 'literal') return first.value;
  if (first?.kind === 'ident' && (first.text === 'true' || first.text === 'false')) {
    return { type: 'Edm.Boolean', value: first.text === 'true' };
  }
  return { field, message: MESSAGES.notOneLiteral(name) };
}

/** Every parameter's typed value, or every error found (bad names, duplicates, bad literals). */
export function readParameters(
  parameters: readonly PatternParameter[],
): Result<{ values: ParameterValues }, PatternError[]> {
  const values = new Map<string, EdmValue>();
  const errors: PatternError[] = [];
  for (const p of parameters) {
    const field = { kind: 'parameter', parameter: p.name } as const;
    if (!NAME.test(p.name)) errors.push({ field, message: MESSAGES.badParameterName(p.name) });
    else if (values.has(p.name)) {
      errors.push({ field, message: MESSAGES.duplicateParameter(p.name) });
    } else {
      const v = literalOf(p.name, p.value);
      if ('field' in v) errors.push(v);
      else values.set(p.name, v);
    }
  }
  return errors.length > 0 ? { ok: false, error: errors } : { ok: true, values };
}
