/**
 * The `$filter` parser: recursive descent over the lexer's tokens, precedence (lowest first)
 * `or`, `and`, `not`, comparison (semantics.md §2). It never throws and never overflows the
 * stack: parentheses and `not` nest at most MAX_NESTING levels, the tree is at most MAX_DEPTH
 * deep, and anything past a limit is an error value with a span like any other.
 */
import type { CompareNode, CompareOp, FilterError, FilterNode, ParseResult, Span } from './ast';
import { coded } from './coded';
import type { EdmValue } from './edm';
import { filterError } from './errors';
import { checkFilterLimits } from './filter-limits';
import { functionCallError } from './function-errors';
import { type Token, tokenize } from './lexer';
import { COMPARE_OPERATORS, LOGICAL_KEYWORDS } from './words';

// Re-exported for modules that imported them from here before they moved.

export { prefixUpperBound } from './prefix-range';

/** Deepest nesting of parentheses and `not` (a model limit that keeps parsing off the stack's edge). */
export const MAX_NESTING = 100;

const COMPARE_OPS: ReadonlySet<string> = new Set(COMPARE_OPERATORS);
const KEYWORDS: ReadonlySet<string> = new Set([...COMPARE_OPERATORS, ...LOGICAL_KEYWORDS]);
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
      fail(
        filterError('UNBALANCED_PAREN', coded('engine.unmatchedClose', { at: rest.from }), rest),
      );
    }
    if (rest.kind !== 'eof') this.failOperator(rest);
    return this.predicate(result, true);
  }

  private enter(at: Token): void {
    if (++this.nesting > MAX_NESTING) {
      fail(
        filterError(
          'TOO_DEEP',
          coded('engine.nestingTooDeep', { max: MAX_NESTING }),
          at,
          coded('engine.simplifyHint'),
        ),
      );
    }
  }

  private parseOr(): Operand {
    let left = this.parseAnd();
    while (isWord(this.peek(), 'or')) {
      this.next();
      const leftNode = this.predicate(left); // before the right side: errors in text order
      const right = this.parseAnd();
      const span = { from: left.outer.from, to: right.outer.to };
      const node: FilterNode = { kind: 'or', left: leftNode, right: this.predicate(right), span };
      left = { kind: 'expr', node, outer: span };
    }
    return left;
  }

  private parseAnd(): Operand {
    let left = this.parseNot();
    while (isWord(this.peek(), 'and')) {
      this.next();
      const leftNode = this.predicate(left); // before the right side: errors in text order
      const right = this.parseNot();
      const span = { from: left.outer.from, to: right.outer.to };
      const node: FilterNode = { kind: 'and', left: leftNode, right: this.predicate(right), span };
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
            coded('engine.notAnOperator', { text: token.text }),
            token,
            coded('engine.operatorsLowerCase', { text: 'not' }),
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
          coded('engine.chainedComparison', { text: after.text }),
          { from: span.from, to: after.to },
          coded('engine.chainedComparisonHint'),
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
            coded('engine.keywordCase', { text: token.text }),
            token,
            coded('engine.operatorsLowerCase', { text: lower }),
          ),
        );
      }
      if (ARITHMETIC.has(lower)) {
        return fail(
          filterError(
            'ARITHMETIC_NOT_SUPPORTED',
            coded('engine.arithmetic', { text: token.text }),
            token,
            coded('engine.arithmeticOperatorHint'),
          ),
        );
      }
      if (lower === 'in') {
        return fail(
          filterError(
            'IN_NOT_SUPPORTED',
            coded('engine.inNotSupported'),
            token,
            coded('engine.inNotSupportedHint'),
          ),
        );
      }
      if (lower === 'has') {
        return fail(filterError('HAS_NOT_SUPPORTED', coded('engine.hasNotSupported'), token));
      }
    }
    return fail(
      filterError(
        'EXPECTED_OPERATOR',
        // Never at the end: every caller stops before `eof`, where an operand may end a filter.
        coded('engine.expectedOperator', {
          at: token.from,
          text: this.src.slice(token.from, token.to),
        }),
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
              coded('engine.unclosedParen', { at: token.from }),
              token,
              coded('engine.unclosedParenHint'),
            ),
          );
        }
        this.next();
        return { ...inner, outer: { from: token.from, to: close.to } };
      }
      case 'literal': {
        // A plain copy: the token also holds its kind and value (a bigint for Int64), and
        // spans end up in ASTs and plans that are JSON-serialized and sent to the worker.
        const span = { from: token.from, to: token.to };
        return { kind: 'lit', value: token.value, span, outer: span };
      }
      case 'ident':
        return this.identifier(token);
      case 'eof':
        return fail(filterError('EXPECTED_OPERAND', coded('engine.expectedOperandAtEnd'), token));
      default:
        return fail(
          filterError(
            'EXPECTED_OPERAND',
            coded('engine.expectedOperand', {
              at: token.from,
              text: this.src.slice(token.from, token.to),
            }),
            token,
          ),
        );
    }
  }

  private identifier(token: Token & { kind: 'ident' }): Operand {
    const span = { from: token.from, to: token.to };
    if (this.tokens[this.pos]?.kind === '(')
      return fail(functionCallError(token, this.tokens, this.pos));
    if (token.text === 'true' || token.text === 'false') {
      const value: EdmValue = { type: 'Edm.Boolean', value: token.text === 'true' };
      return { kind: 'lit', value, span, outer: span };
    }
    if (token.text === 'null') {
      return fail(
        filterError(
          'NULL_NOT_SUPPORTED',
          coded('engine.nullNotSupported'),
          span,
          coded('engine.nullNotSupportedHint'),
        ),
      );
    }
    if (KEYWORDS.has(token.text)) {
      return fail(
        filterError(
          'EXPECTED_OPERAND',
          coded('engine.expectedOperandFoundOperator', { at: token.from, text: token.text }),
          span,
        ),
      );
    }
    return { kind: 'prop', name: token.text, span, outer: span };
  }

  private comparison(left: Operand, op: CompareOp, right: Operand, span: Span): CompareNode {
    for (const side of [left, right]) {
      if (side.kind === 'expr') {
        fail(filterError('COMPARE_OPERAND', coded('engine.compareOperand'), side.outer));
      }
    }
    if (left.kind === 'prop' && right.kind === 'prop') {
      const literalLike = [left.name, right.name].find((n) => /^(true|false|null)$/i.test(n));
      fail(
        filterError(
          'PROPERTY_COMPARISON',
          coded('engine.propertyComparison', { text: `${left.name} ${op} ${right.name}` }),
          span,
          literalLike === undefined
            ? coded('engine.propertyComparisonHint')
            : coded('engine.literalsLowerCase', { text: literalLike.toLowerCase() }),
        ),
      );
    }
    if (left.kind === 'lit' && right.kind === 'lit') {
      fail(
        filterError(
          'LITERAL_COMPARISON',
          coded('engine.literalComparison'),
          span,
          coded('engine.literalComparisonHint'),
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
              ? coded('engine.notBoolean')
              : coded('engine.notBooleanLiteral', { type: operand.value.type }),
            operand.outer,
            coded('engine.notBooleanHint'),
          ),
        );
    }
  }
}

/** Parses `$filter` text. The empty (or all-whitespace) filter gives `ast: null`. Never throws. */
export function parseFilter(text: string): ParseResult {
  try {
    const ast = new Parser(text, tokenize(text)).parse();
    const limitError = ast === null ? null : checkFilterLimits(ast);
    return limitError === null ? { ok: true, ast } : { ok: false, error: limitError };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.error };
    throw e;
  }
}
