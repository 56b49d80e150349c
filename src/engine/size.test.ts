import { describe, expect, it } from 'vitest';
import { entitySizes } from './columns';
import type { StoredEntity } from './entity';
import { entitySize } from './size';
import { createTableFromStored, tableFrom } from './table';
import { TableBuilder } from './table-builder';

describe('entitySize', () => {
  it('applies the semantics.md §1 formula to every type', () => {
    const size = entitySize({
      PartitionKey: 'Sales',
      RowKey: '2',
      Timestamp: 0n,
      properties: {
        S: { type: 'Edm.String', value: 'Jones' }, // 8 + 2 + 4 + 10
        I: { type: 'Edm.Int32', value: 1 }, // 8 + 2 + 4
        L: { type: 'Edm.Int64', value: 1n }, // 8 + 2 + 8
        D: { type: 'Edm.Double', value: 1 }, // 8 + 2 + 8
        B: { type: 'Edm.Boolean', value: true }, // 8 + 2 + 1
        T: { type: 'Edm.DateTime', value: 0n }, // 8 + 2 + 8
        G: { type: 'Edm.Guid', value: '00000000-0000-0000-0000-000000000000' }, // 8 + 2 + 16
        X: { type: 'Edm.Binary', value: new Uint8Array(3) }, // 8 + 2 + 4 + 3
      },
    });
    expect(size).toBe(4 + 2 * 6 + 24 + 14 + 18 + 18 + 11 + 18 + 26 + 17);
  });
});

describe('sizes measured while a table is built', () => {
  it('are handed to large partitions when asked for, sorted with their entities, equal to entitySize', () => {
    // RowKeys arriving out of order (the partition is sorted), copies sharing one properties
    // object, a repeated key (rejected), and a small partition (left to be measured on demand).
    const shared = { S: { type: 'Edm.String', value: 'x' } } as const;
    const entities: StoredEntity[] = [];
    for (let i = 99; i >= 0; i--) {
      const properties =
        i % 3 === 0
          ? shared
          : { N: { type: 'Edm.Int32', value: i }, T: { type: 'Edm.String', value: 'y'.repeat(i) } };
      entities.push({
        PartitionKey: 'big',
        RowKey: String(i).padStart(3, '0'),
        Timestamp: 0n,
        properties,
      } as StoredEntity);
    }
    entities.push({ ...entities[5]!, properties: { Other: { type: 'Edm.Boolean', value: true } } });
    entities.push({ PartitionKey: 'small', RowKey: 'a', Timestamp: 0n, properties: shared });
    const builder = new TableBuilder(0n, true);
    for (const e of entities) builder.addStored(e);
    const { table, rejected } = tableFrom(builder);
    // Without being asked, the builder keeps none: the big partition measures on demand.
    expect([...entitySizes(createTableFromStored(entities).table.partitions[0]!)]).toEqual(
      new Array(100).fill(0),
    );
    expect(rejected.map((r) => r.code)).toEqual(['ENTITY_ALREADY_EXISTS']);
    const [big, small] = table.partitions;
    const sizes = entitySizes(big!);
    expect(big!.entities).toHaveLength(100);
    expect([...sizes]).toEqual(big!.entities.map((e) => entitySize(e)));
    expect([...entitySizes(small!)]).toEqual([0]);
  });
});
