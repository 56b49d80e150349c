/**
 * Colouring for filter text, computed from the engine's own lexer (in its recovering mode), so
 * the editor's colours and the parser's verdicts come from one reading of the text. Pure and
 * cheap: the editor re-runs it on every keystroke of a one-line filter.
 */
import { type Token, tokenize } from './lexer';
import { SYSTEM_PROPERTIES } from './validate';
import { BOOLEAN_LITERALS, COMPARE_OPERATORS, LOGICAL_KEYWORDS } from './words';

/** What a stretch of filter text is, for colouring and for guessing what comes next. */
type HighlightKind =
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

/** One coloured token: its kind, its text and its half-open span. */
export interface HighlightToken {
  readonly kind: HighlightKind;
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** For strings: false while the closing quote is missing (the cursor is inside a string). */
  readonly closed?: boolean;
}

const WORD_KINDS: ReadonlyMap<string, HighlightKind> = new Map<string, HighlightKind>([
  ...LOGICAL_KEYWORDS.map((w) => [w, 'keyword'] as const),
  ...COMPARE_OPERATORS.map((w) => [w, 'operator'] as const),
  ...BOOLEAN_LITERALS.map((w) => [w, 'boolean'] as const),
  ...SYSTEM_PROPERTIES.map((w) => [w, 'key'] as const),
]);

function kindOf(token: Token, text: string): HighlightKind | null {
  switch (token.kind) {
    case 'ident':
      return WORD_KINDS.get(token.text) ?? 'property';
    case 'literal': {
      const type = token.value.type;
      if (type === 'Edm.String') return 'string';
      if (type === 'Edm.Int32' || type === 'Edm.Int64' || type === 'Edm.Double') return 'number';
      if (type === 'Edm.Boolean') return 'boolean';
      return 'typed';
    }
    case '(':
    case ')':
    case ',':
      return 'paren';
    case 'error':
      // An unterminated string is still a string being typed; every other lexical error is
      // exactly what the parser will reject, so it is coloured as invalid.
      return token.error.code === 'UNTERMINATED_STRING' && text[token.from] === "'"
        ? 'string'
        : 'invalid';
    case 'eof':
      return null;
  }
}

/** Splits filter text into coloured tokens, skipping white space; never fails. */
export function highlightFilter(text: string): HighlightToken[] {
  const out: HighlightToken[] = [];
  for (const token of tokenize(text, { recover: true })) {
    const kind = kindOf(token, text);
    if (kind === null) continue;
    const slice = text.slice(token.from, token.to);
    if (kind === 'string') {
      out.push({
        kind,
        text: slice,
        from: token.from,
        to: token.to,
        closed: token.kind !== 'error',
      });
    } else {
      out.push({ kind, text: slice, from: token.from, to: token.to });
    }
  }
  return out;
}
