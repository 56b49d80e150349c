import { afterEach, describe, expect, it } from 'vitest';
import { coded } from '../../engine';
import { type CandidateDesign, findScenario, type Matrix } from '../../patterns';
import type { EngineConnection, EngineFactory } from '../engine-client';
import { inProcessEngine } from '../in-process-engine';
import { pooledEngine, poolSize, shareDesigns } from './pool';

const disposals: (() => void)[] = [];
afterEach(() => {
  for (const d of disposals.splice(0)) d();
});

function connect(make: (onDeath: () => void) => EngineConnection): EngineConnection {
  const c = make(() => {});
  disposals.push(() => c.dispose());
  return c;
}

/** A matrix without its timing, which differs from run to run. */
const untimed = (m: Matrix) => ({ ...m, ms: 0 });

describe('sharing designs among engines', () => {
  const employees = findScenario('employees')!.designs;

  it('gives each engine about the same work, heaviest design first', () => {
    // Two copies each for the two index designs, one copy (plus a small index set) for the rest.
    expect(shareDesigns(employees, 2)).toEqual([1, 0, 1, 0]);
    expect(employees.map((d) => d.id)).toEqual([
      'by-department',
      'intra-partition-index',
      'inter-partition-index',
      'index-entities',
    ]);
  });

  it('puts every design on the one engine when there is one, and leaves extra engines idle', () => {
    expect(shareDesigns(employees, 1)).toEqual([0, 0, 0, 0]);
    expect(new Set(shareDesigns(employees.slice(0, 2), 4))).toEqual(new Set([0, 1]));
  });

  it('sizes the pool from the machine’s cores, one to three', () => {
    expect(poolSize(undefined)).toBe(1);
    expect(poolSize(2)).toBe(2);
    expect(poolSize(3)).toBe(3);
    expect(poolSize(16)).toBe(3);
    expect(poolSize(0)).toBe(1);
  });
});

describe('a pool of engines answers as one engine does', () => {
  const scenario = findScenario('employees')!;
  const recipe = { dataset: 'employees', size: 3000, seed: 4 };

  it('loads, checks and measures the write load exactly as one engine, in the designs’ order', async () => {
    const one = connect(inProcessEngine);
    const pool = connect(pooledEngine(inProcessEngine, 2));
    const a = await one.calls.loadComparison('c', recipe, scenario.designs);
    const b = await pool.calls.loadComparison('c', recipe, scenario.designs);
    if (!a.ok || !b.ok) throw new Error('a load was refused');
    expect(b.value.candidates.map((c) => c.designId)).toEqual(scenario.designs.map((d) => d.id));
    expect(b.value.candidates).toEqual(a.value.candidates);
    expect(b.value.records).toEqual(a.value.records);

    const m1 = (await one.calls.checkMatrix(1, 'c', scenario.patterns)).result;
    const m2 = (await pool.calls.checkMatrix(7, 'c', scenario.patterns)).result;
    if (!m1.ok || !m2.ok) throw new Error('a check was refused');
    expect(untimed(m2.value)).toEqual(untimed(m1.value));

    const settings = { recordsPerSecond: 500, arrival: { kind: 'uniform' } } as const;
    const w1 = await one.calls.writeLoad('c', settings);
    const w2 = await pool.calls.writeLoad('c', settings);
    expect(w2).toEqual(w1);
  });

  it('tells every engine the patterns to be checked, beside the record types to hold', async () => {
    const told: unknown[] = [];
    const watched: EngineFactory = (onDeath) => {
      const c = inProcessEngine(onDeath);
      const load = c.calls.loadComparison;
      return {
        ...c,
        calls: {
          ...c.calls,
          loadComparison: (...args) => {
            told.push(args[4]);
            return load(...args);
          },
        },
      };
    };
    const pool = connect(pooledEngine(watched, 2));
    const patterns = scenario.patterns;
    await pool.calls.loadComparison('c', recipe, scenario.designs, undefined, { patterns });
    expect(told).toEqual([
      { patterns, alsoTypes: ['Employee'] },
      { patterns, alsoTypes: ['Employee'] },
    ]);
  });

  it('sends a table’s calls to the engine holding it', async () => {
    const pool = connect(pooledEngine(inProcessEngine, 2));
    const loaded = await pool.calls.loadComparison('c', recipe, scenario.designs);
    if (!loaded.ok) throw new Error('the load was refused');
    for (const c of loaded.value.candidates) {
      const described = await pool.calls.describeTable(c.table);
      expect(described.ok, c.designId).toBe(true);
      const page = await pool.calls.page(1, c.table, { filter: '' }, null);
      expect(page.result.ok, c.designId).toBe(true);
    }
  });

  it('asks the engine that applied a design for its entities to seed', async () => {
    const one = connect(inProcessEngine);
    const pool = connect(pooledEngine(inProcessEngine, 2));
    await one.calls.loadComparison('c', recipe, scenario.designs);
    await pool.calls.loadComparison('c', recipe, scenario.designs);
    for (const d of scenario.designs) {
      expect(await pool.calls.seedTables('c', d.id), d.id).toEqual(
        await one.calls.seedTables('c', d.id),
      );
    }
  });

  it('refuses a design that does not fit, naming it, whichever engine had it', async () => {
    const broken: CandidateDesign = {
      id: 'broken',
      design: {
        name: 'Broken',
        entitySets: [
          {
            name: 'primary',
            recordType: 'Employee',
            kind: 'copy',
            partitionKey: '{NoSuchProperty}',
            rowKey: '{EmployeeId}',
            properties: [],
          },
        ],
      },
    };
    const pool = connect(pooledEngine(inProcessEngine, 2));
    const answer = await pool.calls.loadComparison('c', recipe, [...scenario.designs, broken]);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(JSON.stringify(answer.error)).toContain('Broken');
  });

  it('dies once when any of its engines dies, and disposes of them all', async () => {
    const made: ReturnType<typeof inProcessEngine>[] = [];
    const deaths: unknown[] = [];
    const pool = pooledEngine((onDeath) => {
      const e = inProcessEngine(onDeath);
      made.push(e);
      return e;
    }, 3)((reason) => deaths.push(reason));
    made[1]!.crash();
    made[2]!.crash();
    expect(deaths).toEqual([coded('state.engineCrashed')]);
    pool.dispose();
    // The engine that never crashed is stopped with the others.
    await expect(made[0]!.calls.ping()).rejects.toThrow('state.engineStopped');
  });
});
