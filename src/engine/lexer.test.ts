import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Token, tokenize } from './lexer';

const kinds = (text: string) => tokenize(text).map((t) => t.kind);
const texts = (text: string) => tokenize(text).map((t) => text.slice(t.from, t.to));

describe('tokenize', () => {
  it('splits a filter into spanned tokens ending with eof', () => {
    const text = "(PartitionKey eq 'Sales')\tand\nnot X'0a' ge -4.5E-3";
    expect(kinds(text)).toEqual([
      '(',
      'ident',
      'ident',
      'literal',
      ')',
      'ident',
      'ident',
      'literal',
      'ident',
      'literal',
      'eof',
    ]);
    expect(texts(text)).toEqual([
      '(',
      'PartitionKey',
      'eq',
      "'Sales'",
      ')',
      'and',
      'not',
      "X'0a'",
      'ge',
      '-4.5E-3',
      '',
    ]);
  });

  it('reads a quote doubled inside a string as one quote', () => {
    const [t] = tokenize("'it''s'''");
    expect(t?.kind === 'literal' && t.value).toEqual({ type: 'Edm.String', value: "it's'" });
  });

  it('keeps a word followed by a quote as a word unless it is a literal prefix', () => {
    expect(kinds("Name'x'")).toEqual(['ident', 'literal', 'eof']);
    expect(kinds("guid'c9da6455-213d-42c9-9a79-3e9149a57833'")).toEqual(['literal', 'eof']);
  });

  it('stops at the first lexical error, which is the last token before eof', () => {
    const tokens = tokenize("A eq 'x and B eq 1");
    expect(tokens.map((t) => t.kind)).toEqual(['ident', 'ident', 'error', 'eof']);
  });

  it('gives ordered, non-overlapping spans inside the text for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const tokens: Token[] = tokenize(text);
        let at = 0;
        for (const t of tokens) {
          expect(t.from).toBeGreaterThanOrEqual(at);
          expect(t.to).toBeGreaterThanOrEqual(t.from);
          expect(t.to).toBeLessThanOrEqual(text.length);
          at = t.to;
        }
        expect(tokens.at(-1)?.kind).toBe('eof');
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});
