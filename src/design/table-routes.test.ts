import { describe, expect, it } from 'vitest';
import { compileDesign } from './design-compile';
import { sumMetrics } from './metrics-sum';
import { routeByTable, routesTables } from './table-routes';
import { compiled, PERSON, people, personSet } from './testing';
import type { Design } from './types';

const records = { Person: people(6) };

describe('routing a design to tables', () => {
  it('sends each record to the table its set names, in name order, and keeps the rest whole', () => {
    const sets = [
      personSet('primary', '{Last}', '{Id|pad:3}', { table: 'People{Dept}' }),
      personSet('by e-mail', 'x', '{Email}', { table: 'Emails' }),
    ];
    const routed = routeByTable(compiled(sets), records);
    if (!routed.ok) throw new Error(JSON.stringify(routed.error));
    expect(routed.tables.map((t) => t.name)).toEqual(['Emails', 'PeopleA', 'PeopleB']);
    const [emails, a, b] = routed.tables;
    expect(emails!.records).toEqual({ Person: [0, 1, 2, 3, 4, 5] });
    expect(a!.records).toEqual({ Person: [0, 2, 4] });
    expect(b!.records).toEqual({ Person: [1, 3, 5] });
    // Each table's design holds only its sets, without their table templates.
    expect(a!.design.entitySets.map((s) => [s.name, s.table])).toEqual([['primary', undefined]]);
    expect(emails!.design.entitySets.map((s) => s.name)).toEqual(['by e-mail']);
    expect(routesTables({ name: 'd', entitySets: sets })).toBe(true);
  });

  it('puts sets without a table in the design\'s own table, named ""', () => {
    const sets = [
      personSet('primary', '{Dept}', '{Id}'),
      personSet('archive', '{Dept}', '{Id}', { table: 'Archive' }),
    ];
    const routed = routeByTable(compiled(sets), records);
    expect(routed.ok && routed.tables.map((t) => t.name)).toEqual(['', 'Archive']);
  });

  it('refuses a record whose table name the service would refuse, naming the record, set and name', () => {
    const sets = [personSet('primary', '{Dept}', '{Id}', { table: 'T{Dept}' })];
    const routed = routeByTable(compiled(sets), records);
    expect(routed.ok).toBe(false);
    if (routed.ok) return;
    expect(routed.error).toMatchObject({ code: 'INVALID_TABLE_NAME', set: 0, field: 'table' });
    expect(routed.error.message).toMatchObject({
      code: 'design.recordTableName',
      params: { record: 0, name: 'TA', set: 'primary', problem: { code: 'engine.tableShort' } },
    });
  });

  it('refuses two sets of one type that send different records to one table', () => {
    const sets = [
      personSet('primary', '{Dept}', '{Id}', { table: 'People{Dept}' }),
      personSet('copy', 'c{Dept}', '{Id}', { table: 'PeopleA' }),
    ];
    const routed = routeByTable(compiled(sets), records);
    expect(!routed.ok && routed.error.message).toMatchObject({
      code: 'design.tableRoutesDiffer',
      params: { table: 'PeopleA', first: 'primary', second: 'copy' },
    });
  });

  it('refuses a fixed table name that is not a valid one when the design compiles', () => {
    const design: Design = {
      name: 'd',
      entitySets: [personSet('primary', '{Dept}', '{Id}', { table: 'my-table' })],
    };
    const c = compileDesign(design, [PERSON]);
    expect(!c.ok && c.error[0]).toMatchObject({
      code: 'INVALID_TABLE_NAME',
      field: 'table',
      span: { from: 0, to: 8 },
    });
  });
});

describe('the metrics of a design over several tables', () => {
  it('adds partitions and entities, counts records once, and a copy in another table is inter-partition', () => {
    const part = (set: string, partitions: number, entities: number) => ({
      records: 3,
      entities,
      entitiesPerRecord: entities / 3,
      partitions,
      largestPartition: { partitionKey: 'A', entities: partitions },
      bytes: 100 * entities,
      problems: 0,
      recordTypes: [
        {
          recordType: 'Person',
          records: 3,
          entities,
          entitiesPerRecord: 1,
          oneTransaction: true,
          sets: [
            {
              set,
              kind: 'copy' as const,
              // Each table measures its first set as its own primary.
              role: 'primary' as const,
              entities,
              bytes: 100 * entities,
              samePartition: 0,
              otherPartition: 0,
            },
          ],
        },
      ],
    });
    const design: Design = {
      name: 'd',
      entitySets: [
        personSet('primary', '{Dept}', '{Id}', { table: 'People{Dept}' }),
        personSet('by e-mail', 'x', '{Email}', { table: 'Emails' }),
      ],
    };
    // The e-mail copies' table saw the set as its own primary; its table is not the primary's.
    const emails = part('by e-mail', 1, 6);
    const sum = sumMetrics(design, [emails, part('primary', 2, 3), part('primary', 2, 3)], {
      Person: 6,
    });
    expect(sum).toMatchObject({ records: 6, entities: 12, partitions: 5, entitiesPerRecord: 2 });
    const type = sum.recordTypes[0]!;
    expect(type.sets.map((s) => [s.set, s.entities, s.role])).toEqual([
      ['primary', 6, 'primary'],
      ['by e-mail', 6, 'inter-partition'],
    ]);
    expect(type.oneTransaction).toBe(false);
  });
});
