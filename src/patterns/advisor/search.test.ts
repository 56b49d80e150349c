import { describe, expect, it } from 'vitest';
import { findDataset } from '../../datasets';
import { checkMatrix, holdRecords, loadComparison } from '../comparison';
import { findScenario } from '../scenarios';
import { workloadCost } from '../workload/cost';
import { EXAMPLE_PRICES } from '../workload/rules';
import { adviseDesigns } from './search';
import type { Advice, ProposedDesign } from './types';

/** The advisor's answer on a bundled scenario's records (at `size`), its workload and write load. */
function advise(id: string, size?: number): Promise<Advice> {
  const s = findScenario(id)!;
  const dataset = findDataset(s.dataset)!;
  const used = new Set(s.patterns.map((p) => p.recordType));
  const types = dataset.recordTypes.filter((t) => used.has(t.name));
  const records = holdRecords(types, dataset.records(size ?? s.size, 1));
  return adviseDesigns(
    types,
    records,
    s.patterns,
    {
      prices: EXAMPLE_PRICES,
      scale: null,
      ...(s.workload ? { workload: s.workload } : {}),
      ...(s.writeLoad ? { writeLoad: s.writeLoad } : {}),
    },
    () => performance.now(),
  );
}

const describeBest = (a: Advice) =>
  a.best
    .map((d) => `${d.design.name} ${d.monthly.total.toFixed(4)} ${JSON.stringify(d.classes)}`)
    .join('\n');

const topThree = (a: Advice): readonly ProposedDesign[] => a.best.slice(0, 3);

describe('the design search on the bundled scenarios', () => {
  it('employees: the top three hold a design where e-mail and id lookups are point queries', async () => {
    const a = await advise('employees');
    expect(
      topThree(a).some((d) => d.classes['by-email'] === 'point' && d.classes['by-id'] === 'point'),
      describeBest(a),
    ).toBe(true);
  });

  it('expenses: the top three hold newest first by inverted ticks', async () => {
    const a = await advise('expenses');
    expect(
      topThree(a).some((d) => d.design.entitySets.some((s) => s.rowKey.includes('ticks|invert'))),
    ).toBe(true);
  });

  it('logs: the top three spread the writes over hash buckets', async () => {
    const a = await advise('logs');
    expect(
      topThree(a).some((d) => d.design.entitySets.some((s) => s.partitionKey.includes('|hash:'))),
    ).toBe(true);
  });

  it('message counts: the top three hold the data series', async () => {
    const a = await advise('message-counts');
    expect(topThree(a).some((d) => d.design.entitySets.some((s) => s.kind === 'series'))).toBe(
      true,
    );
  });

  it('ranks no design that fails a pattern, and names the pattern no candidate serves', async () => {
    const s = findScenario('employees')!;
    const dataset = findDataset(s.dataset)!;
    const types = dataset.recordTypes.filter((t) => t.name === 'Employee');
    const records = holdRecords(types, dataset.records(500, 1));
    const byId = s.patterns.find((p) => p.id === 'by-id')!;
    // No key orders integers downwards (only ticks invert), so every candidate fails the order.
    const oldestFirst = {
      id: 'oldest-first',
      name: 'Oldest first',
      recordType: 'Employee',
      parameters: [{ name: 'age', value: '20' }],
      intent: 'Age gt {age}',
      order: [{ property: 'Age', descending: true }],
      queries: {},
    };
    const a = await adviseDesigns(
      types,
      records,
      [byId, oldestFirst],
      { prices: EXAMPLE_PRICES, scale: null },
      () => 0,
    );
    expect(a.candidates).toBeGreaterThan(0);
    expect(a.best).toEqual([]);
    expect(a.unserved.map((u) => [u.patternId, u.reason.code])).toEqual([
      ['oldest-first', 'advisor.noneCorrect'],
    ]);
  });

  it('departments: two record types, the department row a point read in its own partition', async () => {
    const a = await advise('departments');
    expect(a.best.length).toBeGreaterThan(0);
    for (const d of a.best) expect(d.classes['department-row']).toBe('point');
  });

  it("ranks by the workload's cost model: the top two's figures are what the comparison's own cost says", async () => {
    const s = findScenario('expenses')!;
    const dataset = findDataset(s.dataset)!;
    const types = dataset.recordTypes.filter((t) => t.name === 'Expense');
    const records = holdRecords(types, dataset.records(s.size, 1));
    const a = await advise('expenses');
    const [x, y] = a.best;
    const loaded = loadComparison(types, records, [
      { id: 'x', design: x!.design },
      { id: 'y', design: y!.design },
    ]);
    if (!loaded.ok) throw new Error('the proposed designs do not load');
    const patterns = s.patterns.map((p) => ({
      ...p,
      queries: { x: x!.answers[p.id]!, y: y!.answers[p.id]! },
    }));
    const matrix = checkMatrix(loaded, patterns, () => 0);
    expect(matrix.cells.flat().every((c) => c.verdict === 'pass')).toBe(true);
    // The advisor assumed one new expense a second (the scenario's workload writes none).
    const workload = {
      reads: [],
      records: { Expense: s.size },
      writes: [
        { id: 'w', name: 'w', recordType: 'Expense', kind: 'insert' as const, perSecond: 1 },
      ],
    };
    const names = { Expense: types[0]!.properties.map((p) => p.name) };
    const cost = workloadCost(
      matrix,
      patterns,
      loaded.designs.map((d) => d.candidate),
      { scale: null, workload },
      EXAMPLE_PRICES,
      names,
    );
    expect(cost.designs[0]!.total).toBeCloseTo(x!.monthly.total, 9);
    expect(cost.designs[1]!.total).toBeCloseTo(y!.monthly.total, 9);
    expect(x!.monthly.total).toBeLessThanOrEqual(y!.monthly.total);
  });

  it('stops at the next pause when the reader cancels, and ranks what it built', async () => {
    const s = findScenario('employees')!;
    const dataset = findDataset(s.dataset)!;
    const types = dataset.recordTypes.filter((t) => t.name === 'Employee');
    const records = holdRecords(types, dataset.records(500, 1));
    let pauses = 0;
    const a = await adviseDesigns(
      types,
      records,
      s.patterns,
      { prices: EXAMPLE_PRICES, scale: null },
      () => 0,
      undefined,
      {
        pause: async () => {
          pauses++;
        },
        cancelled: () => pauses >= 3,
      },
    );
    expect(a.cancelled).toBe(true);
    expect(a.candidates).toBeGreaterThan(0);
    expect(a.candidates).toBeLessThanOrEqual(3);
    const whole = await advise('employees', 500);
    expect(whole.cancelled).toBe(false);
    expect(whole.candidates).toBeGreaterThan(3);
  });
});
