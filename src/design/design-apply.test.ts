import { describe, expect, it } from 'vitest';
import { createTable, entitySize, fromWireEntity, keyError, listPartitions } from '../engine';
import { applyDesign } from './design-apply';
import { designMetrics } from './design-metrics';
import { MAX_PROBLEMS } from './problems';
import { compiled, EVERY_TYPE, FULL_RECORD, PERSON, people, personSet } from './testing';
import type { DataRecord, EntitySet, RecordType } from './types';

function apply(
  sets: readonly EntitySet[],
  records: Record<string, Iterable<DataRecord>>,
  types: readonly RecordType[] = [PERSON],
) {
  const run = applyDesign(compiled(sets, types), records);
  const entities = [...run.entities];
  return { run, entities, problems: run.log.problems };
}

describe('applyDesign: copies', () => {
  it('writes every type in wire form, annotations after their values, and the load reads it back', () => {
    const { entities, problems } = apply(
      [{ ...personSet('all', '{Text}', '{Int}'), recordType: 'Sample' }],
      { Sample: [FULL_RECORD] },
      [EVERY_TYPE],
    );
    expect(problems).toEqual([]);
    expect(JSON.stringify(entities[0])).toBe(
      JSON.stringify({
        PartitionKey: 'Jones',
        RowKey: '42',
        Text: 'Jones',
        Int: 42,
        Long: '9007199254740993',
        'Long@odata.type': 'Edm.Int64',
        Real: 12.5,
        'Real@odata.type': 'Edm.Double',
        Flag: true,
        When: '2025-01-15T09:30:15.1234567Z',
        'When@odata.type': 'Edm.DateTime',
        Id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        'Id@odata.type': 'Edm.Guid',
        Bytes: '3q2+7w==',
        'Bytes@odata.type': 'Edm.Binary',
      }),
    );
    const stored = fromWireEntity(entities[0]!, { timestamp: 0n });
    expect(stored.ok && stored.entity.properties.Long).toEqual({
      type: 'Edm.Int64',
      value: 9_007_199_254_740_993n,
    });
    expect(stored.ok && stored.entity.properties.When).toEqual({
      type: 'Edm.DateTime',
      value: FULL_RECORD.When,
    });
  });

  it('writes non-finite Doubles as the service does, and leaves absent properties out', () => {
    const { entities } = apply(
      [{ ...personSet('all', 'p', '{Int}'), recordType: 'Sample' }],
      {
        Sample: [
          { Int: 1, Real: Number.NaN },
          { Int: 2, Real: Number.NEGATIVE_INFINITY },
          { Int: 3 },
        ],
      },
      [EVERY_TYPE],
    );
    expect(entities.map((e) => e.Real)).toEqual(['NaN', '-Infinity', undefined]);
    expect(Object.keys(entities[2]!)).toEqual(['PartitionKey', 'RowKey', 'Int']);
  });

  it("yields each record's copies together, in set order", () => {
    const { entities } = apply(
      [personSet('id', '{Dept}', 'id_{Id}'), personSet('mail', '{Dept}', 'mail_{Email}')],
      { Person: people(2) },
    );
    expect(entities.map((e) => `${e.PartitionKey}/${e.RowKey}`)).toEqual([
      'A/id_0',
      'A/mail_p0@x.com',
      'B/id_1',
      'B/mail_p1@x.com',
    ]);
  });

  it('keeps a computed __proto__ property an own property', () => {
    const { entities } = apply(
      [
        personSet('p', '{Dept}', '{Id}', {
          properties: [],
          computed: Object.fromEntries([['__proto__', '{Last}']]),
        }),
      ],
      { Person: people(1) },
    );
    expect(Object.hasOwn(entities[0]!, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(entities[0])).toBe(Object.prototype);
  });
});

describe('applyDesign: problems name the record and the value, and nothing is dropped silently', () => {
  it('a collision keeps the first entity and names both records (regression: same key in one set)', () => {
    const { entities, problems } = apply([personSet('by dept', '{Dept}', '{Last}')], {
      Person: people(8),
    });
    expect(entities).toHaveLength(6);
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'KEY_COLLISION',
        set: 'by dept',
        recordType: 'Person',
        record: 6,
        firstRecord: 0,
        firstSet: 'by dept',
        partitionKey: 'A',
        rowKey: 'Jones',
      }),
      expect.objectContaining({
        code: 'KEY_COLLISION',
        record: 7,
        firstRecord: 1,
        rowKey: 'Smith',
      }),
    ]);
    expect(problems[0]!.message.params).toMatchObject({
      record: 6,
      recordType: 'Person',
      set: 'by dept',
      firstRecord: 0,
      firstRecordType: 'Person',
      firstSet: 'by dept',
    });
  });

  it('a collision between two sets is found too', () => {
    const { problems } = apply(
      [personSet('a', '{Dept}', '{Id}'), personSet('b', '{Dept}', '{Id}')],
      { Person: people(1) },
    );
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'KEY_COLLISION',
        set: 'b',
        firstSet: 'a',
        record: 0,
        firstRecord: 0,
      }),
    ]);
  });

  it('an invalid key is reported with its record, the engine rule and the value', () => {
    const records = [...people(3)];
    records[1] = { ...records[1]!, Email: 'a/b@x.com' };
    records[2] = { ...records[2]!, Dept: 'x'.repeat(600) };
    const { entities, problems } = apply([personSet('mail', '{Dept}', '{Email}')], {
      Person: records,
    });
    expect(entities).toHaveLength(1);
    expect(problems.map((p) => [p.code, p.record, p.value?.length])).toEqual([
      ['INVALID_KEY', 1, 9],
      ['INVALID_KEY', 2, 600],
    ]);
    expect(problems[0]!.message).toEqual({
      code: 'design.problemInvalidKey',
      params: { record: 1, recordType: 'Person', set: 'mail' },
    });
    // The engine's own reason rides along: the character rule, then the length rule.
    expect(problems.map((p) => p.cause)).toEqual([
      keyError('RowKey', 'a/b@x.com')?.message,
      keyError('PartitionKey', 'x'.repeat(600))?.message,
    ]);
  });

  it('a record without a key property, or with a mistyped value, is reported', () => {
    const { entities, problems } = apply([personSet('p', '{Dept}', '{Id|pad:3}')], {
      Person: [{ Dept: 'A' }, { Dept: 'A', Id: '7' }, { Dept: 'A', Id: 1, Last: 5 }],
    });
    expect(entities).toEqual([]);
    expect(problems.map((p) => [p.code, p.record])).toEqual([
      ['MISSING_VALUE', 0],
      ['WRONG_VALUE_TYPE', 1],
      ['WRONG_VALUE_TYPE', 2],
    ]);
    expect(problems[0]!.message).toMatchObject({
      code: 'design.problemMissing',
      params: { property: 'Id', what: 'RowKey', template: '{Id|pad:3}' },
    });
    expect(problems[2]!.value).toBe('number 5');
  });

  it('keeps the first MAX_PROBLEMS problems and counts them all', () => {
    const { run } = apply([personSet('p', 'same', 'same')], { Person: people(MAX_PROBLEMS + 501) });
    expect(run.log.problems).toHaveLength(MAX_PROBLEMS);
    expect(run.log.total).toBe(MAX_PROBLEMS + 500);
    expect(run.log.counts).toEqual({ KEY_COLLISION: MAX_PROBLEMS + 500 });
  });
});

