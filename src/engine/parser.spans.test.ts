/**
 * Spans point at the text they describe, whatever the spacing and the redundant parentheses:
 * the UI underlines errors and highlights seek/residual parts by these spans.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterNode } from './ast';
import { tokenize } from './lexer';
import { parseFilter } from './parser';
import { arbFilterAst } from './testing/arbitraries';
import { printNoisy } from './testing/noisy-print';
import { stripSpans } from './testing/spans';

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
        const text = printNoisy(ast, seed);
        const parsed = parseFilter(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
        expect(stripSpans(parsed.ast)).toEqual(stripSpans(ast));
        if (parsed.ast) checkSpans(parsed.ast, text);
      }),
      { numRuns: 1000, seed: 20260304 },
    );
  });
});
