/**
 * The parser returns, never throws, on arbitrary text: 100,000 random strings built from filter
 * fragments (so they get deep into the grammar) and arbitrary UTF-16 code units.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilter } from './parser';
import { printFilter } from './printer';

const FRAGMENTS = [
  ' ',
  '(',
  ')',
  ',',
  "'",
  "''",
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'and',
  'or',
  'not',
  'EQ',
  'Not',
  'true',
  'false',
  'null',
  'Name',
  'PartitionKey',
  'RowKey',
  "'Sales'",
  '42',
  '-7',
  '42L',
  '4.5',
  '1.5E3',
  '1e1',
  '10.',
  "datetime'",
  "datetime'2008-07-10T00:00:00Z'",
  "guid'",
  "X'0a",
  "X'0aff'",
  'binary',
  'startswith',
  'add',
  'in',
  'has',
  '99999999999',
  '=',
  '!',
  '"',
  '\u0000',
  '\uffff',
  '\ud800',
];

const text = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 4 },
      { arbitrary: fc.string({ maxLength: 3 }), weight: 1 },
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

describe('parseFilter on random text', () => {
  it('returns a result or an error with a valid span, and never throws, on 100,000 strings', () => {
    let accepted = 0;
    fc.assert(
      fc.property(text, (t) => {
        const r = parseFilter(t);
        if (r.ok) {
          accepted++;
          // Whatever parses prints to text that parses again.
          return parseFilter(printFilter(r.ast)).ok;
        }
        const { from, to, code, message } = r.error;
        return (
          0 <= from &&
          from <= to &&
          to <= t.length &&
          code.length > 0 &&
          message.code.startsWith('engine.')
        );
      }),
      { numRuns: 100_000, seed: 20260303 },
    );
    // The generator reaches valid filters too, not only errors.
    expect(accepted).toBeGreaterThan(100);
  });
});