describe('applyDesign: index and series entities', () => {
  const byName: EntitySet = personSet('by last name', '{Dept}', '{Last}', {
    kind: 'index',
    properties: [],
    index: { property: 'Ids', value: '{Id|pad:3}', separator: ' ' },
  });

  it('an index set makes one entity per key, listing its records, after the copies, by partition', () => {
    const { entities, run } = apply([personSet('p', '{Dept}', '{Id}'), byName], {
      Person: people(7),
    });
    expect(entities.slice(7)).toEqual([
      { PartitionKey: 'A', RowKey: 'Jones', Ids: '000 006' },
      { PartitionKey: 'A', RowKey: 'Brown', Ids: '002' },
      { PartitionKey: 'A', RowKey: 'Smith', Ids: '004' },
      { PartitionKey: 'B', RowKey: 'Smith', Ids: '001' },
      { PartitionKey: 'B', RowKey: 'Jones', Ids: '003' },
      { PartitionKey: 'B', RowKey: 'Brown', Ids: '005' },
    ]);
    expect(run.done).toBe(true);
  });

  it('an index entry that would pass the String limit is reported and left out', () => {
    const big = { ...byName, index: { property: 'Ids', value: '{Email}' } };
    const records = Array.from({ length: 3 }, (_, i) => ({
      Id: i,
      Dept: 'A',
      Last: 'J',
      Email: 'e'.repeat(15_000),
    }));
    const { entities, problems } = apply([big], { Person: records });
    expect((entities[0]!.Ids as string).length).toBe(30_001);
    expect(problems.map((p) => [p.code, p.record])).toEqual([['INDEX_TOO_LONG', 2]]);
  });

  const counts: RecordType = {
    name: 'Count',
    properties: [
      { name: 'Who', type: 'Edm.String' },
      { name: 'Hour', type: 'Edm.Int32' },
      { name: 'N', type: 'Edm.Int64' },
    ],
  };
  const series: EntitySet = {
    name: 'days',
    recordType: 'Count',
    kind: 'series',
    partitionKey: '{Who}',
    rowKey: 'day',
    properties: ['Who'],
    series: { name: 'H{Hour|pad:2}', value: 'N' },
  };

  it('a series set pivots records into one entity per key, one typed property per record', () => {
    const records = [0, 1, 2].map((h) => ({ Who: 'ann', Hour: h, N: BigInt(h * 10) }));
    const { entities, run } = apply([series], { Count: records }, [counts]);
    expect(entities).toEqual([
      {
        PartitionKey: 'ann',
        RowKey: 'day',
        Who: 'ann',
        H00: '0',
        'H00@odata.type': 'Edm.Int64',
        H01: '10',
        'H01@odata.type': 'Edm.Int64',
        H02: '20',
        'H02@odata.type': 'Edm.Int64',
      },
    ]);
    const stored = fromWireEntity(entities[0]!, { timestamp: 0n });
    expect(designMetrics(run).bytes).toBe(stored.ok ? entitySize(stored.entity) : -1);
  });

  it('a series property named twice, or not a valid name, is reported with its record', () => {
    const records = [
      { Who: 'ann', Hour: 1, N: 1n },
      { Who: 'ann', Hour: 1, N: 2n },
      { Who: 'ann', Hour: -1, N: 3n },
    ];
    const { problems } = apply([series], { Count: records }, [counts]);
    expect(problems.map((p) => [p.code, p.record, p.value])).toEqual([
      ['PROPERTY_COLLISION', 1, 'H01'],
      ['INVALID_PROPERTY_NAME', 2, 'H-01'],
    ]);
  });
});

