import { describe, expect, it } from 'vitest';
import { createTable, describeProperties, listPartitions, type Table } from './table';
import {
  deleteEntity,
  insertEntity,
  insertOrMergeEntity,
  insertOrReplaceEntity,
  mergeEntity,
  replaceEntity,
} from './table-writes';

function fresh(): Table {
  return createTable([
    { PartitionKey: 'a', RowKey: '1', Name: 'one', Age: 1 },
    { PartitionKey: 'a', RowKey: '3', Name: 'three' },
    { PartitionKey: 'c', RowKey: '1', Name: 'c1' },
  ]).table;
}

const keys = (t: Table) =>
  t.partitions.flatMap((p) => p.entities.map((e) => `${e.PartitionKey}/${e.RowKey}`));

const stored = (t: Table, pk: string, rk: string) =>
  t.byKey.get(pk)?.entities.find((e) => e.RowKey === rk);

describe('table writes', () => {
  it('insert places the entity in key order, in a new partition when needed', () => {
    const t = fresh();
    expect(insertEntity(t, { PartitionKey: 'a', RowKey: '2' }).ok).toBe(true);
    expect(insertEntity(t, { PartitionKey: 'b', RowKey: '0' }).ok).toBe(true);
    expect(keys(t)).toEqual(['a/1', 'a/2', 'a/3', 'b/0', 'c/1']);
    expect(t.size).toBe(5);
    expect(listPartitions(t).map((p) => p.partitionKey)).toEqual(['a', 'b', 'c']);
  });

  it('insert refuses existing keys and leaves the table as it was', () => {
    const t = fresh();
    const version = t.version;
    const r = insertEntity(t, { PartitionKey: 'a', RowKey: '1', Name: 'other' });
    expect(r).toMatchObject({ ok: false, code: 'ENTITY_ALREADY_EXISTS' });
    expect(stored(t, 'a', '1')!.properties.Name).toEqual({ type: 'Edm.String', value: 'one' });
    expect(t.version).toBe(version);
  });

  it('insert refuses an invalid entity with the validation code', () => {
    const r = insertEntity(fresh(), { PartitionKey: 'a#', RowKey: '1' });
    expect(r).toMatchObject({ ok: false, code: 'KEY_INVALID_CHARACTER' });
  });

  it('replace swaps all properties, and refuses a missing entity', () => {
    const t = fresh();
    expect(replaceEntity(t, { PartitionKey: 'a', RowKey: '1', Other: true }, 7n).ok).toBe(true);
    const e = stored(t, 'a', '1')!;
    expect(e.properties).toEqual({ Other: { type: 'Edm.Boolean', value: true } });
    expect(e.Timestamp).toBe(7n);
    expect(replaceEntity(t, { PartitionKey: 'z', RowKey: '1' })).toMatchObject({
      ok: false,
      code: 'RESOURCE_NOT_FOUND',
    });
  });

  it('merge keeps properties the update lacks, and refuses a missing entity', () => {
    const t = fresh();
    expect(mergeEntity(t, { PartitionKey: 'a', RowKey: '1', Age: 2, City: 'x' }).ok).toBe(true);
    expect(stored(t, 'a', '1')!.properties).toEqual({
      Name: { type: 'Edm.String', value: 'one' },
      Age: { type: 'Edm.Int32', value: 2 },
      City: { type: 'Edm.String', value: 'x' },
    });
    expect(mergeEntity(t, { PartitionKey: 'a', RowKey: '9' })).toMatchObject({
      ok: false,
      code: 'RESOURCE_NOT_FOUND',
    });
  });

  it('merge refuses a result over the property limit', () => {
    const t = fresh();
    const many: Record<string, unknown> = { PartitionKey: 'a', RowKey: '1' };
    for (let i = 0; i < 251; i++) many[`P${i}`] = i;
    expect(mergeEntity(t, many)).toMatchObject({ ok: false, code: 'TOO_MANY_PROPERTIES' });
  });

  it('insert-or-replace and insert-or-merge insert when absent and update when present', () => {
    const t = fresh();
    expect(insertOrReplaceEntity(t, { PartitionKey: 'a', RowKey: '3', X: 1 }).ok).toBe(true);
    expect(Object.keys(stored(t, 'a', '3')!.properties)).toEqual(['X']);
    expect(insertOrMergeEntity(t, { PartitionKey: 'a', RowKey: '1', X: 1 }).ok).toBe(true);
    expect(Object.keys(stored(t, 'a', '1')!.properties).sort()).toEqual(['Age', 'Name', 'X']);
    expect(insertOrMergeEntity(t, { PartitionKey: 'd', RowKey: '1' }).ok).toBe(true);
    expect(insertOrReplaceEntity(t, { PartitionKey: 'd', RowKey: '0' }).ok).toBe(true);
    expect(keys(t)).toEqual(['a/1', 'a/3', 'c/1', 'd/0', 'd/1']);
  });

  it('delete removes the entity and an emptied partition, and refuses a missing one', () => {
    const t = fresh();
    expect(deleteEntity(t, 'c', '1').ok).toBe(true);
    expect(keys(t)).toEqual(['a/1', 'a/3']);
    expect(t.byKey.has('c')).toBe(false);
    expect(deleteEntity(t, 'c', '1')).toMatchObject({ ok: false, code: 'RESOURCE_NOT_FOUND' });
  });

  it('keeps the property census in step with every write', () => {
    const t = fresh();
    replaceEntity(t, { PartitionKey: 'a', RowKey: '1', Age: 5.5 });
    deleteEntity(t, 'a', '3');
    insertEntity(t, { PartitionKey: 'b', RowKey: '1', Name: 'b' });
    expect(describeProperties(t).slice(3)).toEqual([
      { name: 'Age', types: { 'Edm.Double': 1 } },
      { name: 'Name', types: { 'Edm.String': 2 } },
    ]);
    expect(describeProperties(t)[0]).toEqual({ name: 'PartitionKey', types: { 'Edm.String': 3 } });
  });
});
