/**
 * The advisor against a design its authors chose for production: the Durable Task Framework's
 * history table (AzureTableTrackingStore: PartitionKey = instance id, RowKey = the event's
 * sequence number as `X16` hex), under the same records and workload. The advisor's best
 * proposal must cost no more a month than the authors' design (issue 26, quality).
 */
import { describe, expect, it } from 'vitest';
import type { DataRecord } from '../../design';
import { againstAuthors, DTFX_HISTORY, HISTORY_EVENT } from '../testing';
import type { AccessPattern } from '../types';
import type { Workload } from '../workload/types';

/** Forty orchestration instances of 1 to 120 events each. */
const events: DataRecord[] = Array.from({ length: 40 }, (_, k) =>
  Array.from({ length: 1 + ((k * 37) % 120) }, (_, i) => ({
    InstanceId: `order-${k}`,
    SequenceNumber: BigInt(i),
    ExecutionId: `e${k}`,
    EventType: i === 0 ? 'ExecutionStarted' : 'TaskCompleted',
  })),
).flat();

const patterns: AccessPattern[] = [
  {
    id: 'history',
    name: "An instance's history",
    recordType: 'HistoryEvent',
    parameters: [{ name: 'id', value: "'order-5'" }],
    intent: 'InstanceId eq {id}',
    order: [{ property: 'SequenceNumber' }],
    queries: { dtfx: "PartitionKey eq '{id}'" },
  },
  {
    id: 'event',
    name: 'One event of an instance',
    recordType: 'HistoryEvent',
    parameters: [
      { name: 'id', value: "'order-5'" },
      { name: 'seq', value: '7L' },
    ],
    intent: 'InstanceId eq {id} and SequenceNumber eq {seq}',
    queries: { dtfx: "PartitionKey eq '{id}' and RowKey eq '{seq|hex:X16}'" },
  },
];

const workload: Workload = {
  reads: [
    { patternId: 'history', perSecond: 50, peakPerSecond: 200 },
    { patternId: 'event', perSecond: 5, peakPerSecond: 20 },
  ],
  records: { HistoryEvent: events.length },
  writes: [
    { id: 'append', name: 'append', recordType: 'HistoryEvent', kind: 'insert', perSecond: 100 },
  ],
};

describe('the advisor against a production design', () => {
  it('Durable Task history: the best proposal costs no more a month than the authors’ design', async () => {
    const { matrix, authors, best } = await againstAuthors(
      HISTORY_EVENT,
      events,
      patterns,
      { id: 'dtfx', design: { name: 'Durable Task history', entitySets: [DTFX_HISTORY] } },
      workload,
    );
    expect(matrix.cells.flat().map((c) => c.verdict)).toEqual(['pass', 'pass']);
    expect(best.monthly.total).toBeLessThanOrEqual(authors.total * (1 + 1e-9));
    expect(best.classes).toEqual({ history: 'partition-scan', event: 'point' });
  });
});
