/**
 * How a key is spelled in C# (the walk itself is keys.ts): calls of the module's `KeyText`
 * helpers (runtime-cs.ts) over a record's properties (`r.Name`) or a read's parameters (named
 * arguments). Case mapping is .NET's own call, which Keyscope's templates follow:
 * ToUpperInvariant / ToLowerInvariant.
 */
import type { EdmType } from '../../engine';
import { type KeySyntax, keyExpression } from './keys';
import { CS_HELPER_NAMES } from './runtime-cs';

const KEYWORDS = new Set(
  'abstract as base bool break byte case catch char checked class const continue decimal default delegate do double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while'.split(
    ' ',
  ),
);

/** A C# name from a name: words joined in Pascal (or camel) case, a keyword escaped with @. */
export function csharpIdentifier(name: string, upper = true): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const joined = words
    .map((w, i) => (i === 0 && !upper ? w[0]!.toLowerCase() : w[0]!.toUpperCase()) + w.slice(1))
    .join('');
  const safe = joined === '' ? 'X' : /^[0-9]/.test(joined) ? `_${joined}` : joined;
  return KEYWORDS.has(safe) ? `@${safe}` : safe;
}

/** A C# string literal: every character outside printable ASCII as \uXXXX (lone surrogates too). */
export function csString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    if (text[i] === '"' || text[i] === '\\') out += `\\${text[i]}`;
    else if (u < 0x20 || u > 0x7e) out += `\\u${u.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += text[i];
  }
  return `${out}"`;
}

/** A record property read (`r.Name`), or a read's parameter (its argument's camel-case name). */
function member(source: string, name: string): string {
  return source === 'r' ? `r.${csharpIdentifier(name)}` : csharpIdentifier(name, false);
}

/**
 * An expression without the parentheses around a whole `x ?? throw Missing(...)`: they are needed
 * inside `+` or before `.Method()`, not where the expression stands alone or as an argument.
 */
export function bare(code: string): string {
  if (!code.startsWith('(') || !code.endsWith('))') || !code.includes(' ?? throw Missing(')) {
    return code;
  }
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')') depth--;
    if (depth === 0 && i < code.length - 1) return code;
  }
  return code.slice(1, -1);
}

const CS_SYNTAX: KeySyntax = {
  text: csString,
  bool: (value) => String(value),
  member,
  call: (name, args) => {
    if (name === 'required') return `(${args[0]} ?? throw Missing(${args[1]}))`;
    if (name === 'changeCase') {
      return `${args[0]}.${args[1] === 'true' ? 'ToUpperInvariant' : 'ToLowerInvariant'}()`;
    }
    return `${CS_HELPER_NAMES[name] ?? name}(${args.map(bare).join(', ')})`;
  },
  lowerGuid: (code) => `${code}.ToString("D")`,
  replace: (code, from, to) => `${code}.Replace(${csString(from)}, ${csString(to)})`,
  plainText: (code, type: EdmType, use) => {
    if (type === 'Edm.Boolean') return `(${code} ? "true" : "false")`;
    if (type !== 'Edm.Double') return `${code}.ToString(CultureInfo.InvariantCulture)`;
    use('numberText');
    return `NumberText(${code})`;
  },
  empty: '""',
};

/** A key template as a C# expression (keys.ts's `keyExpression`, spelled in C#). */
export const csharpExpression = keyExpression.bind(null, CS_SYNTAX);
