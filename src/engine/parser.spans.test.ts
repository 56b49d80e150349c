/**
 * Spans point at the text they describe, whatever the spacing and the redundant parentheses:
 * the UI underlines errors and highlights seek/residual parts by these spans.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterNode } from './ast';
import { formatLiteral } from './edm-literal';
import { tokenize } from './lexer';
import { FLIPPED, parseFilter } from './parser';
import { arbFilterAst } from './testing/arbitraries';
import { stripSpans } from './testing/spans';

/** Prints an AST with random blanks and redundant parentheses (always parenthesizing binaries). */
function printNoisy(node: FilterNode, noise: () => number): string {
  const blank = () => [' ', '  ', '\t', ' \n '][Math.floor(noise() * 4)];
  const maybeParens = (text: string) => (noise() < 0.3 ? `(${blank()}${text}${blank()})` : text);
  switch (node.kind) {
    case 'and':
    case 'or':
      return `(${printNoisy(node.left, noise)}${blank()}${node.kind}${blank()}${printNoisy(node.right, noise)})`;
    case 'not':
      return `not${blank()}(${printNoisy(node.operand, noise)})`;
    case 'compare': {
      const prop = maybeParens(node.property);
      const lit = maybeParens(formatLiteral(node.value));
      const text = node.reversed
        ? `${lit}${blank()}${FLIPPED[node.op]}${blank()}${prop}`
        : `${prop}${blank()}${node.op}${blank()}${lit}`;
      return maybeParens(text);
    }
    case 'property':
      return maybeParens(node.name);
    case 'bool':
      return maybeParens(String(node.value));
  }
}

function checkSpans(node: FilterNode, text: string): void {
  expect(0 <= node.span.from && node.span.from < node.span.to && node.span.to <= text.length).toBe(
    true,
  );
  switch (node.kind) {
    case 'and':
    case 'or':
      expect(node.span.from).toBeLessThanOrEqual(node.left.span.from);
      expect(node.span.to).toBeGreaterThanOrEqual(node.right.span.to);
      expect(node.left.span.to).toBeLessThanOrEqual(node.right.span.from);
      checkSpans(node.left, text);
      checkSpans(node.right, text);
      return;
    case 'not':
      expect(text.slice(node.span.from, node.span.from + 3)).toBe('not');
      checkSpans(node.operand, text);
      return;
    case 'compare': {
      expect(text.slice(node.propertySpan.from, node.propertySpan.to)).toBe(node.property);
      const [lit] = tokenize(text.slice(node.valueSpan.from, node.valueSpan.to));
      if (node.value.type !== 'Edm.Boolean')
        expect(lit?.kind === 'literal' && lit.value).toEqual(node.value);
      return;
    }
    case 'property':
      expect(text.slice(node.span.from, node.span.to)).toBe(node.name);
      return;
    case 'bool':
      expect(text.slice(node.span.from, node.span.to)).toBe(String(node.value));
  }
}

describe('parseFilter spans', () => {
  it('point at their text through any spacing and redundant parentheses', () => {
    fc.assert(
      fc.property(arbFilterAst(), fc.integer(), (ast, seed) => {
        let state = seed;
        const noise = () => {
          state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
          return ((state >>> 8) & 0xffff) / 0x10000;
        };
        const text = printNoisy(ast, noise);
        const parsed = parseFilter(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
        expect(stripSpans(parsed.ast)).toEqual(stripSpans(ast));
        if (parsed.ast) checkSpans(parsed.ast, text);
      }),
      { numRuns: 1000, seed: 20260304 },
    );
  });
});
