import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowKeyOrder } from './row-key-sort';

/** The reference: positions sorted by ordinal key order (JS `<`), stable. */
function reference(keys: readonly string[]): number[] {
  return keys
    .map((_, i) => i)
    .sort((x, y) => (keys[x]! < keys[y]! ? -1 : keys[x]! > keys[y]! ? 1 : x - y));
}

/** Keys that share prefixes and differ past the packed window, in ASCII and beyond it. */
const key = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc
    .tuple(fc.constantFrom('email_', 'empid_', 'e', ''), fc.string({ maxLength: 20 }))
    .map(([p, s]) => p + s),
  fc
    .tuple(fc.constantFrom('name_Smith.alex', 'name_Smith.alexandra'), fc.nat(99))
    .map(([p, n]) => `${p}${n}`),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

describe('rowKeyOrder', () => {
  it('orders positions as the ordinal comparison does, stably', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 300 }), (keys) => {
        expect(Array.from(rowKeyOrder(keys))).toEqual(reference(keys));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the input run first among equal keys, and places a shorter key before its extensions', () => {
    const keys = ['b', 'a', 'c', 'b', 'ab', 'a\u00e9', 'a\uffff', 'a'];
    expect(Array.from(rowKeyOrder(keys))).toEqual(reference(keys));
    expect(Array.from(rowKeyOrder(keys)).map((i) => keys[i])).toEqual([
      'a',
      'a',
      'ab',
      'a\u00e9',
      'a\uffff',
      'b',
      'b',
      'c',
    ]);
  });

  it('tells apart keys equal in the packed window that differ after it', () => {
    const keys = [
      'email_smith.alexander2@x',
      'email_smith.alexander1@x',
      'email_smith.alexander10@x',
    ];
    // '0' (U+0030) sorts before '@' (U+0040): ...alexander10@ < ...alexander1@ < ...alexander2@.
    expect(Array.from(rowKeyOrder(keys))).toEqual([2, 1, 0]);
  });

  it('orders a long ascending run with unordered keys after it, as a copy set with index entities arrives', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => String(i).padStart(6, '0'));
    const keys = [...ids, 'Smith', '000500', 'Jones', '001999', 'Adams', '', '000000'];
    expect(Array.from(rowKeyOrder(keys))).toEqual(reference(keys));
    expect(Array.from(rowKeyOrder(ids))).toEqual(ids.map((_, i) => i));
  });

  it('orders no keys and one key', () => {
    expect(Array.from(rowKeyOrder([]))).toEqual([]);
    expect(Array.from(rowKeyOrder(['x']))).toEqual([0]);
  });
});
