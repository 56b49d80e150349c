import { describe, expect, it } from 'vitest';
import { describeProperties, runQuery } from '../engine';
import { applyDesignToTable } from './design-table';
import { MAX_PROBLEMS } from './problems';
import { SharedProperties } from './stored-writer';
import { bothWays, compiled, EVERY_TYPE, FULL_RECORD, PERSON, people, personSet } from './testing';
import type { DataRecord, EntitySet } from './types';

/** Both paths over `records` (a fresh iterable each time), expected to agree. */
function same(
  sets: readonly EntitySet[],
  records: () => Record<string, Iterable<DataRecord>>,
  types = [PERSON],
) {
  const both = bothWays(compiled(sets, types), records);
  expect(both.typed).toEqual(both.wire);
  expect(both.held).toEqual(both.wire);
  return both;
}

describe('applyDesignToTable builds the table the wire path builds', () => {
  it('every Edm type, absent properties and non-finite Doubles read as the wire reader reads them', () => {
    const sample = { ...personSet('all', '{Text}', '{Int}'), recordType: 'Sample' };
    const records = [
      FULL_RECORD,
      { ...FULL_RECORD, Int: 43, Real: Number.NaN, Bytes: undefined as never },
      { ...FULL_RECORD, Int: 44, Real: -0, Id: '0F8FAD5B-D9CB-469F-A165-70867728950E' },
      { ...FULL_RECORD, Int: 45, Real: Number.NEGATIVE_INFINITY, Long: -1n, Text: 'Jones' },
    ];
    const both = same([sample], () => ({ Sample: records }), [EVERY_TYPE]);
    expect(both.typed.entities).toHaveLength(4);
    expect(both.typed.entities[2]!.Id).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('a collision in a partition whose keys stop ascending is found by the builder and names both records (regression: the claims no longer index such partitions)', () => {
    const both = same([personSet('by dept', '{Dept}', '{Last}')], () => ({ Person: people(8) }));
    expect(both.typed.problems.counts).toEqual({ KEY_COLLISION: 2 });
    expect(both.typed.metrics.recordTypes[0]!.sets[0]!.entities).toBe(6);
    expect(both.table.size).toBe(6);
  });

  it('collisions between sets, in ascending and in unordered partitions, and with index entities', () => {
    const byName: EntitySet = {
      name: 'names',
      recordType: 'Person',
      kind: 'index',
      partitionKey: '{Dept}',
      rowKey: '{Last}',
      properties: [],
      index: { property: 'Ids', value: '{Id|pad:3}' },
    };
    same(
      [
        personSet('a', '{Dept}', '{Id}'),
        personSet('b', '{Dept}', '{Id}'),
        personSet('c', '{Dept}', '{Email}'),
        personSet('d', '{Dept}', '{Last}'),
        byName,
      ],
      () => ({ Person: people(30) }),
    );
  });

  it('a value the engine refuses is rejected at the same position with the same reason', () => {
    const records = people(5).map((r, i) => (i === 3 ? { ...r, Email: 'e'.repeat(40_000) } : r));
    const both = same([personSet('p', '{Dept}', '{Id}')], () => ({ Person: records }));
    expect(both.typed.rejected).toEqual([
      expect.objectContaining({ index: 3, code: 'STRING_TOO_LONG' }),
    ]);
  });

  it("past MAX_PROBLEMS, every problem is counted the same; the builder's collisions are kept last", () => {
    const records = people(1500).map((r, i) => (i % 2 ? r : { ...r, Last: 'bad/name' }));
    const sets = [personSet('p', '{Dept}', '{Last}'), personSet('q', '{Last}', '{Id}')];
    const { wire, typed, held } = bothWays(compiled(sets), () => ({ Person: records }));
    expect({ ...typed, problems: null }).toEqual({ ...wire, problems: null });
    expect(held).toEqual(typed);
    expect([typed.problems.total, typed.problems.counts]).toEqual([
      wire.problems.total,
      wire.problems.counts,
    ]);
    // 750 records with a bad name, each in both sets; the others collide in three names a partition.
    expect(typed.problems.counts.INVALID_KEY).toBe(1500);
    expect(typed.problems.counts.KEY_COLLISION).toBeGreaterThan(MAX_PROBLEMS - 1500 / 2);
  });
});

describe('applyDesignToTable shares what it can', () => {
  it("a record's copies with the same properties share one properties object; a projection does not", () => {
    const design = compiled([
      personSet('by id', '{Dept}', 'id_{Id}'),
      personSet('by mail', '{Dept}', 'mail_{Email}'),
      personSet('slim', 'x', '{Id}', { properties: ['Last'] }),
    ]);
    const { table } = applyDesignToTable(design, { Person: people(4) });
    const byKey = new Map(
      table.partitions.flatMap((p) => p.entities.map((e) => [`${e.PartitionKey}/${e.RowKey}`, e])),
    );
    const a = byKey.get('A/id_0')!.properties;
    expect(byKey.get('A/mail_p0@x.com')!.properties).toBe(a);
    expect(byKey.get('x/0')!.properties).not.toBe(a);
    expect(byKey.get('x/0')!.properties).toEqual({ Last: { type: 'Edm.String', value: 'Jones' } });
    // Equal values of a property share one value object across records.
    expect(byKey.get('A/id_0')!.properties.Last).toBe(byKey.get('B/id_3')!.properties.Last);
  });

  it('designs applied to the same records with one SharedProperties share properties objects', () => {
    const records = people(6);
    const shared = new SharedProperties();
    const one = applyDesignToTable(
      compiled([personSet('p', '{Dept}', '{Id}')]),
      { Person: records },
      { shared },
    );
    const two = applyDesignToTable(
      compiled([personSet('p', '{Last}', '{Id}')]),
      { Person: records },
      { shared },
    );
    const first = (t: typeof one.table, pk: string) =>
      t.partitions.find((p) => p.partitionKey === pk)!.entities[0]!.properties;
    expect(first(two.table, 'Jones')).toBe(first(one.table, 'A'));
    const alone = applyDesignToTable(compiled([personSet('p', '{Last}', '{Id}')]), {
      Person: records,
    });
    expect(first(alone.table, 'Jones')).not.toBe(first(one.table, 'A'));
    expect(first(alone.table, 'Jones')).toEqual(first(one.table, 'A'));
  });

  it('shares by position only within the same array of records: a subset is its own', () => {
    const records = people(6);
    const shared = new SharedProperties();
    const design = compiled([personSet('p', '{Dept}', '{Id}')]);
    applyDesignToTable(design, { Person: records }, { shared });
    // The same records from position 3 on: position 0 there is records[3], not records[0].
    const subset = applyDesignToTable(design, { Person: records.slice(3) }, { shared });
    const alone = applyDesignToTable(design, { Person: records.slice(3) });
    // As plain entities: the shared ones make their properties object when first read.
    const all = (t: typeof alone.table) =>
      t.partitions.flatMap((p) =>
        p.entities.map(({ PartitionKey, RowKey, Timestamp, properties }) => ({
          PartitionKey,
          RowKey,
          Timestamp,
          properties,
        })),
      );
    expect(all(subset.table)).toEqual(all(alone.table));
  });

  it('a Guid record value that is no Guid is a wrong value of its record, not a stored entity', () => {
    const sample = { ...personSet('all', '{Text}', '{Int}'), recordType: 'Sample' };
    const { table, run, rejected } = applyDesignToTable(compiled([sample], [EVERY_TYPE]), {
      Sample: [{ ...FULL_RECORD, Id: 'not-a-guid' }],
    });
    expect(table.size).toBe(0);
    expect(rejected).toEqual([]);
    expect(run.log.problems).toEqual([
      expect.objectContaining({ code: 'WRONG_VALUE_TYPE', record: 0, value: "'not-a-guid'" }),
    ]);
  });

  it('reports progress as entities are made, and once at the end', () => {
    const seen: number[] = [];
    applyDesignToTable(
      compiled([personSet('p', '{Dept}', '{Id}')]),
      { Person: people(10) },
      { onProgress: (n) => seen.push(n), progressEvery: 4 },
    );
    expect(seen).toEqual([4, 8, 10]);
  });
});

describe('over held records with a SharedProperties, copies make their properties when first read', () => {
  /** One partition of 300 people (past the builder's 64 for sizes and columns), as a comparison loads it. */
  const load = (shared?: SharedProperties) =>
    applyDesignToTable(
      compiled([personSet('all', 'x', '{Id|pad:4}')]),
      { Person: withOddOnes(people(300)) },
      { shared, keepOrigins: true, columns: ['Last', 'Email'] },
    );
  /** Some records lack a value, one has a long one: those are built at once, the rest wait. */
  const withOddOnes = (records: DataRecord[]) =>
    records.map((r, i) =>
      i === 7
        ? { ...r, Email: undefined as never }
        : i === 9
          ? { ...r, Last: 'L'.repeat(5000) }
          : r,
    );
  const filters = [
    "Last eq 'Jones'",
    "Email ge 'p2' and Email lt 'p3'",
    "Last gt 'K'",
    "Email ne 'p1@x.com'",
    "Last eq 'Smith' or Email eq 'p7@x.com'",
  ];

  it('answers every scan of a column built at load as the table built at once does, bytes included', () => {
    const eager = load();
    const waiting = load(new SharedProperties());
    for (const filter of filters) {
      const a = runQuery(eager.table, { filter });
      const b = runQuery(waiting.table, { filter });
      if (!a.ok || !b.ok) throw new Error(filter);
      expect(b.entities, filter).toEqual(a.entities);
      expect(b.pages, filter).toEqual(a.pages);
      expect(b.stats, filter).toEqual(a.stats);
      expect(b.entities.length, filter).toBeGreaterThan(0);
    }
    expect(describeProperties(waiting.table)).toEqual(describeProperties(eager.table));
  });

  it("one record's copies in two designs share the object made when the first was read", () => {
    const records = people(100);
    const shared = new SharedProperties();
    const design = (pk: string) => compiled([personSet('p', pk, '{Id|pad:4}')]);
    const one = applyDesignToTable(design('{Dept}'), { Person: records }, { shared });
    const two = applyDesignToTable(design('{Last}'), { Person: records }, { shared });
    const find = (t: typeof one.table, rk: string) =>
      t.partitions.flatMap((p) => p.entities).find((e) => e.RowKey === rk)!;
    const read = find(two.table, '0042').properties;
    expect(find(one.table, '0042').properties).toBe(read);
    expect(read).toEqual({
      Id: { type: 'Edm.Int32', value: 42 },
      Dept: { type: 'Edm.String', value: 'A' },
      Last: { type: 'Edm.String', value: 'Jones' },
      Email: { type: 'Edm.String', value: 'p42@x.com' },
    });
  });
});
