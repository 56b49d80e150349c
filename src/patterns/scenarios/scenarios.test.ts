import { describe, expect, it } from 'vitest';
import { findDataset } from '../../datasets';
import { checkMatrix, holdRecords, type LoadedComparison, loadComparison } from '../comparison';
import type { CellResult, Scenario } from '../types';
import { writeLoad } from '../write-load';
import { findScenario, SCENARIOS } from './index';

const loadedById = new Map<string, Extract<LoadedComparison, { ok: true }>>();

/** A scenario loaded at its own size with seed 1, as the worker loads it (once per file). */
function load(s: Scenario): Extract<LoadedComparison, { ok: true }> {
  const known = loadedById.get(s.id);
  if (known) return known;
  const dataset = findDataset(s.dataset)!;
  const used = new Set(s.designs.flatMap((d) => d.design.entitySets.map((e) => e.recordType)));
  const types = dataset.recordTypes.filter((t) => used.has(t.name));
  const loaded = loadComparison(types, holdRecords(types, dataset.records(s.size, 1)), s.designs);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
  loadedById.set(s.id, loaded);
  return loaded;
}

/** Every cell of a scenario by "pattern/design". */
function cells(id: string): Map<string, CellResult> {
  const s = findScenario(id)!;
  const m = checkMatrix(load(s), s.patterns, () => 0);
  return new Map(m.cells.flat().map((c) => [`${c.patternId}/${c.designId}`, c]));
}

const expectCell = (c: CellResult | undefined, verdict: string, costClass: string) => {
  expect(c?.verdict, JSON.stringify(c?.summary)).toBe(verdict);
  expect(c?.cost?.costClass).toBe(costClass);
};

