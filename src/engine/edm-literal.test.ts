import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EdmValue } from './edm';
import { EDM_TYPES } from './edm';
import { compareValues, equalValues } from './edm-compare';
import { formatLiteral } from './edm-literal';
import { tokenize } from './lexer';
import { arbEdmValue } from './testing/arbitraries';

describe('formatLiteral', () => {
  it('writes each type the way the service reads it', () => {
    const cases: [EdmValue, string][] = [
      [{ type: 'Edm.String', value: "O'Brien" }, "'O''Brien'"],
      [{ type: 'Edm.Int32', value: 42 }, '42'],
      [{ type: 'Edm.Int64', value: 42n }, '42L'],
      [{ type: 'Edm.Double', value: 4 }, '4.0'],
      [{ type: 'Edm.Double', value: 1e21 }, '1.0E+21'],
      [{ type: 'Edm.Double', value: 1.5e-7 }, '1.5E-7'],
      [{ type: 'Edm.Double', value: -0 }, '-0.0'],
      [{ type: 'Edm.Boolean', value: false }, 'false'],
      [
        { type: 'Edm.DateTime', value: 633_512_448_000_000_000n },
        "datetime'2008-07-10T00:00:00.0000000Z'",
      ],
      [
        { type: 'Edm.Guid', value: 'c9da6455-213d-42c9-9a79-3e9149a57833' },
        "guid'c9da6455-213d-42c9-9a79-3e9149a57833'",
      ],
      [{ type: 'Edm.Binary', value: new Uint8Array([10, 255]) }, "X'0aff'"],
    ];
    for (const [value, text] of cases) expect(formatLiteral(value)).toBe(text);
  });

  it('the lexer reads back exactly the value formatLiteral wrote, for every type', () => {
    // true and false are keywords the parser reads; the other literals are single lexer tokens.
    const types = EDM_TYPES.filter((t) => t !== 'Edm.Boolean');
    fc.assert(
      fc.property(arbEdmValue({ finiteDoubles: true, types }), (value) => {
        const [token, eof] = tokenize(formatLiteral(value));
        expect(eof?.kind).toBe('eof');
        expect(token?.kind === 'literal' && token.value).toEqual(value);
      }),
      { numRuns: 2000, seed: 4 },
    );
  });
});

describe('compareValues', () => {
  it('is null across types, even for equal-looking values', () => {
    expect(
      compareValues({ type: 'Edm.Int32', value: 10 }, { type: 'Edm.Double', value: 10 }),
    ).toBeNull();
    expect(
      compareValues({ type: 'Edm.Int32', value: 10 }, { type: 'Edm.Int64', value: 10n }),
    ).toBeNull();
    expect(
      compareValues({ type: 'Edm.String', value: '10' }, { type: 'Edm.Int32', value: 10 }),
    ).toBeNull();
  });

  it('orders strings by UTF-16 code unit, case-sensitively', () => {
    const s = (value: string): EdmValue => ({ type: 'Edm.String', value });
    expect(compareValues(s('10'), s('9'))).toBe(-1);
    expect(compareValues(s('Z'), s('a'))).toBe(-1);
    // U+FF21 sorts after a surrogate pair's high unit U+D83D, unlike code point order.
    expect(compareValues(s('\uff21'), s('\ud83d\ude00'))).toBe(1);
  });

  it('puts NaN below every number and equal to itself, false below true', () => {
    const d = (value: number): EdmValue => ({ type: 'Edm.Double', value });
    expect(compareValues(d(Number.NaN), d(-Infinity))).toBe(-1);
    expect(compareValues(d(Number.NaN), d(Number.NaN))).toBe(0);
    expect(compareValues(d(-0), d(0))).toBe(0);
    expect(
      compareValues({ type: 'Edm.Boolean', value: false }, { type: 'Edm.Boolean', value: true }),
    ).toBe(-1);
  });

  it('is a total order within each type: antisymmetric and transitive', () => {
    for (const type of EDM_TYPES) {
      const v = arbEdmValue({ types: [type] });
      fc.assert(
        fc.property(v, v, v, (a, b, c) => {
          const ab = compareValues(a, b) as number;
          expect(compareValues(b, a)).toBe(ab === 0 ? 0 : -ab);
          if (ab <= 0 && (compareValues(b, c) as number) <= 0) {
            expect(compareValues(a, c) as number).toBeLessThanOrEqual(0);
          }
          expect(equalValues(a, a)).toBe(true);
        }),
        { numRuns: 200, seed: 5 },
      );
    }
  });
});
