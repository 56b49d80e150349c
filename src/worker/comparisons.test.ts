import { describe, expect, it } from 'vitest';
import { builtColumns } from '../engine';
import { comparisonTableName, findScenario, hasModelFacts } from '../patterns';
import { createApi } from './api';
import { EngineSession } from './session';

describe('the worker comparison API', () => {
  const api = createApi(new EngineSession(() => 0));
  const s = findScenario('employees')!;

  it('loads every design over one set of records and checks the matrix', () => {
    const loaded = api.loadComparison('c1', { dataset: s.dataset, size: 400, seed: 1 }, s.designs);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.value.records).toEqual({ Employee: 400 });
    expect(loaded.value.candidates.map((c) => c.table)).toEqual(
      s.designs.map((d) => comparisonTableName('c1', d.id)),
    );
    const answer = api.checkMatrix(7, 'c1', s.patterns);
    expect(answer.requestId).toBe(7);
    if (!answer.result.ok) throw new Error(JSON.stringify(answer.result.error));
    const m = answer.result.value;
    expect(m.cells.length).toBe(s.patterns.length);
    expect(m.footers.map((f) => f.designId)).toEqual(s.designs.map((d) => d.id));
  });

  it("answers a first matrix's cells before the model's facts, then the same cells with them", () => {
    const session = new EngineSession(() => 0);
    const own = createApi(session);
    own.loadComparison('c4', { dataset: s.dataset, size: 600, seed: 1 }, s.designs);
    const byDepartment = session.comparisons.loaded('c4')!.designs[0]!.parts[0]!.table;
    const first = own.checkMatrix(1, 'c4', s.patterns, true).result;
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    expect(hasModelFacts(first.value)).toBe(false);
    expect(first.value.pinned).toBeUndefined();
    expect(first.value.footers.every((f) => f.growth === undefined)).toBe(true);
    // 'by-last-name' scans the by-department table on LastName: read from the entities first.
    expect(builtColumns(byDepartment, 'LastName')).toBe(0);
    const full = own.checkMatrix(2, 'c4', s.patterns).result;
    if (!full.ok) throw new Error(JSON.stringify(full.error));
    expect(hasModelFacts(full.value)).toBe(true);
    expect(full.value.cells).toEqual(first.value.cells);
    expect(builtColumns(byDepartment, 'LastName')).toBe(byDepartment.partitions.length);
    // Checked afresh with columns built from the start, every cell is the same.
    own.loadComparison('c5', { dataset: s.dataset, size: 600, seed: 1 }, s.designs);
    const fresh = own.checkMatrix(3, 'c5', s.patterns).result;
    if (!fresh.ok) throw new Error(JSON.stringify(fresh.error));
    expect(fresh.value.cells).toEqual(first.value.cells);
    expect(fresh.value.footers).toEqual(full.value.footers);
    expect(fresh.value.pinned).toEqual(full.value.pinned);
  });

  it('builds, as it loads, the columns its patterns scan across partitions, and answers the same', () => {
    const session = new EngineSession(() => 0);
    const own = createApi(session);
    // 7,000 records: 70 a department, enough for a partition to get its columns at load.
    const recipe = { dataset: s.dataset, size: 7000, seed: 1 };
    own.loadComparison('c6', recipe, s.designs, undefined, { patterns: s.patterns });
    const [byDepartment, , , indexEntities] = session.comparisons
      .loaded('c6')!
      .designs.map((d) => d.parts[0]!.table);
    // Before any check: the last-name scan's column in every department of by-department; none
    // where the queries stay in one partition (index entities), nor for a partition-bound scan.
    expect(builtColumns(byDepartment!, 'LastName')).toBe(byDepartment!.partitions.length);
    expect(builtColumns(byDepartment!, 'Age')).toBe(0);
    expect(builtColumns(indexEntities!, 'LastName')).toBe(0);
    const primed = own.checkMatrix(1, 'c6', s.patterns, true).result;
    own.loadComparison('c7', recipe, s.designs);
    const plain = own.checkMatrix(2, 'c7', s.patterns, true).result;
    if (!primed.ok || !plain.ok) throw new Error('a matrix was refused');
    expect(primed.value.cells).toEqual(plain.value.cells);
  });

  it('re-checks a row when one parameter changes', () => {
    api.loadComparison('c2', { dataset: s.dataset, size: 400, seed: 1 }, s.designs);
    const byEmail = s.patterns.find((p) => p.id === 'by-email')!;
    const other = {
      ...byEmail,
      parameters: [
        { name: 'dept', value: "'HR'" },
        { name: 'email', value: "'nobody@contoso.com'" },
      ],
    };
    const first = api.checkMatrix(1, 'c2', [byEmail]).result;
    const second = api.checkMatrix(2, 'c2', [other]).result;
    if (!first.ok || !second.ok) throw new Error('not loaded');
    expect(first.value.cells[0]![0]!.delivered).toBe(1);
    expect(second.value.cells[0]![0]!.intended).toBe(0);
  });

  it("lets the explorer's calls read a design's table, and frees it when dropped", () => {
    api.loadComparison('c3', { dataset: s.dataset, size: 200, seed: 1 }, s.designs);
    const table = comparisonTableName('c3', 'inter-partition-index');
    const a = api.analyze(1, table, { filter: "PartitionKey eq 'email_HR'" }, null, 10).result;
    expect(a.analysis.ok).toBe(true);
    api.dropComparison('c3');
    expect(() => api.analyze(2, table, { filter: '' }, null, 10)).toThrow(/worker.noTable/);
    expect(api.checkMatrix(3, 'c3', s.patterns).result).toMatchObject({ ok: false });
  });

  it('answers write load and projection for a loaded comparison, and says when none is', () => {
    const logs = findScenario('logs')!;
    api.loadComparison('logs', { dataset: logs.dataset, size: 5000, seed: 1 }, logs.designs);
    const w = api.writeLoad('logs', logs.writeLoad!);
    if (!w.ok) throw new Error(JSON.stringify(w.error));
    expect(w.value.designs.map((d) => d.passes)).toEqual([false, true]);
    const p = api.projection('logs', logs.patterns, 100_000_000);
    if (!p.ok) throw new Error(JSON.stringify(p.error));
    expect(p.value.records).toBe(100_000_000);
    expect(api.writeLoad('nope', logs.writeLoad!)).toMatchObject({ ok: false });
  });

  it('refuses an unknown dataset without touching what is loaded', () => {
    const r = api.loadComparison('c1', { dataset: 'nope', size: 10, seed: 1 }, s.designs);
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'worker.noDataset', params: { id: 'nope' } },
    });
    expect(api.checkMatrix(1, 'c1', s.patterns).result.ok).toBe(true);
  });
});
