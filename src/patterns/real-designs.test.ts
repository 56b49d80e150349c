/**
 * Real production designs written in Keyscope's language, exactly as their code writes them,
 * and checked: the Durable Task Framework's history table (a RowKey of `X16` hex sequence
 * numbers and a `sentinel` row in each instance's partition, read with the history), and the
 * WebJobs host's logs in one table per month (`AzureWebJobsHostLogs{yyyyMM}`).
 */
import { describe, expect, it } from 'vitest';
import type { DataRecord, RecordType } from '../design';
import { checkRow, holdRecords, loadComparison } from './comparison';
import { DTFX_HISTORY, HISTORY_EVENT } from './testing';
import type { AccessPattern } from './types';

const INSTANCE: RecordType = {
  name: 'Instance',
  properties: [
    { name: 'InstanceId', type: 'Edm.String' },
    { name: 'ExecutionId', type: 'Edm.String' },
    { name: 'IsCheckpointComplete', type: 'Edm.Boolean' },
  ],
};

/** Two orchestration instances, one with 300 history events (past 0xFF), one with 3. */
const events: DataRecord[] = [
  ...Array.from({ length: 300 }, (_, i) => ({
    InstanceId: 'order-17',
    SequenceNumber: BigInt(i),
    ExecutionId: 'e1',
    EventType: i === 0 ? 'ExecutionStarted' : 'TaskCompleted',
  })),
  ...Array.from({ length: 3 }, (_, i) => ({
    InstanceId: 'order-18',
    SequenceNumber: BigInt(i),
    ExecutionId: 'e2',
    EventType: 'TaskScheduled',
  })),
];
const instances: DataRecord[] = [
  { InstanceId: 'order-17', ExecutionId: 'e1', IsCheckpointComplete: true },
  { InstanceId: 'order-18', ExecutionId: 'e2', IsCheckpointComplete: false },
];

describe('real designs, written exactly', () => {
  const types = [HISTORY_EVENT, INSTANCE];
  const loaded = loadComparison(
    types,
    holdRecords(types, { HistoryEvent: events, Instance: instances }),
    [
      {
        id: 'dtfx',
        design: {
          name: 'Durable Task history',
          entitySets: [
            DTFX_HISTORY,
            {
              name: 'sentinel',
              recordType: 'Instance',
              kind: 'copy',
              partitionKey: '{InstanceId}',
              rowKey: 'sentinel',
              properties: ['ExecutionId', 'IsCheckpointComplete'],
            },
          ],
        },
      },
    ],
  );
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));

  it('Durable Task: keys as .NET writes them, and the sentinel sorts after every event', () => {
    const table = loaded.designs[0]!.parts[0]!.table;
    const keys = table.byKey.get('order-17')!.entities.map((e) => e.RowKey);
    expect(keys.slice(0, 2)).toEqual(['0000000000000000', '0000000000000001']);
    expect(keys).toContain('00000000000000FF');
    expect(keys).toContain('000000000000012B');
    // Upper-case hex digits sort below lower-case letters: the sentinel comes last.
    expect(keys.at(-1)).toBe('sentinel');
    expect(keys).toHaveLength(301);
  });

  it('Durable Task: loading an instance reads its history and its sentinel in one partition query', () => {
    const pattern: AccessPattern = {
      id: 'history',
      name: "An instance's history",
      recordType: 'HistoryEvent',
      parameters: [{ name: 'id', value: "'order-17'" }],
      intent: 'InstanceId eq {id}',
      order: [{ property: 'SequenceNumber' }],
      alsoReads: ['sentinel'],
      queries: { dtfx: "PartitionKey eq '{id}'" },
    };
    const [cell] = checkRow(pattern, loaded);
    expect(cell?.verdict, JSON.stringify(cell?.summary)).toBe('pass');
    expect(cell?.alsoRead).toBe(1);
    expect(cell?.cost).toMatchObject({ costClass: 'partition-scan', returned: 301, requests: 1 });
    // Without the sentinel expected, it is an entity the pattern did not ask for.
    const [strict] = checkRow({ ...pattern, alsoReads: [] }, loaded);
    expect(strict?.counts.extra).toBe(1);
  });

  it('WebJobs host logs: one table per month, named as the host names them', () => {
    const LOG: RecordType = {
      name: 'FunctionLog',
      properties: [
        { name: 'HostId', type: 'Edm.String' },
        { name: 'StartTime', type: 'Edm.DateTime' },
        { name: 'FunctionInstanceId', type: 'Edm.Guid' },
      ],
    };
    const ticks = (iso: string) => BigInt(Date.parse(iso)) * 10_000n + 621_355_968_000_000_000n;
    const logs: DataRecord[] = [
      '2024-11-30T23:59:59Z',
      '2024-12-01T00:00:00Z',
      '2024-12-15T08:00:00Z',
    ].map((t, i) => ({
      HostId: 'myapp',
      StartTime: ticks(t),
      FunctionInstanceId: `0f8fad5b-d9cb-469f-a165-70867728950${i}`,
    }));
    const months = loadComparison([LOG], holdRecords([LOG], { FunctionLog: logs }), [
      {
        id: 'host-logs',
        design: {
          name: 'Host logs',
          entitySets: [
            {
              name: 'logs',
              recordType: 'FunctionLog',
              kind: 'copy',
              partitionKey: '{HostId}',
              rowKey: '{FunctionInstanceId}',
              table: 'AzureWebJobsHostLogs{StartTime|format:yyyyMM}',
              properties: 'all',
            },
          ],
        },
      },
    ]);
    if (!months.ok) throw new Error(JSON.stringify(months.error.message));
    const parts = months.designs[0]!.parts;
    expect(parts.map((p) => [p.name, p.table.size])).toEqual([
      ['AzureWebJobsHostLogs202411', 1],
      ['AzureWebJobsHostLogs202412', 2],
    ]);
  });
});
