import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import type { Goal } from '../../lessons';
import { bestText, goalSummary, rangeWords, readsText } from './goal-text';

const en = createTranslator('en');
const bound = (value: string) => ({ value, inclusive: true });
const goal: Goal = {
  costClass: 'range',
  requests: 1,
  scanned: 25,
  returned: 25,
  perPartition: [{ partitionKey: 'Sales', scanned: 25, returned: 25 }],
  ranges: [
    {
      partitionKey: { lower: bound('Sales'), upper: bound('Sales') },
      rowKey: { lower: bound('000100'), upper: bound('000199') },
    },
  ],
  partitions: null,
  par: true,
};

describe('a goal in words', () => {
  it('says the reference answer’s class, counts and ranges', () => {
    expect(goalSummary(en, goal)).toBe(
      'The reference answer: a range query, 1 request, 25 entities scanned, 25 returned.',
    );
    expect(readsText(en, goal)).toBe("It reads RowKeys '000100' to '000199' of partition 'Sales'.");
    const scan = {
      partitionKey: { lower: null, upper: null },
      rowKey: { lower: null, upper: null },
    };
    expect(rangeWords(en, scan)).toBe('every row of every partition');
    expect(readsText(en, { ...goal, ranges: [scan, scan, scan] })).toBe(
      'It reads every row of every partition, every row of every partition and 1 more range.',
    );
  });

  it('puts the learner’s best against the par', () => {
    expect(bestText(en, goal, undefined)).toBe('Your best: none yet.');
    expect(bestText(en, goal, { requests: 1, scanned: 25 })).toBe(
      'Your best: 1 request, 25 entities scanned, at par.',
    );
    expect(bestText(en, goal, { requests: 1, scanned: 250 })).toMatch(/over par/);
    expect(bestText(en, goal, { requests: 1, scanned: 5 })).toMatch(/under par/);
  });
});
