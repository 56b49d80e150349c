/**
 * The `$filter` lexer: text to tokens, each with its span. Literals are decoded and range-checked
 * here (Int32 overflow, bad DateTime, ...), so the parser only sees typed values. A lexical error
 * becomes an `error` token, the last before `eof`, so the parser reports errors in text order.
 */
import type { FilterError, Span } from './ast';
import { bytesFromHex } from './binary';
import { type Coded, coded } from './coded';
import { ticksFromIso } from './datetime';
import type { EdmValue } from './edm';
import { filterError } from './errors';
import { parseGuid } from './guid';

/** One token of filter text. `text` of an identifier is exactly as written (case kept). */
export type Token =
  | { readonly kind: 'ident'; readonly text: string; readonly from: number; readonly to: number }
  | {
      readonly kind: 'literal';
      readonly value: EdmValue;
      readonly from: number;
      readonly to: number;
    }
  | { readonly kind: '(' | ')' | ',' | 'eof'; readonly from: number; readonly to: number }
  | {
      readonly kind: 'error';
      readonly error: FilterError;
      readonly from: number;
      readonly to: number;
    };

const INT32_MIN = -2_147_483_648n;
const INT32_MAX = 2_147_483_647n;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Symbols people bring from other languages, with the `$filter` word to use instead. */
const SYMBOL_HINTS: readonly (readonly [string, string])[] = [
  ['==', 'eq'],
  ['!=', 'ne'],
  ['<>', 'ne'],
  ['<=', 'le'],
  ['>=', 'ge'],
  ['&&', 'and'],
  ['||', 'or'],
  ['=', 'eq'],
  ['<', 'lt'],
  ['>', 'gt'],
  ['&', 'and'],
  ['|', 'or'],
  ['!', 'not'],
];

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isIdentStart = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdentPart = (c: number): boolean => isIdentStart(c) || isDigit(c);
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** Reads a quoted string whose opening quote is at `open`: its value and end, or null if unterminated. */
function readQuoted(text: string, open: number): { value: string; end: number } | null {
  let value = '';
  let i = open + 1;
  for (;;) {
    const close = text.indexOf("'", i);
    if (close < 0) return null;
    value += text.slice(i, close);
    if (text.charCodeAt(close + 1) === 39) {
      value += "'";
      i = close + 2;
    } else {
      return { value, end: close + 1 };
    }
  }
}

function unterminated(text: string, from: number): FilterError {
  return filterError(
    'UNTERMINATED_STRING',
    coded('engine.unterminatedString', { at: from }),
    { from, to: text.length },
    coded('engine.unterminatedStringHint'),
  );
}

/** Decodes a `prefix'...'` literal, or returns the error for it. */
function typedLiteral(prefix: string, content: string, span: Span): EdmValue | FilterError {
  const shown = text(prefix, content);
  if (prefix === 'datetime') {
    const ticks = ticksFromIso(content);
    return ticks === null
      ? filterError(
          'INVALID_DATETIME',
          coded('engine.invalidDateTime', { text: shown }),
          span,
          coded('engine.forExample', { example: "datetime'2008-07-10T00:00:00Z'" }),
        )
      : { type: 'Edm.DateTime', value: ticks };
  }
  if (prefix === 'guid') {
    const guid = parseGuid(content);
    return guid === null
      ? filterError(
          'INVALID_GUID',
          coded('engine.invalidGuid', { text: shown }),
          span,
          coded('engine.forExample', { example: "guid'c9da6455-213d-42c9-9a79-3e9149a57833'" }),
        )
      : { type: 'Edm.Guid', value: guid };
  }
  const bytes = bytesFromHex(content);
  return bytes === null
    ? filterError(
        'INVALID_BINARY',
        coded('engine.invalidBinary', { text: shown }),
        span,
        coded('engine.forExample', { example: "X'0aff'" }),
      )
    : { type: 'Edm.Binary', value: bytes };
}

function text(prefix: string, content: string): string {
  return `${prefix}'${content.length > 40 ? `${content.slice(0, 40)}…` : content}'`;
}

