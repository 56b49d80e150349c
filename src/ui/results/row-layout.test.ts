import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixSums } from '../../protocol/packed-pages';
import { type ListItem, rowLayout } from './row-layout';

/** The layout spelled out item by item, to check the arithmetic against. */
function naive(returned: readonly number[]): ListItem[] {
  const items: ListItem[] = [];
  returned.forEach((n, page) => {
    items.push({ kind: 'break', page });
    for (let offset = 0; offset < n; offset++) items.push({ kind: 'row', page, offset });
  });
  return items;
}

describe('rowLayout', () => {
  it('puts a break before each page, including empty pages that only carry a continuation', () => {
    const layout = rowLayout(prefixSums([2, 0, 1]));
    expect(layout.count).toBe(6);
    expect([0, 1, 2, 3, 4, 5].map((i) => layout.at(i))).toEqual(naive([2, 0, 1]));
    expect(layout.breakIndex(2)).toBe(4);
  });

  it('agrees with the item-by-item layout for any page sizes (seeded)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }), (returned) => {
        const layout = rowLayout(prefixSums(returned));
        const items = naive(returned);
        expect(layout.count).toBe(items.length);
        expect(items.map((_, i) => layout.at(i))).toEqual(items);
      }),
      { seed: 5, numRuns: 100 },
    );
  });

  it('rejects an index outside the list', () => {
    expect(() => rowLayout(prefixSums([1])).at(2)).toThrow(RangeError);
  });
});
