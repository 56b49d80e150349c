/**
 * Key template syntax: literal text with placeholders `{Property|function:arg|...}`.
 * `{{` and `}}` are literal braces; `{$type}` is the record type's name. Placeholders hold no
 * spaces; a function's argument runs to the next `|` or `}` (so `format:mm:ss` needs no quoting).
 * Parsing never throws: the first error comes back as a value with its span.
 */
import { type Coded, coded, type Span } from '../engine';
import type { TemplateError, TemplateErrorCode } from './errors';

/** Longest template source accepted, in UTF-16 code units (a key is at most 512). */
export const MAX_TEMPLATE_LENGTH = 2048;

/** The placeholder name that stands for the record type's name. */
export const TYPE_PLACEHOLDER = '$type';

/** Literal text, braces unescaped. */
interface LiteralPart {
  readonly kind: 'literal';
  readonly text: string;
  readonly span: Span;
}

/** One `|function:arg` step of a placeholder. */
interface FunctionCall {
  readonly name: string;
  /** The text after ':', or null when there is no ':'. */
  readonly arg: string | null;
  /** From the function name to the end of its argument. */
  readonly span: Span;
  readonly argSpan: Span | null;
}

/** A placeholder: a property (or `$type`) passed through functions, left to right. */
export interface FieldPart {
  readonly kind: 'field';
  readonly property: string;
  /** The whole placeholder, braces included. */
  readonly span: Span;
  readonly propertySpan: Span;
  readonly functions: readonly FunctionCall[];
}

/** A piece of a parsed template. */
type TemplatePart = LiteralPart | FieldPart;

/** The outcome of parsing a template: its parts, or the first error. */
export type TemplateParse =
  | { readonly ok: true; readonly parts: readonly TemplatePart[] }
  | { readonly ok: false; readonly error: TemplateError };

function error(code: TemplateErrorCode, message: Coded, span: Span, hint?: Coded): TemplateParse {
  const e: TemplateError =
    hint === undefined ? { code, message, span } : { code, message, span, hint };
  return { ok: false, error: e };
}

const isNameStart = (c: string): boolean => /[A-Za-z_]/.test(c);
const isNameChar = (c: string): boolean => /[A-Za-z0-9_]/.test(c);

/** Where a name starting at `from` ends (first non-name character). */
function nameEnd(source: string, from: number): number {
  let i = from;
  while (i < source.length && isNameChar(source[i]!)) i++;
  return i;
}