/** Reads a number starting at `from` (a digit or `-` then a digit). */
function readNumber(src: string, from: number): Token {
  let i = from;
  if (src.charCodeAt(i) === 45) i++;
  while (isDigit(src.charCodeAt(i))) i++;
  let isDouble = false;
  let problem: Coded | null = null;
  let hint: Coded | undefined;
  if (src.charCodeAt(i) === 46) {
    if (isDigit(src.charCodeAt(i + 1))) {
      i++;
      while (isDigit(src.charCodeAt(i))) i++;
      isDouble = true;
    } else {
      i++;
      problem = coded('engine.numberPointWithoutDigits');
      hint = coded('engine.write', { text: `${src.slice(from, i)}0` });
    }
  }
  const e = src.charCodeAt(i);
  if (problem === null && (e === 69 || e === 101)) {
    const mantissaEnd = i;
    i++;
    if (src.charCodeAt(i) === 43 || src.charCodeAt(i) === 45) i++;
    if (!isDigit(src.charCodeAt(i))) {
      problem = coded('engine.numberExponentWithoutDigits');
    } else {
      while (isDigit(src.charCodeAt(i))) i++;
      if (!isDouble) {
        problem = coded('engine.numberExponentWithoutPoint');
        hint = coded('engine.write', {
          text: `${src.slice(from, mantissaEnd)}.0${src.slice(mantissaEnd, i)}`,
        });
      }
    }
    isDouble = true;
  }
  let isInt64 = false;
  if (problem === null && !isDouble && (src.charCodeAt(i) === 76 || src.charCodeAt(i) === 108)) {
    isInt64 = true;
    i++;
  }
  if (isIdentPart(src.charCodeAt(i)) || src.charCodeAt(i) === 46) {
    while (isIdentPart(src.charCodeAt(i)) || src.charCodeAt(i) === 46) i++;
    if (problem === null) {
      problem = coded('engine.numberTrailingCharacters');
      hint = coded('engine.numberTrailingCharactersHint');
    }
  }
  const span = { from, to: i };
  const raw = src.slice(from, i);
  if (problem !== null) {
    const error = filterError(
      'MALFORMED_NUMBER',
      coded('engine.malformedNumber', { text: raw, problem }),
      span,
      hint,
    );
    return { kind: 'error', error, ...span };
  }
  if (isDouble) {
    const value = Number(raw);
    if (!Number.isFinite(value)) {
      const error = filterError(
        'DOUBLE_OUT_OF_RANGE',
        coded('engine.doubleRange', { text: raw }),
        span,
      );
      return { kind: 'error', error, ...span };
    }
    return { kind: 'literal', value: { type: 'Edm.Double', value }, ...span };
  }
  const digits = isInt64 ? raw.slice(0, -1) : raw;
  const big = BigInt(digits);
  const fitsInt64 = big >= INT64_MIN && big <= INT64_MAX;
  if (isInt64) {
    if (fitsInt64) return { kind: 'literal', value: { type: 'Edm.Int64', value: big }, ...span };
    const error = filterError(
      'INT64_OUT_OF_RANGE',
      coded('engine.int64Range', { text: raw }),
      span,
      coded('engine.writeDouble', { text: `${digits}.0` }),
    );
    return { kind: 'error', error, ...span };
  }
  if (big >= INT32_MIN && big <= INT32_MAX) {
    return { kind: 'literal', value: { type: 'Edm.Int32', value: Number(big) }, ...span };
  }
  const error = filterError(
    'INT32_OUT_OF_RANGE',
    coded('engine.int32Range', { text: raw }),
    span,
    fitsInt64
      ? coded('engine.int32RangeHint', { text: `${raw}L` })
      : coded('engine.int32RangeInt64Hint', { text: `${raw}.0` }),
  );
  return { kind: 'error', error, ...span };
}

