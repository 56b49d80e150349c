import { describe, expect, it } from 'vitest';
import { readSeekClause, spanOfBound, spansOverlap } from './seek-links';

describe('readSeekClause', () => {
  it('reads forward and reversed key comparisons, unescaping doubled quotes', () => {
    const f = "PartitionKey eq 'O''Brien' and '0001' le RowKey";
    expect(readSeekClause(f, { from: 0, to: 26 })).toEqual({
      span: { from: 0, to: 26 },
      property: 'PartitionKey',
      side: 'both',
      value: "O'Brien",
      inclusive: true,
    });
    // '0001' le RowKey is RowKey ge '0001'.
    expect(readSeekClause(f, { from: 31, to: f.length })).toMatchObject({
      property: 'RowKey',
      side: 'lower',
      value: '0001',
      inclusive: true,
    });
    expect(readSeekClause('Age gt 30', { from: 0, to: 9 })).toBeNull();
  });
});

describe('spanOfBound', () => {
  it('links each bound to the clause that set it', () => {
    const f = "PartitionKey eq 'Sales' and RowKey ge '0001' and RowKey lt '0002'";
    const seek = [
      { from: 0, to: 23 },
      { from: 28, to: 44 },
      { from: 49, to: 65 },
    ];
    expect(spanOfBound(f, seek, 'RowKey', 'lower', { value: '0001', inclusive: true })).toEqual({
      from: 28,
      to: 44,
    });
    expect(spanOfBound(f, seek, 'RowKey', 'upper', { value: '0002', inclusive: false })).toEqual({
      from: 49,
      to: 65,
    });
    expect(spanOfBound(f, seek, 'RowKey', 'upper', { value: '0002', inclusive: true })).toBeNull();
    expect(
      spanOfBound(f, seek, 'PartitionKey', 'lower', { value: 'Sales', inclusive: true }),
    ).toEqual({
      from: 0,
      to: 23,
    });
  });

  it('says when spans overlap', () => {
    expect(spansOverlap({ from: 0, to: 5 }, { from: 4, to: 9 })).toBe(true);
    expect(spansOverlap({ from: 0, to: 5 }, { from: 5, to: 9 })).toBe(false);
    expect(spansOverlap(null, { from: 5, to: 9 })).toBe(false);
  });
});
