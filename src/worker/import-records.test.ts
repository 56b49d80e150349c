import { describe, expect, it } from 'vitest';
import type { Design } from '../design';
import { sayEnglish } from '../i18n/english';
import { IMPORTED_RECORDS, MAIN_TABLE } from '../protocol/tables';
import { EngineSession } from './session';

const clock = () => 0;

/** A typed CSV of people with the file's own keys, which an import as records drops. */
const PEOPLE = [
  'PartitionKey,RowKey,Timestamp,Name,City,PersonId,PersonId@type,Joined,Joined@type',
  'x,1,2024-01-01T00:00:00Z,Ann,Oslo,7,Edm.Int32,2020-01-02T00:00:00Z,Edm.DateTime',
  'x,2,2024-01-01T00:00:00Z,Bob,Rome,12,Edm.Int32,2021-03-04T00:00:00Z,Edm.DateTime',
  'x,3,2024-01-01T00:00:00Z,Cy,Oslo,120,Edm.Int32,2022-05-06T00:00:00Z,Edm.DateTime',
  'x,4,2024-01-01T00:00:00Z,Di,Oslo,forty,Edm.String,2023-07-08T00:00:00Z,Edm.DateTime',
].join('\r\n');

/** Imports PEOPLE as records in a fresh session and builds the table under the starting design. */
async function importPeople(design: Design | null = null) {
  const session = new EngineSession(clock);
  const outcome = await session.imports.read(1, new Blob([PEOPLE]), 'people.typed.csv', {
    as: 'records',
  });
  if (!outcome.ok) throw new Error(outcome.error.message);
  const loaded = session.loads.loadImported(MAIN_TABLE, 1, design);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
  return { session, outcome, loaded };
}

const BY_CITY: Design = {
  name: 'People by City',
  entitySets: [
    {
      name: 'primary',
      recordType: 'People',
      kind: 'copy',
      partitionKey: '{City}',
      rowKey: '{Name}',
      properties: 'all',
    },
  ],
};

describe('a file imported as records', () => {
  it('becomes a record type and records, with the mixed-type row rejected by line', async () => {
    const { outcome } = await importPeople();
    expect(outcome.as).toBe('records');
    expect(outcome.count).toBe(3);
    expect(outcome.records?.recordType).toEqual({
      name: 'People',
      properties: [
        { name: 'Name', type: 'Edm.String' },
        { name: 'City', type: 'Edm.String' },
        { name: 'PersonId', type: 'Edm.Int32' },
        { name: 'Joined', type: 'Edm.DateTime' },
      ],
    });
    expect(outcome.records?.dropped).toEqual(['PartitionKey', 'RowKey']);
    expect(outcome.errors.map((e) => [e.line, e.code])).toEqual([[5, 'MIXED_TYPES']]);
  });

  it('is a table through its starting design: file → records → design → entities', async () => {
    const { session, loaded } = await importPeople();
    expect(loaded.design.entitySets[0]).toMatchObject({
      partitionKey: '{Name}',
      rowKey: '{PersonId|pad:3}',
    });
    expect(loaded.imported?.as).toBe('records');
    expect(loaded.importedRecords?.id).toBe(IMPORTED_RECORDS);

    const page = session.queries.page(MAIN_TABLE, { filter: '' }, null);
    if (!page.ok) throw new Error(sayEnglish(page.error.message));
    // The file's keys (x, 1..4) are gone; the design made these, and Timestamp is the table's.
    expect(page.page.entities).toEqual([
      {
        PartitionKey: 'Ann',
        RowKey: '007',
        Timestamp: '2024-01-01T00:00:00.0000000Z',
        Name: 'Ann',
        City: 'Oslo',
        PersonId: 7,
        'Joined@odata.type': 'Edm.DateTime',
        Joined: '2020-01-02T00:00:00.0000000Z',
      },
      expect.objectContaining({ PartitionKey: 'Bob', RowKey: '012' }),
      expect.objectContaining({ PartitionKey: 'Cy', RowKey: '120' }),
    ]);
  });

  it('takes any design as a sample does: preview, apply, and a partition scan on the new key', async () => {
    const { session, loaded } = await importPeople();
    const recipe = loaded.recipe;
    const preview = session.catalogue.preview(recipe, BY_CITY, 2);
    if (!preview.ok) throw new Error(JSON.stringify(preview.error.message));
    expect(preview.rows.map((r) => [r.partitionKey, r.rowKey])).toEqual([
      ['Oslo', 'Ann'],
      ['Rome', 'Bob'],
    ]);
    const applied = session.loads.load(MAIN_TABLE, recipe, BY_CITY);
    if (!applied.ok) throw new Error(JSON.stringify(applied.error.message));
    const oslo = session.queries.plan(MAIN_TABLE, { filter: "PartitionKey eq 'Oslo'" });
    if (!oslo.ok) throw new Error(sayEnglish(oslo.error.message));
    expect(oslo.plan.costClass).toBe('partition-scan');
    expect(oslo.stats.returned).toBe(2);
  });

  it('reports a design that collides with the record, and a design error as a value', async () => {
    const { session, loaded } = await importPeople();
    const oneKey: Design = {
      ...BY_CITY,
      entitySets: [{ ...BY_CITY.entitySets[0]!, partitionKey: 'all', rowKey: '{City}' }],
    };
    const collided = session.loads.load(MAIN_TABLE, loaded.recipe, oneKey);
    if (!collided.ok) throw new Error(JSON.stringify(collided.error.message));
    expect(collided.count).toBe(2);
    expect(collided.designProblems.sample[0]).toMatchObject({
      code: 'KEY_COLLISION',
      record: 2,
      firstRecord: 0,
      partitionKey: 'all',
      rowKey: 'Oslo',
    });
    const broken = session.loads.load(MAIN_TABLE, loaded.recipe, {
      ...BY_CITY,
      entitySets: [{ ...BY_CITY.entitySets[0]!, partitionKey: '{Town}' }],
    });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error.designErrors?.[0]?.message).toMatchObject({
      params: { property: 'Town' },
    });
  });

  it('opens under a link’s design (a reload restores the view with the design it had)', async () => {
    const { loaded } = await importPeople(BY_CITY);
    expect(loaded.design).toEqual(BY_CITY);
    expect(loaded.partitions.map((p) => p.partitionKey)).toEqual(['Oslo', 'Rome']);
  });

  it('offers only its own design as a start, even when its type is named like a sample’s (Employee)', async () => {
    const session = new EngineSession(clock);
    await session.imports.read(1, new Blob([PEOPLE]), 'employee.csv', { as: 'records' });
    const loaded = session.loads.loadImported(MAIN_TABLE, 1);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    expect(loaded.importedRecords?.recordTypes[0]?.name).toBe('Employee');
    // The guide's presets name the employees sample's properties, which this file lacks.
    expect(loaded.importedRecords?.presets.map((p) => p.design)).toEqual([loaded.design]);
  });

  it('has another fingerprint than the same file imported as entities', async () => {
    const { outcome } = await importPeople();
    const session = new EngineSession(clock);
    const entities = await session.imports.read(2, new Blob([PEOPLE]), 'people.typed.csv', {});
    expect(entities.ok && entities.fingerprint).not.toBe(outcome.fingerprint);
  });
});
