import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKeyLedger } from './key-ledger';

/** Claims every row in a ledger, keeping what it keeps, and returns its answers. */
function ledgerAnswers(rows: readonly (readonly [string, string])[]): (number | undefined)[] {
  const kept: [string, string, number][] = [];
  const ledger = createKeyLedger(() => kept);
  return rows.map(([p, r], line) => {
    const first = ledger.claim(p, r, line);
    if (first === undefined) kept.push([p, r, line]);
    return first;
  });
}

/** The same answers from one map of every key: the rule the ledger must follow. */
function mapAnswers(rows: readonly (readonly [string, string])[]): (number | undefined)[] {
  const seen = new Map<string, number>();
  return rows.map(([p, r], line) => {
    const key = `${p}\u0000${r}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    return first;
  });
}

describe('the key ledger of an import', () => {
  it('names the first line of a repeated key, in order or not, as one map of every key would', () => {
    const key = fc.constantFrom('a', 'b', 'c', '10', '9', '');
    const sorted = fc
      .array(fc.tuple(fc.constantFrom('p', 'q'), key), { maxLength: 30 })
      .map((rows) => [...rows].sort((x, y) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0)));
    const anyOrder = fc.array(fc.tuple(fc.constantFrom('p', 'q', 'r'), key), { maxLength: 30 });
    fc.assert(
      fc.property(fc.oneof(sorted, anyOrder), (rows) => {
        expect(ledgerAnswers(rows)).toEqual(mapAnswers(rows));
      }),
      { seed: 13, numRuns: 1000 },
    );
  });

  it('regression: a key repeated after its partition went out of order is still caught', () => {
    expect(
      ledgerAnswers([
        ['p', '1'],
        ['p', '3'],
        ['p', '2'],
        ['p', '1'],
      ]),
    ).toEqual([undefined, undefined, undefined, 0]);
  });
});
