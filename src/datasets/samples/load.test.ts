/**
 * Loading the samples: a shuffled sample (the general load path) builds the same table as the
 * generated order (the presorted path), and duplicates spread through a realistic load keep the
 * first of each key. These use the samples as realistic input for the engine's table loader.
 */
import { describe, expect, it } from 'vitest';
import { createTable, type WireEntity } from '../../engine';
import { sampleEntities } from '../generate';
import { EMPLOYEES_INTRA_INDEX } from './employee-indexes';
import { SAMPLE_DATASETS } from './index';
import { createRandom } from './random';

describe('loading the samples', () => {
  /** A deterministic shuffle (Fisher–Yates with the samples' seeded random). */
  function shuffled<T>(items: readonly T[], seed: number): T[] {
    const out = [...items];
    const random = createRandom(seed, 9);
    for (let i = out.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** The table as plain data: keys and properties of every entity, in table order. */
  const contents = (table: ReturnType<typeof createTable>['table']) =>
    table.partitions.map((p) => [
      p.partitionKey,
      p.entities.map((e) => [e.RowKey, Object.entries(e.properties)]),
    ]);

  it('a shuffled sample loads to the same table as the generated (presorted) order', () => {
    for (const dataset of SAMPLE_DATASETS) {
      const wires = [...sampleEntities(dataset, 600, 3)];
      const direct = createTable(wires);
      const mixed = createTable(shuffled(wires, 5));
      expect(mixed.rejected, dataset.id).toEqual([]);
      expect(contents(mixed.table), dataset.id).toEqual(contents(direct.table));
      expect(mixed.table.census, dataset.id).toEqual(direct.table.census);
    }
  });

  it('a shuffled load with duplicates keeps the first of each key in input order and rejects the rest', () => {
    const base = [...sampleEntities(EMPLOYEES_INTRA_INDEX, 400, 2)];
    // Every 7th entity again, with a marker property, so duplicates are spread over the input.
    const copies: WireEntity[] = base
      .filter((_, i) => i % 7 === 0)
      .map((w) => ({ ...w, Copy: true }));
    const input: WireEntity[] = shuffled([...base, ...copies], 11);
    const { table, rejected } = createTable(input);
    // Reference: the first of each key in input order, sorted by (PartitionKey, RowKey).
    const first = new Map<string, number>();
    const expectedRejected: number[] = [];
    input.forEach((w, i) => {
      const key = JSON.stringify([w.PartitionKey, w.RowKey]);
      if (first.has(key)) expectedRejected.push(i);
      else first.set(key, i);
    });
    expect(rejected.map((r) => r.index)).toEqual(expectedRejected);
    expect(rejected.every((r) => r.code === 'ENTITY_ALREADY_EXISTS')).toBe(true);
    const expected = [...first.values()]
      .map((i) => input[i]!)
      .sort((a, b) => {
        const [pa, ra, pb, rb] = [a.PartitionKey, a.RowKey, b.PartitionKey, b.RowKey] as string[];
        return pa! < pb! ? -1 : pa! > pb! ? 1 : ra! < rb! ? -1 : ra! > rb! ? 1 : 0;
      });
    const loaded = table.partitions.flatMap((p) => p.entities);
    expect(loaded.map((e) => [e.PartitionKey, e.RowKey, e.properties.Copy !== undefined])).toEqual(
      expected.map((w) => [w.PartitionKey, w.RowKey, w.Copy !== undefined]),
    );
    // The message names the kept entity's input position.
    for (const r of rejected) {
      const w = input[r.index]!;
      const kept = first.get(JSON.stringify([w.PartitionKey, w.RowKey]))!;
      expect(r.message).toMatchObject({ code: 'engine.duplicateEntity', params: { index: kept } });
    }
  });
});