describe('applyDesign: several record types', () => {
  it('a record type named like an Object method without records gives nothing (regression: it threw)', () => {
    const odd: RecordType = { name: 'toString', properties: [{ name: 'A', type: 'Edm.String' }] };
    const set: EntitySet = {
      name: 's',
      recordType: 'toString',
      kind: 'copy',
      partitionKey: '{A}',
      rowKey: '',
      properties: 'all',
    };
    expect(apply([set], {}, [odd]).entities).toEqual([]);
  });

  it('reads types in design order and prefixes keys with the type name', () => {
    const dept: RecordType = { name: 'Dept', properties: [{ name: 'Name', type: 'Edm.String' }] };
    const { entities } = apply(
      [
        personSet('people', '{Dept}', '{$type}_{Id}', { properties: [] }),
        {
          name: 'depts',
          recordType: 'Dept',
          kind: 'copy',
          partitionKey: '{Name}',
          rowKey: '{$type}',
          properties: [],
        },
      ],
      { Dept: [{ Name: 'A' }], Person: people(1) },
      [PERSON, dept],
    );
    expect(entities.map((e) => `${e.PartitionKey}/${e.RowKey}`)).toEqual(['A/Person_0', 'A/Dept']);
  });
});

describe('designMetrics', () => {
  it('intra-partition copies: two entities per record, one transaction, same partitions', () => {
    const { run } = apply(
      [personSet('id', '{Dept}', 'id_{Id}'), personSet('mail', '{Dept}', 'mail_{Email}')],
      { Person: people(5) },
    );
    const m = designMetrics(run);
    expect(m).toMatchObject({
      records: 5,
      entities: 10,
      entitiesPerRecord: 2,
      partitions: 2,
      largestPartition: { partitionKey: 'A', entities: 6 },
      problems: 0,
    });
    expect(m.recordTypes[0]).toMatchObject({ oneTransaction: true, entitiesPerRecord: 2 });
    expect(m.recordTypes[0]!.sets.map((s) => s.role)).toEqual(['primary', 'intra-partition']);
  });

  it('inter-partition copies need the eventually-consistent pattern; mixed is said too', () => {
    const { run } = apply(
      [
        personSet('id', 'id_{Dept}', '{Id}'),
        personSet('mail', 'mail_{Dept}', '{Email}'),
        personSet('odd', '{Last}', '{Id}'),
      ],
      { Person: people(4) },
    );
    const m = designMetrics(run);
    expect(m.recordTypes[0]!.oneTransaction).toBe(false);
    expect(m.recordTypes[0]!.sets.map((s) => [s.role, s.samePartition, s.otherPartition])).toEqual([
      ['primary', 0, 0],
      ['inter-partition', 0, 4],
      ['inter-partition', 0, 4],
    ]);
  });

  it('a set whose copies share the partition for some records only is mixed', () => {
    const { run } = apply(
      [personSet('id', '{Dept}', '{Id}'), personSet('x', '{Last|left:1}', '{Id}')],
      {
        Person: [
          { Id: 0, Dept: 'J', Last: 'Jones' },
          { Id: 1, Dept: 'A', Last: 'Smith' },
        ],
      },
    );
    const m = designMetrics(run).recordTypes[0]!;
    expect(m.sets[1]).toMatchObject({ role: 'mixed', samePartition: 1, otherPartition: 1 });
    expect(m.oneTransaction).toBe(false);
  });

  it('bytes are the engine size of every entity, and counts match the loaded table', () => {
    const { run, entities } = apply(
      [personSet('id', '{Dept}', '{Id|pad:4}'), personSet('mail', 'm_{Dept}', '{Email}')],
      { Person: people(50) },
    );
    const m = designMetrics(run);
    const sizes = entities.map((e) => {
      const r = fromWireEntity(e, { timestamp: 0n });
      return r.ok ? entitySize(r.entity) : Number.NaN;
    });
    expect(m.bytes).toBe(sizes.reduce((a, b) => a + b, 0));
    const { table, rejected } = createTable(entities);
    expect(rejected).toEqual([]);
    expect(listPartitions(table).length).toBe(m.partitions);
    expect(Math.max(...listPartitions(table).map((p) => p.count))).toBe(
      m.largestPartition!.entities,
    );
  });
});
