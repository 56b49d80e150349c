import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WireEntity } from './entity';
import { countEntity, countPartitionKey, createCensus } from './property-census';
import {
  createTable,
  createTableFromStored,
  DEFAULT_NOW,
  describeProperties,
  listPartitions,
  tableSize,
} from './table';
import { arbWireEntity } from './testing/arbitraries';
import { toWireEntity } from './wire';
import { fromWireEntity } from './wire-reader';

const keysOf = (table: ReturnType<typeof createTable>['table']) =>
  table.partitions.flatMap((p) => p.entities.map((e) => [e.PartitionKey, e.RowKey]));

describe('createTable', () => {
  it('orders entities by PartitionKey then RowKey, ordinally (uppercase before lowercase)', () => {
    const { table, rejected } = createTable([
      { PartitionKey: 'b', RowKey: '2' },
      { PartitionKey: 'a', RowKey: '9' },
      { PartitionKey: 'b', RowKey: '10' },
      { PartitionKey: 'B', RowKey: 'x' },
      { PartitionKey: 'a', RowKey: '10' },
    ]);
    expect(rejected).toEqual([]);
    expect(keysOf(table)).toEqual([
      ['B', 'x'],
      ['a', '10'],
      ['a', '9'],
      ['b', '10'],
      ['b', '2'],
    ]);
    expect(tableSize(table)).toBe(5);
  });

  it('rejects invalid entities with their index and reason, and loads the rest', () => {
    const { table, rejected } = createTable([
      { PartitionKey: 'a', RowKey: '1' },
      { PartitionKey: 'a/b', RowKey: '1' },
      { RowKey: '2' },
      { PartitionKey: 'a', RowKey: '3', 'bad-name': 1 },
    ]);
    expect(rejected.map((r) => [r.index, r.code])).toEqual([
      [1, 'KEY_INVALID_CHARACTER'],
      [2, 'MISSING_KEY'],
      [3, 'INVALID_PROPERTY_NAME'],
    ]);
    expect(rejected.every((r) => r.message.code.startsWith('engine.'))).toBe(true);
    expect(keysOf(table)).toEqual([['a', '1']]);
  });

  it('keeps the first of two entities with the same keys, sorted input or not', () => {
    for (const input of [
      [
        { PartitionKey: 'p', RowKey: '1', N: 1 },
        { PartitionKey: 'p', RowKey: '1', N: 2 },
        { PartitionKey: 'p', RowKey: '2' },
      ],
      [
        { PartitionKey: 'p', RowKey: '2' },
        { PartitionKey: 'p', RowKey: '1', N: 1 },
        { PartitionKey: 'p', RowKey: '1', N: 2 },
      ],
    ]) {
      const { table, rejected } = createTable(input);
      expect(rejected).toHaveLength(1);
      expect(rejected[0]!.code).toBe('ENTITY_ALREADY_EXISTS');
      expect(rejected[0]!.index).toBe(input.findIndex((e) => e.N === 2));
      const kept = table.partitions[0]!.entities.find((e) => e.RowKey === '1')!;
      expect(kept.properties.N).toEqual({ type: 'Edm.Int32', value: 1 });
    }
  });

  it('stamps every entity with the given clock, or the fixed default', () => {
    const input = [{ PartitionKey: 'p', RowKey: '1', Timestamp: '2001-01-01T00:00:00Z' }];
    expect(createTable(input).table.partitions[0]!.entities[0]!.Timestamp).toBe(DEFAULT_NOW);
    expect(createTable(input, { now: 5n }).table.partitions[0]!.entities[0]!.Timestamp).toBe(5n);
  });

  it('loads any valid entities in key order, each key once (property)', () => {
    fc.assert(
      fc.property(fc.array(arbWireEntity(), { maxLength: 40 }), (wires: WireEntity[]) => {
        const { table, rejected } = createTable(wires);
        const keys = keysOf(table);
        const seen = new Set(wires.map((w) => JSON.stringify([w.PartitionKey, w.RowKey])));
        expect(keys.length).toBe(seen.size);
        expect(keys.length + rejected.length).toBe(wires.length);
        for (let i = 1; i < keys.length; i++) {
          const [pa, ra] = keys[i - 1]!;
          const [pb, rb] = keys[i]!;
          expect(pa! < pb! || (pa === pb && ra! < rb!)).toBe(true);
        }
      }),
      { seed: 4, numRuns: 200 },
    );
  });
});