describe('the bundled scenarios', () => {
  it('name only datasets and designs that exist, and every query checks without errors', () => {
    for (const s of SCENARIOS) {
      expect(findDataset(s.dataset), s.id).toBeDefined();
      const m = checkMatrix(load(s), s.patterns, () => 0);
      for (const c of m.cells.flat()) expect(c.errors, `${s.id} ${c.patternId}`).toEqual([]);
      for (const c of m.cells.flat())
        expect(c.intended, `${s.id} ${c.patternId}`).toBeGreaterThan(0);
    }
  });

  it('employees: the inter-partition index finds an e-mail with a point query, by department scans', () => {
    const c = cells('employees');
    expectCell(c.get('by-email/inter-partition-index'), 'pass', 'point');
    expectCell(c.get('by-email/intra-partition-index'), 'pass', 'point');
    expectCell(c.get('by-email/by-department'), 'pass', 'partition-scan');
    expectCell(c.get('by-last-name/by-department'), 'pass', 'table-scan');
    const index = c.get('by-last-name/index-entities');
    expectCell(index, 'pass', 'partition-scan');
    expect(index?.cost?.indexReads).toBe(index?.delivered);
    expectCell(c.get('whole-department/intra-partition-index'), 'pass', 'range');
  });

  it('expenses: newest first answers "newest 3" from the top of the partition, oldest first does not', () => {
    const c = cells('expenses');
    expectCell(c.get('newest-of-employee/log-tail'), 'pass', 'partition-scan');
    expect(c.get('newest-of-employee/oldest-first')?.verdict).toBe('fail');
    expectCell(c.get('date-range/log-tail'), 'pass', 'range');
    expectCell(c.get('date-range/oldest-first'), 'pass', 'range');
  });

  it('logs: an hour is one partition by hour, one query per bucket merged by RowKey when hash-bucketed', () => {
    const c = cells('logs');
    const hot = c.get('one-hour/log-by-hour');
    expectCell(hot, 'pass', 'partition-scan');
    const bucketed = c.get('one-hour/log-hash-bucketed');
    // Ten partition reads, merged into time order: the hour's events and nothing else.
    expectCell(bucketed, 'pass', 'partition-scan');
    expect(bucketed?.filters).toHaveLength(10);
    expect(bucketed?.merge).toBe('by-row-key');
    expect(bucketed?.cost?.scanned).toBe(hot?.cost?.scanned);
    expect(bucketed?.cost?.requests).toBeGreaterThanOrEqual(10);
    expectCell(c.get('errors-in-range/log-by-hour'), 'pass', 'multi-partition-scan');
    // One PartitionKey range per bucket reads only the hours asked for, never the whole table.
    const errors = c.get('errors-in-range/log-hash-bucketed');
    expectCell(errors, 'pass', 'multi-partition-scan');
    expect(errors?.cost?.scanned).toBe(c.get('errors-in-range/log-by-hour')?.cost?.scanned);
  });

  it('expenses: one table per month reads the newest month first and a date range in its month', () => {
    const c = cells('expenses');
    const newest = c.get('newest-of-employee/table-per-month');
    expect(newest?.verdict, JSON.stringify(newest?.summary)).toBe('pass');
    expect(newest?.tables?.[0]).toBe('Expenses202412');
    // A month holds few of one employee's expenses: the client reads back month by month until
    // it has three, and stops before the oldest (one request a month here), where the one-table
    // log tail reads one partition's top.
    const months = newest?.cost?.requests ?? 0;
    expect(months).toBeGreaterThan(1);
    expect(months).toBeLessThan(12);
    expect(c.get('newest-of-employee/log-tail')?.cost?.requests).toBe(1);
    const range = c.get('date-range/table-per-month');
    expectCell(range, 'pass', 'range');
    expect(range?.tables).toEqual(['Expenses202403']);
    // The same range of the same partition as the one-table log tail: the same entities read.
    expect(range?.cost?.scanned).toBe(c.get('date-range/log-tail')?.cost?.scanned);
    const s = findScenario('expenses')!;
    const m = checkMatrix(load(s), s.patterns, () => 0);
    const footer = m.footers[s.designs.findIndex((d) => d.id === 'table-per-month')]!;
    expect(footer.tables?.count).toBe(12);
    expect(footer.entities).toBe(m.footers[0]!.entities);
    // A partition is a table's: each month repeats the departments.
    expect(footer.partitions).toBe(12 * m.footers[0]!.partitions);
  });

  it('departments: a header row read with the members is expected, not extra', () => {
    const c = cells('departments');
    const roster = c.get('roster/heterogeneous');
    expectCell(roster, 'pass', 'partition-scan');
    expect(roster?.alsoRead).toBe(1);
    expect(roster?.cost?.returned).toBe((roster?.delivered ?? 0) + 1);
    const plain = c.get('roster/by-department');
    expectCell(plain, 'pass', 'partition-scan');
    expect(plain?.alsoRead).toBeUndefined();
    expectCell(c.get('department-row/heterogeneous'), 'pass', 'point');
    expect(c.get('department-row/by-department')?.verdict).toBe('no-query');
    expectCell(c.get('member/heterogeneous'), 'pass', 'point');
  });

  it('message counts: a day is one point read of the series, one hour returns whole days', () => {
    const c = cells('message-counts');
    expectCell(c.get('day-of-employee/messages-series'), 'pass', 'point');
    expectCell(c.get('day-of-employee/messages-hourly'), 'pass', 'range');
    expectCell(c.get('hour-across-everyone/messages-hourly'), 'pass', 'table-scan');
    const series = c.get('hour-across-everyone/messages-series');
    expect(series?.verdict).toBe('fail');
    expect(series?.counts.extra).toBe(23 * (series?.delivered ?? 0));
  });

  it('logs: sustained writes overload the hour partition; hash buckets stay within the target', () => {
    const s = findScenario('logs')!;
    const load5000 = writeLoad(load(s), s.writeLoad!);
    if (!load5000.ok) throw new Error(JSON.stringify(load5000.error));
    const [hot, hashed] = load5000.load.designs;
    expect(hot?.designId).toBe('log-by-hour');
    expect(hot?.passes).toBe(false);
    expect(hot?.peakPartitionRate).toBeGreaterThan(2000);
    expect(hot?.hotPartitions[0]?.share).toBeGreaterThan(0.9);
    expect(hashed?.passes).toBe(true);
    expect(hashed?.peakPartitionRate).toBeLessThan(1000);
    expect(hashed?.hotPartitions.length).toBe(5);
  });
});
