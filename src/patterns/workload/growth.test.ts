import { describe, expect, it } from 'vitest';
import type { DataRecord, Design, RecordType } from '../../design';
import { checkMatrix, holdRecords, loadComparison } from '../comparison';
import type { AccessPattern } from '../types';
import { inferBound } from './bound';

const ITEM: RecordType = {
  name: 'Item',
  properties: [
    { name: 'Id', type: 'Edm.Int32' },
    { name: 'Group', type: 'Edm.String' },
    { name: 'Name', type: 'Edm.String' },
  ],
};

/** 2,000 items in four groups, under twenty names: ids multiply, groups and names do not. */
const ITEMS: DataRecord[] = Array.from({ length: 2000 }, (_, i) => ({
  Id: i,
  Group: `g${i % 4}`,
  Name: `n${(i * 7) % 20}`,
}));

const copy = (partitionKey: string, rowKey: string) =>
  ({
    name: 'primary',
    recordType: 'Item',
    kind: 'copy',
    partitionKey,
    rowKey,
    properties: 'all',
  }) as const;

const DESIGNS: { id: string; design: Design }[] = [
  { id: 'by-group', design: { name: 'By group', entitySets: [copy('{Group}', '{Id|pad:5}')] } },
  { id: 'by-id', design: { name: 'By id', entitySets: [copy('{Id|pad:5}', '')] } },
  {
    id: 'names',
    design: {
      name: 'Names',
      entitySets: [
        copy('{Id|pad:5}', ''),
        {
          name: 'by name',
          recordType: 'Item',
          kind: 'index',
          partitionKey: 'name_{Name}',
          rowKey: '',
          properties: [],
          index: { property: 'Ids', value: '{Id|pad:5}' },
        },
      ],
    },
  },
];

function loaded() {
  const records = holdRecords([ITEM], { Item: ITEMS });
  const l = loadComparison([ITEM], records, DESIGNS);
  if (!l.ok) throw new Error('the fixture does not load');
  return l;
}

const pattern = (intent: string, more: Partial<AccessPattern> = {}): AccessPattern => ({
  id: 'p',
  name: 'p',
  recordType: 'Item',
  parameters: [],
  intent,
  queries: {},
  ...more,
});

describe('growth inferred from the data', () => {
  it('reads partitions over a group as of fixed number, and over an id as multiplying', () => {
    const l = loaded();
    const [group, id, names] = l.designs.map((d) => d.growth);
    expect(group!.sets[0]).toMatchObject({ partitions: { full: 4, half: 4 }, partitionGrowth: 1 });
    expect(id!.sets[0]).toMatchObject({
      partitions: { full: 2000, half: 1000 },
      partitionGrowth: 0,
    });
    // Twenty names at both sizes: each index entity's list doubles with the records.
    expect(names!.sets[1]).toMatchObject({
      kind: 'index',
      entities: { full: 20, half: 20 },
      listGrowth: 1,
    });
    // 100 ids of five digits and 99 commas.
    expect(names!.sets[1]!.largest).toMatchObject({ entries: 100, listChars: 599 });
  });

  it('infers "one" where the intent pins a property unique in the data, and says which', () => {
    const l = loaded();
    const patterns = [
      pattern("Id eq 5 and Group eq 'g1'"),
      pattern("Name eq 'n3'", { id: 'q' }),
      pattern("Group eq 'g1'", { id: 'r', top: 3 }),
      pattern("Id ge 100 and Id lt 200 and Group eq 'g1'", { id: 's' }),
      pattern('Id gt 100 and Id le 200', { id: 't', top: 5 }),
    ];
    const matrix = checkMatrix(l, patterns, () => 0);
    expect(matrix.pinned).toEqual([
      { property: 'Id' },
      null,
      null,
      { property: 'Id', atMost: 100 },
      { property: 'Id', atMost: 100 },
    ]);
    expect(inferBound(matrix, 0, patterns[0]!)).toMatchObject({
      bound: { kind: 'one' },
      reason: { code: 'workload.boundOne', params: { property: 'Id' } },
    });
    // A name is shared by 100 of 2,000 items: 1 in 20 of the records.
    expect(inferBound(matrix, 1, patterns[1]!).bound).toEqual({ kind: 'share', share: 0.05 });
    expect(inferBound(matrix, 2, patterns[2]!).bound).toEqual({ kind: 'at-most', n: 3 });
    // Ids 100 to 199: at most 100 records at any size, whatever else the intent asks.
    expect(inferBound(matrix, 3, patterns[3]!)).toMatchObject({
      bound: { kind: 'at-most', n: 100 },
      reason: { code: 'workload.boundRange', params: { property: 'Id', count: 100 } },
    });
    // A $top below the range's count is the tighter bound.
    expect(inferBound(matrix, 4, patterns[4]!).bound).toEqual({ kind: 'at-most', n: 5 });
  });
});
