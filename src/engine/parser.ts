/**
 * The `$filter` parser: recursive descent over the lexer's tokens, precedence (lowest first)
 * `or`, `and`, `not`, comparison (semantics.md §2). It never throws and never overflows the
 * stack: parentheses and `not` nest at most MAX_NESTING levels, the tree is at most MAX_DEPTH
 * deep, and anything past a limit is an error value with a span like any other.
 */
import type { CompareNode, CompareOp, FilterError, FilterNode, ParseResult, Span } from './ast';
import type { EdmValue } from './edm';
import { formatString } from './edm-literal';
import { filterError } from './errors';
import { type Token, tokenize } from './lexer';

/** Most comparisons one filter may hold (semantics.md §2). */
export const MAX_COMPARISONS = 15;
/** Deepest nesting of parentheses and `not` (a model limit that keeps parsing off the stack's edge). */
export const MAX_NESTING = 100;
/** Deepest syntax tree (long `and`/`or` chains), so every recursive walk over it is safe. */
export const MAX_DEPTH = 100;

const COMPARE_OPS: ReadonlySet<string> = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const KEYWORDS: ReadonlySet<string> = new Set([...COMPARE_OPS, 'and', 'or', 'not']);
const ARITHMETIC: ReadonlySet<string> = new Set(['add', 'sub', 'mul', 'div', 'mod']);

/** The operator that keeps a comparison's meaning when its operands swap sides. */
export const FLIPPED: Readonly<Record<CompareOp, CompareOp>> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

/** What a primary or a parenthesized expression turned out to be; `outer` includes parentheses. */
type Operand =
  | { readonly kind: 'prop'; readonly name: string; readonly span: Span; readonly outer: Span }
  | { readonly kind: 'lit'; readonly value: EdmValue; readonly span: Span; readonly outer: Span }
  | { readonly kind: 'expr'; readonly node: FilterNode; readonly outer: Span };

/** Carries an error value out of the descent; caught in `parseFilter`, never escapes. */
class Failure {
  constructor(readonly error: FilterError) {}
}

const fail = (error: FilterError): never => {
  throw new Failure(error);
};

/**
 * The exclusive upper bound of the strings that start with `prefix` in ordinal order (the last
 * code unit incremented), or null when there is none (empty prefix, or all U+FFFF).
 */
export function prefixUpperBound(prefix: string): string | null {
  let end = prefix.length;
  while (end > 0 && prefix.charCodeAt(end - 1) === 0xffff) end--;
  if (end === 0) return null;
  return prefix.slice(0, end - 1) + String.fromCharCode(prefix.charCodeAt(end - 1) + 1);
}

/** The range filter equivalent to `startswith(name, prefix)`. */
export function prefixRangeFilter(name: string, prefix: string): string {
  const upper = prefixUpperBound(prefix);
  const lower = `${name} ge ${formatString(prefix)}`;
  return upper === null ? lower : `${lower} and ${name} lt ${formatString(upper)}`;
}

const FUNCTION_HINTS: Readonly<Record<string, string>> = {
  substringof:
    'the Table service has no substring search: keep a searchable copy of the value in a key (an index entity), or filter on the client',
  contains:
    'the Table service has no substring search: keep a searchable copy of the value in a key (an index entity), or filter on the client',
  endswith:
    'the Table service has no suffix search: store the value reversed in a key and use a prefix range',
};

function isWord(token: Token, word: string): boolean {
  return token.kind === 'ident' && token.text === word;
}

/** Whether a token can begin an operand, so that a preceding `NOT` was meant as the operator. */
function startsOperand(token: Token): boolean {
  if (token.kind === 'ident') return !KEYWORDS.has(token.text) || token.text === 'not';
  return token.kind === 'literal' || token.kind === '(';
}

class Parser {
  private pos = 0;
  private nesting = 0;

  constructor(
    private readonly src: string,
    private readonly tokens: readonly Token[],
  ) {}