/** Reads an identifier, or a typed literal when a quote follows it directly (`guid'…'`). */
function readWord(src: string, from: number): Token {
  let i = from + 1;
  while (isIdentPart(src.charCodeAt(i))) i++;
  const word = src.slice(from, i);
  if (src.charCodeAt(i) !== 39) return { kind: 'ident', text: word, from, to: i };
  const lower = word.toLowerCase();
  const known = lower === 'datetime' || lower === 'guid' || lower === 'binary' || lower === 'x';
  const unsupported = lower === 'datetimeoffset' || lower === 'time' || lower === 'duration';
  if (!known && !unsupported) return { kind: 'ident', text: word, from, to: i };
  const quoted = readQuoted(src, i);
  if (quoted === null)
    return { kind: 'error', error: unterminated(src, i), from: i, to: src.length };
  const span = { from, to: quoted.end };
  if (unsupported) {
    const error = filterError(
      'UNSUPPORTED_LITERAL',
      coded('engine.unsupportedLiteral', { text: `${word}'…'` }),
      span,
      coded('engine.unsupportedLiteralHint'),
    );
    return { kind: 'error', error, ...span };
  }
  const canonical = lower === 'x' ? 'X' : lower;
  if (word !== canonical) {
    const error = filterError(
      'LITERAL_PREFIX_CASE',
      coded('engine.literalPrefixCase', { text: word }),
      { from, to: i },
      coded('engine.write', { text: `${canonical}'${quoted.value}'` }),
    );
    return { kind: 'error', error, ...span };
  }
  const value = typedLiteral(lower === 'x' ? 'binary' : lower, quoted.value, span);
  return 'code' in value
    ? { kind: 'error', error: value, ...span }
    : { kind: 'literal', value, ...span };
}

function unexpected(src: string, from: number): Token {
  for (const [symbol, word] of SYMBOL_HINTS) {
    if (src.startsWith(symbol, from)) {
      const span = { from, to: from + symbol.length };
      const error = filterError(
        'UNEXPECTED_CHARACTER',
        coded('engine.notAnOperatorSymbol', { text: symbol }),
        span,
        coded('engine.write', { text: word }),
      );
      return { kind: 'error', error, ...span };
    }
  }
  const code = src.codePointAt(from) as number;
  const span = { from, to: from + (code > 0xffff ? 2 : 1) };
  const ch = src.slice(span.from, span.to);
  let hint: Coded | undefined;
  if (ch === '"') hint = coded('engine.doubleQuoteHint');
  else if (src.startsWith('$filter=', from)) hint = coded('engine.filterPrefixHint');
  else if (/^%[0-9A-Fa-f]{2}/.test(src.slice(from, from + 3))) {
    hint = coded('engine.urlEncodedHint');
  } else if (ch === '+' || ch === '*' || ch === '/' || ch === '-' || ch === '%') {
    hint = coded('engine.arithmeticHint');
  }
  const error = filterError(
    'UNEXPECTED_CHARACTER',
    coded('engine.unexpectedCharacter', { text: ch, at: from }),
    span,
    hint,
  );
  return { kind: 'error', error, ...span };
}

/**
 * Splits filter text into tokens, ending with `eof`. By default lexing stops at the first `error`
 * token (the parser reports errors in text order). With `recover`, it goes on after each error, so
 * an editor can colour the whole line with the very tokens the parser judges.
 */
export function tokenize(src: string, options: { readonly recover?: boolean } = {}): Token[] {
  const recover = options.recover === true;
  const tokens: Token[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    let token: Token;
    if (c === 40 || c === 41 || c === 44) {
      token = { kind: c === 40 ? '(' : c === 41 ? ')' : ',', from: i, to: i + 1 };
    } else if (c === 39) {
      const quoted = readQuoted(src, i);
      token =
        quoted === null
          ? { kind: 'error', error: unterminated(src, i), from: i, to: n }
          : {
              kind: 'literal',
              value: { type: 'Edm.String', value: quoted.value },
              from: i,
              to: quoted.end,
            };
    } else if (isDigit(c) || (c === 45 && isDigit(src.charCodeAt(i + 1)))) {
      token = readNumber(src, i);
    } else if (isIdentStart(c)) {
      token = readWord(src, i);
    } else {
      token = unexpected(src, i);
    }
    tokens.push(token);
    if (token.kind === 'error' && !recover) break;
    // Every token covers at least one code unit, so recovery always moves on.
    i = Math.max(token.to, i + 1);
  }
  tokens.push({ kind: 'eof', from: n, to: n });
  return tokens;
}
