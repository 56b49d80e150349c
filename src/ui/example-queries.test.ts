import { describe, expect, it } from 'vitest';
import {
  analyzeQuery,
  createTableFromStored,
  type PartitionInfo,
  type StoredEntity,
} from '../engine';
import { derivedExamples, examplePartition, firstEntityFilter } from './example-queries';

const entity = (pk: string, rk: string, props: StoredEntity['properties']): StoredEntity => ({
  PartitionKey: pk,
  RowKey: rk,
  Timestamp: 0n,
  properties: props,
});

const partitions: PartitionInfo[] = [
  { partitionKey: 'Adams', count: 1, firstRowKey: 'a1', lastRowKey: 'a1' },
  { partitionKey: "O'Neil", count: 3, firstRowKey: 'n1', lastRowKey: 'n3' },
];

describe('derivedExamples', () => {
  it("examples ignore the user's data: after an import or a design change they name a real partition, key and property", () => {
    const partition = examplePartition(partitions)!;
    expect(partition.partitionKey).toBe("O'Neil");
    expect(firstEntityFilter(partition)).toBe("PartitionKey eq 'O''Neil' and RowKey eq 'n1'");
    const first = entity("O'Neil", 'n1', {
      Age: { type: 'Edm.Int32', value: 40 },
      City: { type: 'Edm.String', value: 'Oslo' },
    });
    const examples = derivedExamples(partition, first);
    expect(examples.map((e) => [e.labelKey, e.filter])).toEqual([
      ['cost.point', "PartitionKey eq 'O''Neil' and RowKey eq 'n1'"],
      ['cost.range', "PartitionKey eq 'O''Neil' and RowKey ge 'n1' and RowKey lt 'n3'"],
      ['cost.partitionScan', "PartitionKey eq 'O''Neil' and City eq 'Oslo'"],
      ['cost.tableScan', "City eq 'Oslo'"],
    ]);
    // Every example returns something over the table it was taken from.
    const table = createTableFromStored([
      entity('Adams', 'a1', { City: { type: 'Edm.String', value: 'Rome' } }),
      first,
      entity("O'Neil", 'n2', { City: { type: 'Edm.String', value: 'Oslo' } }),
      entity("O'Neil", 'n3', {}),
    ]).table;
    for (const e of examples) {
      const analysis = analyzeQuery(table, { filter: e.filter });
      expect(analysis.ok && analysis.stats.returned).toBeGreaterThan(0);
    }
  });

  it('a one-entity partition has no range; an entity with only keys has no value examples', () => {
    const examples = derivedExamples(partitions[0]!, entity('Adams', 'a1', {}));
    expect(examples.map((e) => e.labelKey)).toEqual(['cost.point']);
  });
});
