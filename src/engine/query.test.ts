import { describe, expect, it } from 'vitest';
import type { WireEntity } from './entity';
import { ASSUME_TOP_PAGES } from './plan-assumptions';
import { analyzeQuery, partitionDetail, runQuery, runQueryPage } from './query';
import type { Continuation, QueryOptions } from './query-types';
import { entitySize } from './size';
import { createTable, type Table } from './table';

/** `count` entities per partition, RowKeys zero-padded, Even true on even ids. */
function table(partitions: string[], count: number): Table {
  const wires: WireEntity[] = [];
  for (const pk of partitions) {
    for (let i = 0; i < count; i++) {
      wires.push({ PartitionKey: pk, RowKey: String(i).padStart(5, '0'), Even: i % 2 === 0 });
    }
  }
  return createTable(wires).table;
}

function allPages(t: Table, options: QueryOptions) {
  const pages = [];
  let token: Continuation | null = null;
  do {
    const r = runQueryPage(t, options, token);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    pages.push(r.page);
    token = r.page.continuation;
  } while (token !== null);
  return pages;
}

function run(t: Table, options: QueryOptions) {
  const r = runQuery(t, options);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r;
}

describe('pages', () => {
  it('a page holds at most 1000 entities; the continuation names the next key', () => {
    const t = table(['p'], 2500);
    const r = run(t, {});
    expect(r.pages.map((p) => [p.returned, p.endedBy])).toEqual([
      [1000, 'page-size'],
      [1000, 'page-size'],
      [500, 'end'],
    ]);
    expect(r.pages[0]!.continuation).toEqual({ nextPartitionKey: 'p', nextRowKey: '01000' });
    expect(r.pages[2]!.continuation).toBeNull();
    expect(r.stats.requests).toBe(3);
    expect(r.entities).toHaveLength(2500);
  });

  it('$top sizes every page, and the query still reads to the end', () => {
    const t = table(['p'], 10);
    const r = run(t, { top: 4 });
    expect(r.pages.map((p) => p.returned)).toEqual([4, 4, 2]);
    expect(r.plan.assumptions).toContain(ASSUME_TOP_PAGES);
  });

  it('a page that fills on the last entity in range ends the query', () => {
    const r = run(table(['p'], 1000), {});
    expect(r.pages).toHaveLength(1);
    expect(r.pages[0]).toMatchObject({ continuation: null, endedBy: 'end' });
  });

  it('a full page with only non-matches after it leads to an empty last page', () => {
    const t = table(['p'], 2001);
    const r = run(t, { filter: 'Even' });
    expect(r.pages.map((p) => [p.returned, p.scanned])).toEqual([
      [1000, 1999],
      [1, 2],
    ]);
    const t2 = table(['p'], 2000);
    const r2 = run(t2, { filter: 'Even' });
    expect(r2.pages.map((p) => [p.returned, p.scanned, p.endedBy])).toEqual([
      [1000, 1999, 'page-size'],
      [0, 1, 'end'],
    ]);
  });

  it('with a range boundary at every partition, pages end at each, even when empty', () => {
    const t = table(['a', 'b', 'c'], 3);
    const options: QueryOptions = {
      filter: "RowKey ne '00001' and PartitionKey ne 'b'",
      rangePartitioning: { kind: 'every-partition' },
    };
    const r = run(t, options);
    expect(r.pages.map((p) => [p.returned, p.scanned, p.endedBy])).toEqual([
      [2, 3, 'boundary'],
      [0, 3, 'boundary'],
      [2, 3, 'end'],
    ]);
    expect(r.pages[1]!.continuation).toEqual({ nextPartitionKey: 'c', nextRowKey: '00000' });
    expect(r.stats.requests).toBe(3);
    expect(allPages(t, options).map((p) => p.entities.length)).toEqual([2, 0, 2]);
  });

  it('split-at boundaries end pages only where the scan crosses a split key', () => {
    const t = table(['a', 'b', 'c', 'd'], 2);
    const r = run(t, { rangePartitioning: { kind: 'split-at', partitionKeys: ['d', 'b', 'a'] } });
    expect(r.pages.map((p) => p.returned)).toEqual([2, 4, 2]);
    expect(r.pages.map((p) => p.continuation?.nextPartitionKey ?? null)).toEqual(['b', 'd', null]);
    // The default, one range: no boundary pages.
    expect(run(t, {}).pages).toHaveLength(1);
  });

  it('resuming from a token in the middle of a page continues from that key', () => {
    const t = table(['a', 'b'], 5);
    const r = runQueryPage(t, {}, { nextPartitionKey: 'a', nextRowKey: '00003' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.page.entities.map((e) => `${e.PartitionKey}/${e.RowKey}`)).toEqual([
      'a/00003',
      'a/00004',
      'b/00000',
      'b/00001',
      'b/00002',
      'b/00003',
      'b/00004',
    ]);
    const past = runQueryPage(t, {}, { nextPartitionKey: 'z', nextRowKey: '' });
    expect(past.ok && past.page).toEqual({ entities: [], scanned: 0, continuation: null });
  });

  it('an empty plan costs one request and scans nothing', () => {
    const r = run(table(['a'], 3), { filter: "PartitionKey eq 'a' and PartitionKey eq 'b'" });
    expect(r.stats).toMatchObject({ scanned: 0, returned: 0, requests: 1, partitionsTouched: 0 });
    expect(r.stats.busiestPartitionQueriesPerSecond).toBeNull();
  });
});

describe('counters and projection', () => {
  it('counts per partition, and the busiest partition bounds the query rate', () => {
    const t = table(['a', 'b'], 4);
    const r = run(t, { filter: "PartitionKey ge 'a' and Even" });
    expect(r.stats.perPartition).toEqual([
      { partitionKey: 'a', scanned: 4, returned: 2 },
      { partitionKey: 'b', scanned: 4, returned: 2 },
    ]);
    expect(r.stats.partitionsTouched).toBe(2);
    expect(r.stats.busiestPartitionQueriesPerSecond).toBe(500);
  });

  it('$select projects, missing properties come back null, and bytes count the projection', () => {
    const t = createTable([
      { PartitionKey: 'p', RowKey: '1', Name: 'Ann', Age: 3 },
      { PartitionKey: 'p', RowKey: '2', Age: 4 },
    ]).table;
    const r = run(t, { select: ['Name'] });
    expect(r.entities).toEqual([{ Name: 'Ann' }, { Name: null }]);
    const nameOnly = entitySize({
      PartitionKey: 'p',
      RowKey: '1',
      Timestamp: 0n,
      properties: { Name: { type: 'Edm.String', value: 'Ann' } },
    });
    const keysOnly = 4 + 2 * 2;
    expect(r.stats.bytesReturned).toBe(nameOnly + keysOnly);
    expect(run(t, {}).stats.bytesReturned).toBeGreaterThan(r.stats.bytesReturned);
  });

  it('analyzeQuery gives runQuery figures without entities', () => {
    const t = table(['a', 'b', 'c'], 700);
    const options: QueryOptions = {
      filter: 'Even',
      rangePartitioning: { kind: 'every-partition' },
    };
    const a = analyzeQuery(t, options);
    const r = run(t, options);
    expect(a.ok && { stats: a.stats, pages: a.pages, plan: a.plan }).toEqual({
      stats: r.stats,
      pages: r.pages,
      plan: r.plan,
    });
  });
});

describe('errors are values', () => {
  const t = table(['a'], 2);
  it('a filter error comes back with its code and span', () => {
    const r = runQuery(t, { filter: "Name EQ 'x'" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('KEYWORD_CASE');
      expect(r.error.from).toBe(5);
    }
  });

  it('$top outside 1–1000 is refused, as the service does', () => {
    for (const top of [0, 1001, 2.5]) {
      const r = analyzeQuery(t, { top });
      expect(r.ok ? null : r.error.code).toBe('INVALID_TOP');
    }
  });

  it('a $select name that cannot be a property is refused', () => {
    const r = runQuery(t, { select: ['ok', 'not-ok'] });
    expect(r.ok ? null : r.error.code).toBe('INVALID_SELECT');
  });

  it('a malformed continuation is refused', () => {
    const bad = { nextPartitionKey: 1 } as unknown as Continuation;
    const r = runQueryPage(t, {}, bad);
    expect(r.ok ? null : r.error.code).toBe('INVALID_CONTINUATION');
  });
});

describe('partitionDetail', () => {
  it('marks rows returned, rejected (scanned, not matched) or skipped (outside the range)', () => {
    const t = table(['a', 'b'], 6);
    const filter = "PartitionKey eq 'a' and RowKey ge '00002' and RowKey lt '00005' and Even";
    const d = partitionDetail(t, { filter }, 'a');
    expect(d.ok && d.rows.map((r) => r.mark)).toEqual([
      'skipped',
      'skipped',
      'returned',
      'rejected',
      'returned',
      'skipped',
    ]);
    const other = partitionDetail(t, { filter }, 'b');
    expect(other.ok && other.rows.every((r) => r.mark === 'skipped')).toBe(true);
  });

  it('samples a large partition evenly down to the limit', () => {
    const t = table(['a'], 1000);
    const d = partitionDetail(t, {}, 'a', 100);
    if (!d.ok) throw new Error(JSON.stringify(d.error));
    expect(d).toMatchObject({ total: 1000, sampled: true });
    expect(d.rows).toHaveLength(100);
    expect(d.rows[1]!.rowKey).toBe('00010');
    expect(d.rows[99]!.rowKey).toBe('00990');
  });

  it('an unknown partition has no rows', () => {
    const d = partitionDetail(table(['a'], 1), {}, 'zz');
    expect(d).toEqual({ ok: true, partitionKey: 'zz', total: 0, sampled: false, rows: [] });
  });
});

describe('warnings from the table', () => {
  it('warns about a literal type no stored value has, and about unpadded numeric keys', () => {
    const t = createTable([
      { PartitionKey: 'p', RowKey: '9', Age: 30 },
      { PartitionKey: 'p', RowKey: '10', Age: 31 },
    ]).table;
    const filter = "PartitionKey eq 'p' and RowKey ge '2' and Age gt 30L";
    const r = analyzeQuery(t, { filter });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const byCode = Object.fromEntries(r.plan.warnings.map((w) => [w.code, w]));
    expect(byCode['unpadded-number-key']!.suggestion!.filter).toBe(
      "PartitionKey eq 'p' and RowKey ge '02' and Age gt 30L",
    );
    expect(byCode['literal-type-mismatch']!.suggestion!.filter).toBe(
      "PartitionKey eq 'p' and RowKey ge '2' and Age gt 30",
    );
  });
});