  /** The current token; reaching a lexical error reports it, so errors come in text order. */
  private peek(offset = 0): Token {
    const token = this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)] as Token;
    return token.kind === 'error' ? fail(token.error) : token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.pos++;
    return token;
  }

  parse(): FilterNode | null {
    if (this.peek().kind === 'eof') return null;
    const result = this.parseOr();
    const rest = this.peek();
    if (rest.kind === ')') {
      fail(filterError('UNBALANCED_PAREN', `')' at ${rest.from} has no matching '('`, rest));
    }
    if (rest.kind !== 'eof') this.failOperator(rest);
    return this.predicate(result, true);
  }

  private enter(at: Token): void {
    if (++this.nesting > MAX_NESTING) {
      fail(
        filterError(
          'TOO_DEEP',
          `Parentheses and not nest more than ${MAX_NESTING} levels deep here`,
          at,
          'simplify the filter',
        ),
      );
    }
  }

  private parseOr(): Operand {
    let left = this.parseAnd();
    while (isWord(this.peek(), 'or')) {
      this.next();
      const right = this.parseAnd();
      const span = { from: left.outer.from, to: right.outer.to };
      const node: FilterNode = {
        kind: 'or',
        left: this.predicate(left),
        right: this.predicate(right),
        span,
      };
      left = { kind: 'expr', node, outer: span };
    }
    return left;
  }

  private parseAnd(): Operand {
    let left = this.parseNot();
    while (isWord(this.peek(), 'and')) {
      this.next();
      const right = this.parseNot();
      const span = { from: left.outer.from, to: right.outer.to };
      const node: FilterNode = {
        kind: 'and',
        left: this.predicate(left),
        right: this.predicate(right),
        span,
      };
      left = { kind: 'expr', node, outer: span };
    }
    return left;
  }

  private parseNot(): Operand {
    const token = this.peek();
    if (token.kind === 'ident' && token.text.toLowerCase() === 'not') {
      if (token.text !== 'not' && startsOperand(this.peek(1))) {
        fail(
          filterError(
            'KEYWORD_CASE',
            `'${token.text}' is not an operator`,
            token,
            'operators are lower-case: not',
          ),
        );
      }
      if (token.text === 'not') {
        this.next();
        this.enter(token);
        const operand = this.parseNot();
        this.nesting--;
        const span = { from: token.from, to: operand.outer.to };
        return {
          kind: 'expr',
          node: { kind: 'not', operand: this.predicate(operand), span },
          outer: span,
        };
      }
    }
    return this.parseCompare();
  }

  private parseCompare(): Operand {
    const left = this.parsePrimary();
    const opToken = this.peek();
    if (opToken.kind !== 'ident' || !COMPARE_OPS.has(opToken.text)) {
      this.checkAfterOperand(opToken);
      return left;
    }
    this.next();
    const right = this.parsePrimary();
    const span = { from: left.outer.from, to: right.outer.to };
    const node = this.comparison(left, opToken.text as CompareOp, right, span);
    const after = this.peek();
    if (after.kind === 'ident' && COMPARE_OPS.has(after.text)) {
      fail(
        filterError(
          'CHAINED_COMPARISON',
          `Comparisons cannot be chained: '${after.text}' follows a comparison`,
          { from: span.from, to: after.to },
          'join comparisons with and / or',
        ),
      );
    }
    this.checkAfterOperand(after);
    return { kind: 'expr', node, outer: span };
  }

  /** After an operand, only a comparison operator, `and`, `or`, `)` or the end may follow. */
  private checkAfterOperand(token: Token): void {
    if (token.kind === 'eof' || token.kind === ')') return;
    if (token.kind === 'ident' && (token.text === 'and' || token.text === 'or')) return;
    if (token.kind === 'ident' && COMPARE_OPS.has(token.text)) return;
    this.failOperator(token);
  }

  private failOperator(token: Token): never {
    if (token.kind === 'ident') {
      const lower = token.text.toLowerCase();
      if (KEYWORDS.has(lower) && lower !== 'not') {
        return fail(
          filterError(
            'KEYWORD_CASE',
            `'${token.text}' is not an operator: operators are case-sensitive`,
            token,
            `operators are lower-case: ${lower}`,
          ),
        );
      }
      if (ARITHMETIC.has(lower)) {
        return fail(
          filterError(
            'ARITHMETIC_NOT_SUPPORTED',
            `Arithmetic ('${token.text}') is not supported by the Table service`,
            token,
            'compare the property with a precomputed constant',
          ),
        );
      }
      if (lower === 'in') {
        return fail(
          filterError(
            'IN_NOT_SUPPORTED',
            "'in' is not supported by the Table service",
            token,
            "write Name eq 'a' or Name eq 'b' (at most 15 comparisons), or issue one query per value",
          ),
        );
      }
      if (lower === 'has') {
        return fail(
          filterError('HAS_NOT_SUPPORTED', "'has' is not supported by the Table service", token),
        );
      }
    }
    const found = token.kind === 'eof' ? 'the end' : `'${this.src.slice(token.from, token.to)}'`;
    return fail(
      filterError(
        'EXPECTED_OPERATOR',
        `Expected an operator (eq, ne, gt, ge, lt, le, and, or) at ${token.from}, found ${found}`,
        token,
      ),
    );
  }

  private parsePrimary(): Operand {
    const token = this.next();
    switch (token.kind) {
      case '(': {
        this.enter(token);
        const inner = this.parseOr();
        this.nesting--;
        const close = this.peek();
        if (close.kind !== ')') {
          if (close.kind !== 'eof') this.failOperator(close);
          fail(
            filterError(
              'UNBALANCED_PAREN',
              `'(' at ${token.from} is never closed`,
              token,
              "add ')'",
            ),
          );
        }
        this.next();
        return { ...inner, outer: { from: token.from, to: close.to } };
      }
      case 'literal':
        return { kind: 'lit', value: token.value, span: token, outer: token };
      case 'ident':
        return this.identifier(token);
      case 'eof':
        return fail(
          filterError(
            'EXPECTED_OPERAND',
            'The filter ends where a property or a literal is expected',
            token,
          ),
        );
      default:
        return fail(
          filterError(
            'EXPECTED_OPERAND',
            `Expected a property or a literal at ${token.from}, found '${this.src.slice(token.from, token.to)}'`,
            token,
          ),
        );
    }
  }

  private identifier(token: Token & { kind: 'ident' }): Operand {
    const span = { from: token.from, to: token.to };
    if (this.tokens[this.pos]?.kind === '(') return fail(this.functionError(token));
    if (token.text === 'true' || token.text === 'false') {
      const value: EdmValue = { type: 'Edm.Boolean', value: token.text === 'true' };
      return { kind: 'lit', value, span, outer: span };
    }
    if (token.text === 'null') {
      return fail(
        filterError(
          'NULL_NOT_SUPPORTED',
          'null is not supported in Table service filters',
          span,
          'a property is either present or absent, and a comparison on an absent property is false',
        ),
      );
    }
    if (KEYWORDS.has(token.text)) {
      return fail(
        filterError(
          'EXPECTED_OPERAND',
          `Expected a property or a literal at ${token.from}, found the operator '${token.text}'`,
          span,
        ),
      );
    }
    return { kind: 'prop', name: token.text, span, outer: span };
  }

  /** The error for a function call `name(...)`, with the range rewrite for a prefix match. */
  private functionError(name: Token & { kind: 'ident' }): FilterError {
    let depth = 0;
    let end = name.to;
    const args: Token[][] = [[]];
    for (let i = this.pos; i < this.tokens.length; i++) {
      const t = this.tokens[i] as Token;
      if (t.kind === 'eof' || t.kind === 'error') break;
      end = t.to;
      if (t.kind === '(') depth++;
      else if (t.kind === ')') depth--;
      if (depth === 0) break;
      if (depth === 1 && t.kind === ',') args.push([]);
      else if (!(depth === 1 && t.kind === '(')) args[args.length - 1]?.push(t);
    }
    const lower = name.text.toLowerCase();
    const span = { from: name.from, to: end };
    let hint = FUNCTION_HINTS[lower];
    const [first, second] = args;
    if (
      lower === 'startswith' &&
      args.length === 2 &&
      first?.length === 1 &&
      second?.length === 1
    ) {
      const prop = first[0] as Token;
      const prefix = second[0] as Token;
      if (
        prop.kind === 'ident' &&
        prefix.kind === 'literal' &&
        prefix.value.type === 'Edm.String'
      ) {
        hint = `use a key range instead: ${prefixRangeFilter(prop.text, prefix.value.value)}`;
      }
    }
    if (lower === 'startswith' && hint === undefined) {
      hint = "use a range instead: Name ge 'abc' and Name lt 'abd'";
    }
    return filterError(
      'FUNCTION_NOT_SUPPORTED',
      `Functions are not supported by the Table service: ${name.text}`,
      span,
      hint,
    );
  }

  private comparison(left: Operand, op: CompareOp, right: Operand, span: Span): CompareNode {
    for (const side of [left, right]) {
      if (side.kind === 'expr') {
        fail(
          filterError(
            'COMPARE_OPERAND',
            'A comparison compares one property with one literal; this side is a Boolean expression',
            side.outer,
          ),
        );
      }
    }
    if (left.kind === 'prop' && right.kind === 'prop') {
      const literalLike = [left.name, right.name].find((n) => /^(true|false|null)$/i.test(n));
      fail(
        filterError(
          'PROPERTY_COMPARISON',
          `Comparing two properties (${left.name} ${op} ${right.name}) is not supported: compare a property with a literal`,
          span,
          literalLike === undefined
            ? 'one side must be a constant: to relate two properties, filter on the client or store the result in a property'
            : `literals are lower-case: ${literalLike.toLowerCase()}`,
        ),
      );
    }
    if (left.kind === 'lit' && right.kind === 'lit') {
      fail(
        filterError(
          'LITERAL_COMPARISON',
          'Comparing two literals is not supported: one side must be a property',
          span,
          'write a property name on one side, e.g. Age eq 30; true and false alone are conditions',
        ),
      );
    }
    const [prop, lit, reversed] = left.kind === 'prop' ? [left, right, false] : [right, left, true];
    if (prop.kind !== 'prop' || lit.kind !== 'lit') throw new Error('unreachable');
    return {
      kind: 'compare',
      op: reversed ? FLIPPED[op] : op,
      property: prop.name,
      propertySpan: prop.span,
      value: lit.value,
      valueSpan: lit.span,
      reversed,
      span,
    };
  }

  /** An operand used where a Boolean is needed (`and`, `or`, `not`, the whole filter). */
  private predicate(operand: Operand, whole = false): FilterNode {
    switch (operand.kind) {
      case 'expr':
        return operand.node;
      case 'prop':
        return { kind: 'property', name: operand.name, span: operand.span };
      case 'lit':
        if (operand.value.type === 'Edm.Boolean') {
          return { kind: 'bool', value: operand.value.value, span: operand.span };
        }
        return fail(
          filterError(
            'NOT_BOOLEAN',
            whole
              ? 'The $filter expression must evaluate to a single boolean value'
              : `The $filter expression must evaluate to a single boolean value: this ${operand.value.type} literal is not a condition`,
            operand.outer,
            'compare a property with it, e.g. Name eq …',
          ),
        );
    }
  }
}

