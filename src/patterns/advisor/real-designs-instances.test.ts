/**
 * The advisor against a second design its authors chose for production: the Durable Task
 * Framework's Instances table (AzureTableTrackingStore's OrchestrationInstanceStatus:
 * PartitionKey = the instance id, RowKey = the empty string), which answers "this instance" as
 * a point read and "every instance in a state" with a property filter, a table scan. Under the
 * same records and workload, the advisor's best proposal must cost no more a month than the
 * authors' design (issue 26, quality).
 */
import { describe, expect, it } from 'vitest';
import type { DataRecord, RecordType } from '../../design';
import { checkMatrix, holdRecords, loadComparison } from '../comparison';
import type { AccessPattern } from '../types';
import { workloadCost } from '../workload/cost';
import { EXAMPLE_PRICES } from '../workload/rules';
import type { Workload } from '../workload/types';
import { adviseDesigns } from './search';

const INSTANCE: RecordType = {
  name: 'Instance',
  properties: [
    { name: 'InstanceId', type: 'Edm.String' },
    { name: 'RuntimeStatus', type: 'Edm.String' },
    { name: 'Name', type: 'Edm.String' },
  ],
};

const STATUSES = ['Running', 'Completed', 'Completed', 'Completed', 'Failed', 'Pending'];

/** 600 orchestration instances, most of them completed. */
const instances: DataRecord[] = Array.from({ length: 600 }, (_, k) => ({
  InstanceId: `order-${String(k).padStart(4, '0')}`,
  RuntimeStatus: STATUSES[(k * 7) % STATUSES.length]!,
  Name: k % 3 === 0 ? 'Billing' : 'Shipping',
}));

const patterns: AccessPattern[] = [
  {
    id: 'instance',
    name: 'One instance',
    recordType: 'Instance',
    parameters: [{ name: 'id', value: "'order-0042'" }],
    intent: 'InstanceId eq {id}',
    queries: { dtfx: "PartitionKey eq {id} and RowKey eq ''" },
  },
  {
    id: 'running',
    name: 'Instances in a state',
    recordType: 'Instance',
    parameters: [{ name: 'status', value: "'Running'" }],
    intent: 'RuntimeStatus eq {status}',
    queries: { dtfx: 'RuntimeStatus eq {status}' },
  },
];

const workload: Workload = {
  reads: [
    { patternId: 'instance', perSecond: 200, peakPerSecond: 800 },
    { patternId: 'running', perSecond: 0.2, peakPerSecond: 1 },
  ],
  records: { Instance: instances.length },
  writes: [
    { id: 'start', name: 'start', recordType: 'Instance', kind: 'insert', perSecond: 20 },
    {
      id: 'status',
      name: 'status changes',
      recordType: 'Instance',
      kind: 'update',
      perSecond: 40,
      changes: ['RuntimeStatus'],
    },
  ],
};

describe('the advisor against a production design', () => {
  it('Durable Task instances: the best proposal costs no more a month than the authors’ design', async () => {
    const records = holdRecords([INSTANCE], { Instance: instances });
    const loaded = loadComparison([INSTANCE], records, [
      {
        id: 'dtfx',
        design: {
          name: 'Durable Task instances',
          entitySets: [
            {
              name: 'instances',
              recordType: 'Instance',
              kind: 'copy',
              partitionKey: '{InstanceId}',
              rowKey: '',
              properties: ['RuntimeStatus', 'Name'],
            },
          ],
        },
      },
    ]);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    const matrix = checkMatrix(loaded, patterns, () => 0);
    expect(matrix.cells.flat().map((c) => [c.verdict, c.cost?.costClass])).toEqual([
      ['pass', 'point'],
      ['pass', 'table-scan'],
    ]);
    const names = { Instance: INSTANCE.properties.map((p) => p.name) };
    const settings = { scale: null, workload };
    const authors = workloadCost(
      matrix,
      patterns,
      loaded.designs.map((d) => d.candidate),
      settings,
      EXAMPLE_PRICES,
      names,
    ).designs[0]!;
    const advice = await adviseDesigns(
      [INSTANCE],
      records,
      patterns,
      { prices: EXAMPLE_PRICES, scale: null, workload },
      () => 0,
    );
    const best = advice.best[0]!;
    expect(best.monthly.total).toBeLessThanOrEqual(authors.total * (1 + 1e-9));
    // One instance stays a read of its own partition; the states get a partition each (a copy
    // keyed by state), where the authors' design scans the table.
    expect(['point', 'partition-scan']).toContain(best.classes.instance);
    expect(best.classes.running).toBe('partition-scan');
    expect(best.answers.running).toMatch(/^PartitionKey eq /);
  });
});
