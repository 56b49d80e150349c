import { describe, expect, it } from 'vitest';
import type { PageSummary, QueryAnalysis } from '../engine';
import { createTranslator } from '../i18n/translate';
import { mapSummary, timelineSummary } from './summary';

const en = createTranslator('en');

describe('mapSummary', () => {
  it('states partitions touched and entities scanned in words', () => {
    const analysis = {
      plan: { costClass: 'point' },
      stats: { partitionsTouched: 1, scanned: 1, returned: 1, requests: 1 },
    } as unknown as QueryAnalysis;
    expect(mapSummary(en, analysis, 100, 1_000_000)).toBe(
      'Point query: the query touches 1 of 100 partitions and scans 1 entity; it returns 1 entity in 1 request.',
    );
    expect(mapSummary(en, null, 1, 2)).toBe(
      'The table has 1 partition holding 2 entities. No query has run.',
    );
  });
});

describe('timelineSummary', () => {
  const page = (index: number, returned: number, next: string | null): PageSummary => ({
    index,
    scanned: returned,
    returned,
    continuation: next === null ? null : { nextPartitionKey: next, nextRowKey: '000001' },
    endedBy: next === null ? 'end' : 'page-size',
  });

  it('counts requests and continuations, naming the first one', () => {
    expect(timelineSummary(en, [page(0, 1000, 'IT'), page(1, 10, null)])).toBe(
      "2 requests return 1,010 entities; one page carries a continuation. The first continuation is NextPartitionKey 'IT', NextRowKey '000001'.",
    );
    expect(timelineSummary(en, [page(0, 1, null)])).toBe(
      '1 request returns 1 entity; no page carries a continuation.',
    );
    expect(timelineSummary(en, [])).toBe('No requests.');
  });
});