/** The 16th comparison or the first node past MAX_DEPTH, in text order; null when within limits. */
function checkLimits(ast: FilterNode): FilterError | null {
  let comparisons = 0;
  const stack: [FilterNode, number][] = [[ast, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [FilterNode, number];
    if (depth > MAX_DEPTH) {
      return filterError(
        'TOO_DEEP',
        `The filter nests more than ${MAX_DEPTH} levels deep here`,
        node.span,
        'simplify the filter',
      );
    }
    switch (node.kind) {
      case 'and':
      case 'or':
        stack.push([node.right, depth + 1], [node.left, depth + 1]);
        break;
      case 'not':
        stack.push([node.operand, depth + 1]);
        break;
      case 'compare':
        if (++comparisons > MAX_COMPARISONS) {
          return filterError(
            'TOO_MANY_COMPARISONS',
            `A filter may hold at most ${MAX_COMPARISONS} comparisons; this is comparison ${comparisons}`,
            node.span,
            'split the query into several queries',
          );
        }
        break;
      default:
        break;
    }
  }
  return null;
}

/** Parses `$filter` text. The empty (or all-whitespace) filter gives `ast: null`. Never throws. */
export function parseFilter(text: string): ParseResult {
  try {
    const ast = new Parser(text, tokenize(text)).parse();
    const limitError = ast === null ? null : checkLimits(ast);
    return limitError === null ? { ok: true, ast } : { ok: false, error: limitError };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.error };
    throw e;
  }
}
