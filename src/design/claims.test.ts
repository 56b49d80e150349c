import { describe, expect, it } from 'vitest';
import { Claims, PartitionRows } from './claims';

describe('PartitionRows', () => {
  it('accepts ascending keys and finds a repeat of any earlier key once order breaks', () => {
    const rows = new PartitionRows();
    expect(['a', 'b', 'c'].map((k, i) => rows.claim(k, i))).toEqual([-1, -1, -1]);
    expect(rows.claim('b', 9)).toBe(1);
    expect(rows.claim('a0', 10)).toBe(-1);
    expect(rows.claim('a0', 11)).toBe(10);
    expect(rows.claim('c', 12)).toBe(2);
    expect(rows.count).toBe(4);
  });

  it('treats a repeat of the last key as a collision, also on the ascending path', () => {
    const rows = new PartitionRows();
    rows.claim('', 0);
    expect(rows.claim('', 1)).toBe(0);
  });
});

describe('Claims', () => {
  it('keeps partitions apart and counts their rows, in order of first appearance', () => {
    const claims = new Claims();
    expect(claims.claim('A', 'x', 1)).toBe(-1);
    expect(claims.claim('B', 'x', 2)).toBe(-1);
    expect(claims.claim('A', 'y', 3)).toBe(-1);
    expect(claims.claim('A', 'x', 4)).toBe(1);
    expect([...claims.partitions].map(([pk, rows]) => [pk, rows.count])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });
});
