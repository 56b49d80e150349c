import { describe, expect, it } from 'vitest';
import { compareAnswers, mergeAnswer } from './answer-merge';

const e = (pk: string, rk: string) => ({ PartitionKey: pk, RowKey: rk });

describe('mergeAnswer', () => {
  const runs = [
    { table: 't', entities: [e('b', '1'), e('b', '3')] },
    { table: 't', entities: [e('a', '2'), e('a', '3')] },
  ];

  it('keeps queries one after another in order, cut at $top', () => {
    expect(mergeAnswer(runs, 'in-order', 3).map((k) => k.rowKey)).toEqual(['1', '3', '2']);
  });

  it('merges by RowKey, then PartitionKey', () => {
    expect(
      mergeAnswer(runs, 'by-row-key', undefined).map((k) => `${k.partitionKey}${k.rowKey}`),
    ).toEqual(['b1', 'a2', 'a3', 'b3']);
  });
});

describe('compareAnswers', () => {
  const k = (rk: string, table = 't') => ({ table, partitionKey: 'p', rowKey: rk });

  it('agrees on the same keys in the same order only', () => {
    expect(compareAnswers([k('1'), k('2')], [k('1'), k('2')]).agree).toBe(true);
    expect(compareAnswers([k('1'), k('2')], [k('2'), k('1')])).toMatchObject({
      agree: false,
      firstDifference: 0,
    });
    expect(compareAnswers([k('1')], [k('1'), k('2')])).toMatchObject({
      agree: false,
      firstDifference: 1,
      model: 1,
      live: 2,
    });
    expect(compareAnswers([k('1', 'a')], [k('1', 'b')]).agree).toBe(false);
  });
});
