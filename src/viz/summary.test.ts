import { describe, expect, it } from 'vitest';
import type { PageSummary, QueryAnalysis } from '../engine';
import { createTranslator } from '../i18n/translate';
import type { StripLayout } from './strip-layout';
import { mapSummary, sampleShare, stripSummary, timelineSummary } from './summary';

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

describe('stripSummary', () => {
  const layout = (returned: number, rejected: number, skipped: number): StripLayout => ({
    mode: 'partition',
    key: 'RowKey',
    width: 100,
    columns: [{ x: 0, width: 100, first: 0, last: 0, returned, rejected, skipped }],
    ranges: [],
  });

  it('the key-range strip contradicts the counters at 100,000 entities: a sampled strip gives shares of the sample, never counts', () => {
    const text = stripSummary(en, layout(2000, 0, 0), "Partition 'Sales'", 100_000);
    expect(text).toBe(
      "Partition 'Sales': 100,000 entities in RowKey order, drawn as an even sample of 2,000 entities. Nothing is scanned. Of the sample, 100 % returned, 0 % scanned and rejected, 0 % not read; the counters above count every entity.",
    );
    expect(text).not.toContain('2,000 returned');
    expect(sampleShare(1, 2000)).toBe(1);
    expect(sampleShare(1999, 2000)).toBe(99);
  });

  it('an unsampled strip counts its entities', () => {
    expect(stripSummary(en, layout(3, 2, 1), "Partition 'Sales'", null)).toBe(
      "Partition 'Sales': 6 entities in RowKey order. Nothing is scanned. 3 returned, 2 scanned and rejected, 1 not read.",
    );
  });
});
