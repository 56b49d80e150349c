/**
 * A tiny hand-made comparison for the room's tests: six people in two groups, and designs that
 * store them once, twice (an intra-partition index) or with index entities by name.
 */
import type { DataRecord, Design, RecordType } from '../design';
import { adviseDesigns } from './advisor/search';
import type { Advice } from './advisor/types';
import { checkMatrix, holdRecords, type LoadedComparison, loadComparison } from './comparison';
import type { AccessPattern, CandidateDesign, Matrix } from './types';
import { workloadCost } from './workload/cost';
import { EXAMPLE_PRICES } from './workload/rules';
import type { DesignCost, Workload } from './workload/types';

/** The record type of the fixture. */
export const PERSON: RecordType = {
  name: 'Person',
  properties: [
    { name: 'Id', type: 'Edm.Int32' },
    { name: 'Team', type: 'Edm.String' },
    { name: 'Name', type: 'Edm.String' },
  ],
};

/** Ids ascend while names do not, so key order and name order differ. */
export const PEOPLE: readonly DataRecord[] = [
  { Id: 1, Team: 'red', Name: "O'Brien" },
  { Id: 2, Team: 'red', Name: 'Adams' },
  { Id: 3, Team: 'red', Name: 'Young' },
  { Id: 4, Team: 'blue', Name: 'Adams' },
  { Id: 5, Team: 'blue', Name: 'Moss' },
  { Id: 6, Team: 'blue', Name: 'Baker' },
];

/** A copy entity set of Person with every property. */
export const copy = (name: string, partitionKey: string, rowKey: string) =>
  ({ name, recordType: 'Person', kind: 'copy', partitionKey, rowKey, properties: 'all' }) as const;

/** The fixture's designs by id. */
export const DESIGNS: Readonly<Record<string, Design>> = {
  once: { name: 'Once', entitySets: [copy('primary', '{Team}', '{Id|pad:3}')] },
  twice: {
    name: 'Twice',
    entitySets: [
      copy('by id', '{Team}', 'id_{Id|pad:3}'),
      copy('by name', '{Team}', 'name_{Name}_{Id}'),
    ],
  },
  indexed: {
    name: 'Index entities',
    entitySets: [
      copy('primary', '{Team}', '{Id|pad:3}'),
      {
        name: 'names',
        recordType: 'Person',
        kind: 'index',
        partitionKey: 'name_{Name}',
        rowKey: '{Team}',
        properties: [],
        index: { property: 'Ids', value: '{Id|pad:3}' },
      },
    ],
  },
  headed: {
    name: 'With a header row per team',
    entitySets: [
      copy('primary', '{Team}', '{Id|pad:3}'),
      {
        // A version or header row in each team's partition, listing its members (sorts first).
        name: 'header',
        recordType: 'Person',
        kind: 'index',
        partitionKey: '{Team}',
        rowKey: '!header',
        properties: [],
        index: { property: 'Members', value: '{Id|pad:3}' },
      },
    ],
  },
};

/** The fixture loaded with every design. */
export function fixture(): Extract<LoadedComparison, { ok: true }> {
  const records = holdRecords([PERSON], { Person: PEOPLE });
  const loaded = loadComparison(
    [PERSON],
    records,
    Object.entries(DESIGNS).map(([id, design]) => ({ id, design })),
  );
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
  return loaded;
}

/** A pattern over the fixture with one query per design id. */
export function pattern(
  intent: string,
  queries: AccessPattern['queries'],
  more: Partial<AccessPattern> = {},
): AccessPattern {
  return {
    id: 'p',
    name: 'p',
    recordType: 'Person',
    parameters: [{ name: 'team', value: "'red'" }],
    intent,
    queries,
    ...more,
  };
}

/** The Durable Task Framework's history event, a real production record type. */
export const HISTORY_EVENT: RecordType = {
  name: 'HistoryEvent',
  properties: [
    { name: 'InstanceId', type: 'Edm.String' },
    { name: 'SequenceNumber', type: 'Edm.Int64' },
    { name: 'ExecutionId', type: 'Edm.String' },
    { name: 'EventType', type: 'Edm.String' },
  ],
};

/**
 * Its history table's entity set as AzureTableTrackingStore writes it: PartitionKey = instance
 * id, RowKey = the sequence number as `X16` hex.
 */
export const DTFX_HISTORY = {
  name: 'history',
  recordType: 'HistoryEvent',
  kind: 'copy',
  partitionKey: '{InstanceId}',
  rowKey: '{SequenceNumber|hex:X16}',
  properties: ['ExecutionId', 'EventType'],
} as const;

/** What the advisor's production-design tests compare: the authors' design and the best proposal. */
export interface AgainstAuthors {
  readonly matrix: Matrix;
  readonly authors: DesignCost;
  readonly best: Advice['best'][number];
}

/**
 * Checks the authors' `design` (its id names the patterns' queries) of `type`'s `records` against `patterns`, prices it under
 * `workload` at the example prices, and asks the advisor for its best proposal over the same.
 */
export async function againstAuthors(
  type: RecordType,
  records: readonly DataRecord[],
  patterns: readonly AccessPattern[],
  design: CandidateDesign,
  workload: Workload,
): Promise<AgainstAuthors> {
  const held = holdRecords([type], { [type.name]: records });
  const loaded = loadComparison([type], held, [design]);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
  const matrix = checkMatrix(loaded, patterns, () => 0);
  const names = { [type.name]: type.properties.map((p) => p.name) };
  const settings = { scale: null, workload };
  const candidates = loaded.designs.map((d) => d.candidate);
  const authors = workloadCost(matrix, patterns, candidates, settings, EXAMPLE_PRICES, names)
    .designs[0]!;
  const advice = await adviseDesigns(
    [type],
    held,
    patterns,
    { ...settings, prices: EXAMPLE_PRICES },
    () => 0,
  );
  return { matrix, authors, best: advice.best[0]! };
}
