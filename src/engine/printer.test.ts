import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterNode } from './ast';
import { parseFilter } from './parser';
import { printFilter } from './printer';
import { arbFilterAst } from './testing/arbitraries';
import { stripSpans } from './testing/spans';

function reprint(text: string): string {
  const r = parseFilter(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return printFilter(r.ast);
}

describe('printFilter', () => {
  it('prints the empty filter as the empty string', () => {
    expect(printFilter(null)).toBe('');
  });

  it('drops parentheses precedence does not need and keeps the ones it does', () => {
    expect(reprint('((A eq 1)) and ((B eq 2))')).toBe('A eq 1 and B eq 2');
    expect(reprint('(A eq 1 or B eq 2) and C eq 3')).toBe('(A eq 1 or B eq 2) and C eq 3');
    expect(reprint('A eq 1 or (B eq 2 and C eq 3)')).toBe('A eq 1 or B eq 2 and C eq 3');
    expect(reprint('not (A eq 1)')).toBe('not A eq 1');
    expect(reprint('not (A or B)')).toBe('not (A or B)');
    expect(reprint('not not IsActive')).toBe('not not IsActive');
  });

  it('keeps a right-nested chain of the same operator parenthesized, so the tree survives', () => {
    expect(reprint('A and (B and C)')).toBe('A and (B and C)');
    expect(reprint('(A and B) and C')).toBe('A and B and C');
    expect(reprint('A or (B or C)')).toBe('A or (B or C)');
  });

  it('keeps reversed comparisons reversed, with the operator as written', () => {
    expect(reprint("'a' lt RowKey")).toBe("'a' lt RowKey");
    expect(reprint('30 ge Age')).toBe('30 ge Age');
  });

  it('writes literals canonically', () => {
    expect(reprint("D eq datetime'2008-07-10T00:00:00Z'")).toBe(
      "D eq datetime'2008-07-10T00:00:00.0000000Z'",
    );
    expect(reprint('P eq 1.5E3 and Q eq 4.50 and R eq -0.0')).toBe(
      'P eq 1500.0 and Q eq 4.5 and R eq -0.0',
    );
    expect(reprint("G eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833'")).toBe(
      "G eq guid'c9da6455-213d-42c9-9a79-3e9149a57833'",
    );
    expect(reprint("B eq binary'0AFF'")).toBe("B eq X'0aff'");
    expect(reprint('N eq 007 and L eq 42l')).toBe('N eq 7 and L eq 42L');
  });

  it('print∘parse is the identity on random ASTs (up to spans)', () => {
    fc.assert(
      fc.property(arbFilterAst(), (ast: FilterNode) => {
        const text = printFilter(ast);
        const parsed = parseFilter(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
        expect(stripSpans(parsed.ast)).toEqual(stripSpans(ast));
        // Canonical: printing the reparsed tree gives the same text.
        expect(printFilter(parsed.ast)).toBe(text);
      }),
      { numRuns: 1500, seed: 20260301 },
    );
  });
});