describe('createTable: presorted and general paths', () => {
  it('duplicates between the presorted run and the rest name the first entity of the key', () => {
    // b, c, d form the ascending run; a and the repeats are the rest.
    const input = ['b', 'a', 'c', 'a', 'c', 'd', 'b', 'a', 'c'].map((RowKey, N) => ({
      PartitionKey: 'p',
      RowKey,
      N,
    }));
    const { table, rejected } = createTable(input);
    const kept = table.partitions[0]!.entities;
    expect(kept.map((e) => [e.RowKey, e.properties.N!.value])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 2],
      ['d', 5],
    ]);
    expect(rejected.map((r) => [r.index, String(r.message.params?.index)])).toEqual([
      [3, '1'],
      [4, '2'],
      [6, '0'],
      [7, '1'],
      [8, '2'],
    ]);
    expect(describeProperties(table).find((p) => p.name === 'N')!.types).toEqual({
      'Edm.Int32': 4,
    });
  });
});

describe('createTable: the property census', () => {
  /** Wire entities over few keys (so duplicates are common), some of them invalid. */
  const arbLoad = fc.array(
    fc
      .oneof(
        { weight: 6, arbitrary: arbWireEntity() },
        { weight: 1, arbitrary: fc.constant({ PartitionKey: 'a/b', RowKey: '1', Extra: 1 }) },
        { weight: 1, arbitrary: fc.constant({ PartitionKey: 'p', RowKey: '1', 'bad-name': 1 }) },
      )
      .chain((wire) =>
        fc
          .record({
            PartitionKey: fc.constantFrom('p', 'q', '7', '10'),
            RowKey: fc.constantFrom('1', '22', 'x'),
          })
          .map((keys) => (wire.PartitionKey === 'a/b' ? wire : { ...wire, ...keys })),
      ),
    { maxLength: 30 },
  );

  it('equals a census counted afresh from the loaded entities, duplicates and rejects left out', () => {
    fc.assert(
      fc.property(arbLoad, (wires: WireEntity[]) => {
        const { table } = createTable(wires);
        const expected = createCensus();
        for (const p of table.partitions) {
          countPartitionKey(expected, p.partitionKey, 1);
          for (const e of p.entities) countEntity(expected, e, 1);
        }
        expect(table.census).toEqual(expected);
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  it('keeps no trace of a property that only a rejected duplicate stored', () => {
    const { table } = createTable([
      { PartitionKey: 'p', RowKey: '1', A: 1 },
      { PartitionKey: 'p', RowKey: '1', B: 'dup' },
      { PartitionKey: 'p', RowKey: '2', A: 2 },
    ]);
    expect(describeProperties(table).map((p) => p.name)).toEqual([
      'PartitionKey',
      'RowKey',
      'Timestamp',
      'A',
    ]);
    expect(table.census.types.get('A')).toEqual([0, 2, 0, 0, 0, 0, 0, 0]);
  });

  it('createTableFromStored builds the table createTable builds from the same entities read first (census, order, duplicates)', () => {
    fc.assert(
      fc.property(arbLoad, (wires: WireEntity[]) => {
        const stored = wires.flatMap((w) => {
          const read = fromWireEntity(w, { timestamp: DEFAULT_NOW });
          return read.ok ? [read.entity] : [];
        });
        const expected = createTable(stored.map((e) => toWireEntity(e)));
        const { table, rejected } = createTableFromStored(stored);
        expect(table.partitions).toEqual(expected.table.partitions);
        expect(table.census).toEqual(expected.table.census);
        expect(rejected.map((r) => [r.index, r.code])).toEqual(
          expected.rejected.map((r) => [r.index, r.code]),
        );
      }),
      { seed: 12, numRuns: 200 },
    );
  });
});

describe('listPartitions and describeProperties', () => {
  const { table } = createTable([
    { PartitionKey: 'b', RowKey: '1', Age: 30, Name: 'x' },
    { PartitionKey: 'a', RowKey: '2', Age: 31 },
    { PartitionKey: 'a', RowKey: '1', Age: '31' },
    { PartitionKey: 'a', RowKey: '3', 'Age@odata.type': 'Edm.Int64', Age: '5' },
  ]);

  it('lists partitions in key order with counts and RowKey bounds', () => {
    expect(listPartitions(table)).toEqual([
      { partitionKey: 'a', count: 3, firstRowKey: '1', lastRowKey: '3' },
      { partitionKey: 'b', count: 1, firstRowKey: '1', lastRowKey: '1' },
    ]);
  });

  it('counts each property under each stored type, system properties first', () => {
    expect(describeProperties(table)).toEqual([
      { name: 'PartitionKey', types: { 'Edm.String': 4 } },
      { name: 'RowKey', types: { 'Edm.String': 4 } },
      { name: 'Timestamp', types: { 'Edm.DateTime': 4 } },
      { name: 'Age', types: { 'Edm.Int32': 2, 'Edm.String': 1, 'Edm.Int64': 1 } },
      { name: 'Name', types: { 'Edm.String': 1 } },
    ]);
  });
});
