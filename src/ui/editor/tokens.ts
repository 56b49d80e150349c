/**
 * A forgiving lexer for `$filter` text, for colouring and completion only. It never rejects
 * input (the engine's parser, in the worker, is the judge of validity); unknown characters
 * become `invalid` tokens so colouring still covers the whole line.
 */

/** What a stretch of filter text is, for colouring and for guessing what comes next. */
export type TokenKind =
  | 'keyword'
  | 'operator'
  | 'string'
  | 'typed'
  | 'number'
  | 'boolean'
  | 'key'
  | 'property'
  | 'paren'
  | 'invalid';

/** One token: its kind, its text and its half-open span. */
export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** For strings and typed literals: whether the closing quote was found. */
  readonly closed?: boolean;
}

/** Logical keywords, lower-case as the service requires. */
export const KEYWORDS = ['and', 'or', 'not'] as const;
/** Comparison operators, lower-case as the service requires. */
export const OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
/** The system properties every entity has. */
export const SYSTEM_PROPERTIES = ['PartitionKey', 'RowKey', 'Timestamp'] as const;

const TYPED_PREFIXES = ['datetime', 'guid', 'binary', 'X'];
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?[LlDdMm]?/y;

/** Reads a quoted literal starting at `start` (on the quote); a doubled quote is an escaped one. */
function readQuoted(text: string, start: number): { end: number; closed: boolean } {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === "'") {
      if (text[i + 1] === "'") {
        i += 2;
        continue;
      }
      return { end: i + 1, closed: true };
    }
    i++;
  }
  return { end: text.length, closed: false };
}

/** Splits filter text into tokens, skipping white space. */
export function lexFilter(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ kind: 'paren', text: ch, from: i, to: i + 1 });
      i++;
      continue;
    }
    if (ch === "'") {
      const { end, closed } = readQuoted(text, i);
      tokens.push({ kind: 'string', text: text.slice(i, end), from: i, to: end, closed });
      i = end;
      continue;
    }
    NUMBER.lastIndex = i;
    const num = NUMBER.exec(text);
    if (num && (ch !== '-' || /[0-9]/.test(text[i + 1] ?? ''))) {
      tokens.push({ kind: 'number', text: num[0], from: i, to: i + num[0].length });
      i += num[0].length;
      continue;
    }
    IDENT.lastIndex = i;
    const ident = IDENT.exec(text);
    if (ident) {
      const word = ident[0];
      const end = i + word.length;
      if (TYPED_PREFIXES.includes(word) && text[end] === "'") {
        const { end: close, closed } = readQuoted(text, end);
        tokens.push({ kind: 'typed', text: text.slice(i, close), from: i, to: close, closed });
        i = close;
        continue;
      }
      const kind: TokenKind = (KEYWORDS as readonly string[]).includes(word)
        ? 'keyword'
        : (OPERATORS as readonly string[]).includes(word)
          ? 'operator'
          : word === 'true' || word === 'false'
            ? 'boolean'
            : (SYSTEM_PROPERTIES as readonly string[]).includes(word)
              ? 'key'
              : 'property';
      tokens.push({ kind, text: word, from: i, to: end });
      i = end;
      continue;
    }
    tokens.push({ kind: 'invalid', text: ch, from: i, to: i + 1 });
    i++;
  }
  return tokens;
}