/** Describes a character for a message: 'x', or its U+ name when it is not printable. */
function showChar(c: string): string {
  return /[\x21-\x7e]/.test(c)
    ? `'${c}'`
    : `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** "found X" said with the character, or with the word for a space (which quotes would hide). */
function found(
  c: string,
  code: 'design.expectedProperty' | 'design.unexpectedInPlaceholder' | 'design.expectedFunction',
  spaceCode:
    | 'design.expectedPropertySpace'
    | 'design.unexpectedSpaceInPlaceholder'
    | 'design.expectedFunctionSpace',
  params: { readonly offset: number },
): Coded {
  return c === ' ' ? coded(spaceCode, params) : coded(code, { ...params, found: showChar(c) });
}

/** Parses the placeholder whose '{' is at `open`; returns it and the offset after its '}'. */
function parseField(
  source: string,
  open: number,
): { part: FieldPart; end: number } | TemplateParse {
  let i = open + 1;
  const close = source.indexOf('}', i);
  if (close < 0) {
    return error(
      'UNCLOSED_PLACEHOLDER',
      coded('design.unclosedPlaceholder', { offset: open }),
      { from: open, to: source.length },
      coded('design.hintCloseBrace'),
    );
  }
  if (close === i) {
    return error(
      'EMPTY_PLACEHOLDER',
      coded('design.emptyPlaceholder'),
      { from: open, to: close + 1 },
      coded('design.hintNameProperty'),
    );
  }
  const nameFrom = i;
  if (source[i] === '$') i++;
  if (i < close && isNameStart(source[i]!)) i = nameEnd(source, i);
  const property = source.slice(nameFrom, i);
  if (
    property === '' ||
    property === '$' ||
    (property[0] === '$' && property !== TYPE_PLACEHOLDER)
  ) {
    const at = nameFrom;
    const to = property === '' || property === '$' ? Math.min(i + 1, close) : i;
    return error(
      property.startsWith('$') ? 'UNKNOWN_PROPERTY' : 'UNEXPECTED_CHARACTER',
      property.startsWith('$')
        ? coded('design.unknownDollar', { name: property })
        : found(source[nameFrom]!, 'design.expectedProperty', 'design.expectedPropertySpace', {
            offset: nameFrom,
          }),
      { from: at, to: Math.max(to, at + 1) },
      coded('design.hintPlaceholderStart'),
    );
  }
  const propertySpan = { from: nameFrom, to: i };
  const functions: FunctionCall[] = [];
  while (i < close) {
    if (source[i] !== '|') {
      return error(
        'UNEXPECTED_CHARACTER',
        found(source[i]!, 'design.unexpectedInPlaceholder', 'design.unexpectedSpaceInPlaceholder', {
          offset: i,
        }),
        { from: i, to: i + 1 },
        coded('design.hintNoSpaces'),
      );
    }
    const from = ++i;
    i = nameEnd(source, i);
    if (i === from || !isNameStart(source[from]!)) {
      return error(
        'UNEXPECTED_CHARACTER',
        i === close && i === from
          ? coded('design.expectedFunctionAfterBar', { offset: from - 1 })
          : found(source[from]!, 'design.expectedFunction', 'design.expectedFunctionSpace', {
              offset: from,
            }),
        // A bar with nothing after it is underlined itself; otherwise the stray character alone.
        i === close && i === from ? { from: from - 1, to: from } : { from, to: from + 1 },
        coded('design.hintFunctions'),
      );
    }
    const name = source.slice(from, i);
    let arg: string | null = null;
    let argSpan: Span | null = null;
    if (source[i] === ':') {
      const argFrom = ++i;
      while (i < close && source[i] !== '|') i++;
      arg = source.slice(argFrom, i);
      argSpan = { from: argFrom, to: i };
    }
    functions.push({ name, arg, span: { from, to: i }, argSpan });
  }
  return {
    part: { kind: 'field', property, span: { from: open, to: close + 1 }, propertySpan, functions },
    end: close + 1,
  };
}

/** Parses a template into literal and placeholder parts; never throws. */
export function parseTemplate(source: string): TemplateParse {
  if (source.length > MAX_TEMPLATE_LENGTH) {
    return error(
      'TEMPLATE_TOO_LONG',
      coded('design.templateTooLong', { length: source.length, limit: MAX_TEMPLATE_LENGTH }),
      { from: MAX_TEMPLATE_LENGTH, to: source.length },
    );
  }
  const parts: TemplatePart[] = [];
  let text = '';
  let textFrom = 0;
  let i = 0;
  const flush = (to: number): void => {
    if (text !== '') parts.push({ kind: 'literal', text, span: { from: textFrom, to } });
    text = '';
  };
  while (i < source.length) {
    const c = source[i]!;
    if ((c === '{' || c === '}') && source[i + 1] === c) {
      if (text === '') textFrom = i;
      text += c;
      i += 2;
    } else if (c === '}') {
      return error(
        'UNMATCHED_BRACE',
        coded('design.unmatchedBrace', { offset: i }),
        { from: i, to: i + 1 },
        coded('design.hintDoubleBrace'),
      );
    } else if (c === '{') {
      flush(i);
      const field = parseField(source, i);
      if ('ok' in field) return field;
      parts.push(field.part);
      i = field.end;
    } else {
      if (text === '') textFrom = i;
      text += c;
      i++;
    }
  }
  flush(i);
  return { ok: true, parts };
}
