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
import { againstAuthors } from '../testing';
import type { AccessPattern } from '../types';
import type { Workload } from '../workload/types';

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
    const { matrix, authors, best } = await againstAuthors(
      INSTANCE,
      instances,
      patterns,
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
      workload,
    );
    expect(matrix.cells.flat().map((c) => [c.verdict, c.cost?.costClass])).toEqual([
      ['pass', 'point'],
      ['pass', 'table-scan'],
    ]);
    expect(best.monthly.total).toBeLessThanOrEqual(authors.total * (1 + 1e-9));
    // One instance stays a read of its own partition; the states get a partition each (a copy
    // keyed by state), where the authors' design scans the table.
    expect(['point', 'partition-scan']).toContain(best.classes.instance);
    expect(best.classes.running).toBe('partition-scan');
    expect(best.answers.running).toMatch(/^PartitionKey eq /);
  });
});
