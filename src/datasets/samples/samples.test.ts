/**
 * Properties every sample dataset must have: determinism, size, valid and unique keys, wire
 * values the engine accepts, and example queries that parse and find entities.
 */
import { describe, expect, it } from 'vitest';
import { createTable, fromWireEntity, parseFilter, runQuery, tableSize } from '../../engine';
import { sampleEntities } from '../generate';
import { findDataset, SAMPLE_DATASETS } from './index';

const NOW = 638_396_640_000_000_000n;
/** Sizes checked exhaustively; 1,000,000 is covered by the partition-count test below. */
const CHECKED_SIZES = [50, 1_000, 10_000];

describe.each(SAMPLE_DATASETS.map((d) => [d.id, d] as const))('%s', (_, dataset) => {
  it('is described, with sizes from about 50 to a million records including the default', () => {
    expect(dataset.descriptionKey).toBeDefined();
    expect(dataset.sizes[0]).toBeLessThanOrEqual(50);
    // The data-series sample counts days of 24 records: 100,000 days are 2.4 million records.
    const records = dataset.id === 'message-counts-series' ? 24 : 1;
    expect((dataset.sizes.at(-1) ?? 0) * records).toBeGreaterThanOrEqual(1_000_000);
    expect([...dataset.sizes].sort((a, b) => a - b)).toEqual(dataset.sizes);
    expect(dataset.sizes).toContain(dataset.defaultSize);
    expect(dataset.defaultSize).toBeGreaterThanOrEqual(50);
    expect(dataset.defaultSize).toBeLessThanOrEqual(400);
    expect(dataset.exampleQueries.length).toBeGreaterThanOrEqual(3);
    expect(dataset.exampleQueries.length).toBeLessThanOrEqual(6);
  });

  it('gives the same entities, byte for byte, for the same seed and others for another seed', () => {
    const a = JSON.stringify([...sampleEntities(dataset, 1_000, 7)]);
    expect(JSON.stringify([...sampleEntities(dataset, 1_000, 7)])).toBe(a);
    expect(JSON.stringify([...sampleEntities(dataset, 1_000, 8)])).not.toBe(a);
  });

  it.each(CHECKED_SIZES)('honours size %i, with valid, unique keys the engine accepts', (size) => {
    const keys = new Set<string>();
    let count = 0;
    for (const wire of sampleEntities(dataset, size, 3)) {
      count++;
      const pk = wire.PartitionKey as string;
      const rk = wire.RowKey as string;
      // fromWireEntity applies semantics.md §1: key characters and length, names, types.
      // (Plain checks, not one expect per entity: 10,000 expects dominate the run time.)
      const result = fromWireEntity(wire, { timestamp: NOW });
      if (!result.ok) expect.fail(`${pk}/${rk}: ${result.error.code}`);
      if (pk.length > 512 || rk.length > 512) expect.fail(`key too long: ${pk}/${rk}`);
      const key = `${pk}\u0000${rk}`;
      if (keys.has(key)) expect.fail(`duplicate key ${pk}/${rk}`);
      keys.add(key);
    }
    // Whole days of 24 entities are the coarsest rounding any dataset makes.
    expect(count).toBeGreaterThanOrEqual(size);
    expect(count).toBeLessThan(size + 24);
  });

  it('has example queries that parse and return entities at the default size', () => {
    const { table, rejected } = createTable(sampleEntities(dataset, dataset.defaultSize, 1), {
      now: NOW,
    });
    expect(rejected).toEqual([]);
    for (const q of dataset.exampleQueries) {
      expect(q.noteKey).toBeDefined();
      const parsed = parseFilter(q.filter);
      if (!parsed.ok) expect.fail(`${q.labelKey}: ${parsed.error.code}`);
      const result = runQuery(table, { filter: q.filter });
      if (!result.ok) expect.fail(`${q.labelKey}: ${result.error.code}`);
      expect(result.entities.length, q.labelKey).toBeGreaterThan(0);
    }
  });

  it('has example queries that find entities with other seeds too', () => {
    for (const seed of [2, 12345]) {
      const { table } = createTable(sampleEntities(dataset, dataset.defaultSize, seed), {
        now: NOW,
      });
      for (const q of dataset.exampleQueries) {
        const result = runQuery(table, { filter: q.filter });
        expect(result.ok && result.entities.length > 0, `${q.labelKey}, seed ${seed}`).toBe(true);
      }
    }
  });
});

/** The cost class each example teaches, in order: labels and notes name these, so they must hold. */
const EXAMPLE_CLASSES: Record<string, readonly string[]> = {
  employees: ['point', 'range', 'partition-scan', 'table-scan', 'multi-partition-scan'],
  'employees-intra-index': ['point', 'range', 'range', 'table-scan'],
  'employees-inter-index': [
    'point',
    'range',
    'partition-scan',
    'multi-partition-scan',
    'table-scan',
  ],
  'expenses-log-tail': ['partition-scan', 'range', 'partition-scan', 'table-scan'],
  'app-log-hot': [
    'partition-scan',
    'partition-scan',
    'range',
    'multi-partition-scan',
    'table-scan',
  ],
  'message-counts-hourly': ['range', 'point', 'partition-scan', 'table-scan'],
  'message-counts-series': ['point', 'range', 'partition-scan', 'table-scan'],
};

describe('example queries', () => {
  it.each(SAMPLE_DATASETS.map((d) => [d.id, d] as const))(
    '%s: each has the cost class it teaches, and scans scan more than they return',
    (id, dataset) => {
      const { table } = createTable(sampleEntities(dataset, dataset.defaultSize, 1), { now: NOW });
      const results = dataset.exampleQueries.map((q) => runQuery(table, { filter: q.filter }));
      expect(results.map((r) => (r.ok ? r.plan.costClass : r.error.code))).toEqual(
        EXAMPLE_CLASSES[id],
      );
      for (const r of results) {
        if (r.ok && r.plan.costClass === 'table-scan') {
          expect(r.stats.scanned).toBe(tableSize(table));
          expect(r.stats.scanned).toBeGreaterThan(r.stats.returned);
        }
      }
    },
  );
});

describe('findDataset', () => {
  it('finds every listed dataset by id and nothing else', () => {
    for (const d of SAMPLE_DATASETS) expect(findDataset(d.id)).toBe(d);
    expect(findDataset('employee')).toBeUndefined();
    expect(findDataset('')).toBeUndefined();
    expect(new Set(SAMPLE_DATASETS.map((d) => d.id)).size).toBe(SAMPLE_DATASETS.length);
  });
});
