/**
 * A small token colouring for the generated programs: comments, strings, numbers and keywords,
 * enough to read the code at a glance. It only has to understand what codegen writes, and it
 * never loses text: the tokens, joined, are the program.
 */
import type { CodeTarget } from '../../codegen';

/** What a piece of program text is, for its colour. */
type TokenKind = 'comment' | 'string' | 'number' | 'keyword' | 'plain';

/** A run of program text of one kind. */
export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}

interface Syntax {
  readonly comment: string;
  /** Bash: `#` starts a comment only at the start of a word (`${#x}` and `a#b` are not comments). */
  readonly commentAtWordStart?: boolean;
  /** Quote characters that open a string, and whether a backslash escapes inside each. */
  readonly quotes: Readonly<Record<string, boolean>>;
  readonly keywords: ReadonlySet<string>;
  /** JavaScript and C#: block comments, slash-star to star-slash. */
  readonly blockComments?: boolean;
  /** Python: `"""` opens a string that runs to the next `"""`, across lines. */
  readonly tripleQuotes?: boolean;
}

const words = (text: string) => new Set(text.split(' '));

const C_LIKE_QUOTES = { '"': true, "'": true, '`': true };
const BASH: Syntax = {
  comment: '#',
  commentAtWordStart: true,
  // In bash a single-quoted word has no escapes; a double-quoted one has.
  quotes: { "'": false, '"': true },
  keywords: words('if then else elif fi for while until do done in case esac exit set local'),
};

const SYNTAX: Readonly<Record<CodeTarget, Syntax>> = {
  javascript: {
    comment: '//',
    blockComments: true,
    quotes: C_LIKE_QUOTES,
    keywords: words(
      'import from const let var function return if else for await of async new throw true false null undefined',
    ),
  },
  python: {
    comment: '#',
    quotes: { '"': true, "'": true },
    tripleQuotes: true,
    keywords: words(
      'import from def return if elif else for in not and or is None True False with as try except raise',
    ),
  },
  csharp: {
    comment: '//',
    blockComments: true,
    quotes: { '"': true },
    keywords: words(
      'using var new string int long double bool if else foreach in return null true false await',
    ),
  },
  rest: BASH,
  azcli: BASH,
};

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /[0-9]+(?:\.[0-9]+)?/y;

/** The program split into coloured tokens. */
export function tokenize(code: string, target: CodeTarget): Token[] {
  const syntax = SYNTAX[target];
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) tokens[tokens.length - 1] = { kind, text: last.text + text };
    else tokens.push({ kind, text });
  };
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (code.startsWith(syntax.comment, i) && startsComment(code, i, syntax)) {
      const end = lineEnd(code, i);
      push('comment', code.slice(i, end));
      i = end;
    } else if (syntax.blockComments && code.startsWith('/*', i)) {
      const close = code.indexOf('*/', i + 2);
      const end = close < 0 ? code.length : close + 2;
      push('comment', code.slice(i, end));
      i = end;
    } else if (syntax.tripleQuotes && code.startsWith(c.repeat(3), i) && c in syntax.quotes) {
      const close = code.indexOf(c.repeat(3), i + 3);
      const end = close < 0 ? code.length : close + 3;
      push('string', code.slice(i, end));
      i = end;
    } else if (c in syntax.quotes) {
      const end = stringEnd(code, i, syntax.quotes[c]!);
      push('string', code.slice(i, end));
      i = end;
    } else if (/[A-Za-z_]/.test(c)) {
      WORD.lastIndex = i;
      const word = WORD.exec(code)![0];
      push(syntax.keywords.has(word) ? 'keyword' : 'plain', word);
      i += word.length;
    } else if (/[0-9]/.test(c)) {
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(code)![0];
      push('number', number);
      i += number.length;
    } else {
      push('plain', c);
      i += 1;
    }
  }
  return tokens;
}

function startsComment(code: string, i: number, syntax: Syntax): boolean {
  return !syntax.commentAtWordStart || i === 0 || /\s/.test(code[i - 1]!);
}

function lineEnd(code: string, i: number): number {
  const end = code.indexOf('\n', i);
  return end < 0 ? code.length : end;
}

/** Where the string opened at `i` closes (just past the quote), or the end of the text. */
function stringEnd(code: string, i: number, escapes: boolean): number {
  const quote = code[i]!;
  let j = i + 1;
  while (j < code.length) {
    const c = code[j]!;
    if (escapes && c === '\\') j += 2;
    else if (c === quote) return j + 1;
    else j += 1;
  }
  return code.length;
}
