import { describe, expect, it } from 'vitest';
import { applyDesignToTable } from './design-table';
import { originRecord, originSet } from './entity-origins';
import { compiled, PERSON, people, personSet } from './testing';

describe('entity origins', () => {
  it('name, for every table position, the record and set whose keys the entity has', () => {
    // Partitions by last name with RowKeys that do not arrive in order (the builder sorts them),
    // and a second copy in other partitions: every position must still name its own record.
    const design = compiled(
      [personSet('by last', '{Last}', '{Email}'), personSet('by dept', 'd_{Dept}', '{Id|pad:3}')],
      [PERSON],
    );
    const records = people(150).reverse();
    const { table, origins } = applyDesignToTable(
      design,
      { Person: records },
      { keepOrigins: true },
    );
    expect(origins).not.toBeNull();
    let checked = 0;
    for (const partition of table.partitions) {
      partition.entities.forEach((e, index) => {
        const origin = origins!.of(partition, index);
        const r = records[originRecord(origin)]!;
        const set = design.sets.find((s) => s.index === originSet(origin))!;
        expect([e.PartitionKey, e.RowKey]).toEqual([
          set.partitionKey.evaluate(r),
          set.rowKey.evaluate(r),
        ]);
        checked++;
      });
    }
    expect(checked).toBe(300);
  });

  it('a colliding record leaves the entity to the first record, whose origin it keeps', () => {
    const design = compiled([personSet('by dept', '{Dept}', '{Last}')], [PERSON]);
    const records = people(8);
    const { table, origins } = applyDesignToTable(
      design,
      { Person: records },
      { keepOrigins: true },
    );
    const partition = table.partitions[0]!;
    const names = partition.entities.map((_, i) => originRecord(origins!.of(partition, i)));
    // Dept A holds people 0, 2, 4, 6 with last names Jones, Brown, Smith, Jones: 6 collides with 0.
    expect(names).toEqual([2, 0, 4]);
  });

  it('are not kept unless asked for, and a partition of another table has none', () => {
    const design = compiled([personSet('by dept', '{Dept}', '{Id}')], [PERSON]);
    const plain = applyDesignToTable(design, { Person: people(4) });
    expect(plain.origins).toBeNull();
    const kept = applyDesignToTable(design, { Person: people(4) }, { keepOrigins: true });
    expect(kept.origins!.of(plain.table.partitions[0]!, 0)).toBe(-1);
  });
});
