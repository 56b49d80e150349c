import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { filterPieces, formatBytes, formatRate, formatRatio } from './plan-text';

describe('plan text', () => {
  it('cuts the filter into seek, residual and plain pieces that rebuild it', () => {
    const filter = "PartitionKey eq 'Sales' and LastName eq 'Smith'";
    const pieces = filterPieces(filter, [{ from: 0, to: 23 }], [{ from: 28, to: 47 }]);
    expect(pieces.map((p) => p.role)).toEqual(['seek', 'plain', 'residual']);
    expect(pieces.map((p) => p.text).join('')).toBe(filter);
  });

  it('ignores spans outside the text (an answer for an older, longer filter)', () => {
    expect(filterPieces('A eq 1', [{ from: 0, to: 40 }], [])).toEqual([
      { text: 'A eq 1', role: 'plain' },
    ]);
  });

  it('formats counters for reading at a glance', () => {
    expect(formatRatio(1000, 4)).toBe('250');
    expect(formatRatio(3, 2)).toBe('1.5');
    expect(formatRatio(500, 0)).toBe('500 : 0');
    expect(formatRatio(0, 0)).toBe('—');
    expect(formatBytes(2048)).toBe('2.0 KB');
  });

  it('writes counters the way each language writes numbers and units', () => {
    const ru = createTranslator('ru');
    expect(formatRatio(3, 2, ru)).toBe('1,5');
    expect(formatRate(2000 / 10_000, ru)).toBe('0,2');
    expect(formatRate(2000, ru)).toBe('2\u00a0000');
    expect(formatBytes(2048, ru)).toBe('2,0 КБ');
    expect(formatBytes(3 * 1024 * 1024, createTranslator('zh-CN'))).toBe('3.0 MB');
  });

  it('regression: a busiest-partition rate below 1 query/s showed as "0"', () => {
    // A table scan over partitions of 10,000 entities: 2,000 / 10,000 = 0.2 queries per second.
    expect(formatRate(2000 / 10_000)).toBe('0.2');
    expect(formatRate(2000 / 142_857)).toBe('0.01');
    expect(formatRate(2000 / 1500)).toBe('1.3');
    expect(formatRate(2000 / 50)).toBe('40');
    expect(formatRate(2000)).toBe('2,000');
    expect(formatRate(0)).toBe('0');
  });
});
