/**
 * The logs scenario: log events keyed by the hour (every write of an hour in one partition)
 * against the hash-bucketed fix (ten partitions per hour): reads get dearer, writes stop
 * overloading one partition.
 */
import { coded } from '../../engine';
import type { Scenario } from '../types';
import { candidate } from './preset';

/** The ten bucket prefixes of the hash-bucketed design, as one filter over an hour's partitions. */
const BUCKETS = Array.from(
  { length: 10 },
  (_, b) => `PartitionKey eq '${String(b).padStart(2, '0')}_{from|format:yyyyMMddHH}'`,
).join(' or ');

/** Logs: by hour (hot) vs hash-bucketed. */
export const LOGS_SCENARIO: Scenario = {
  id: 'logs',
  title: coded('patterns.scenarioLogs'),
  about: coded('patterns.scenarioLogsAbout'),
  dataset: 'app-log-hot',
  size: 20_000,
  designs: [candidate('log-by-hour'), candidate('log-hash-bucketed')],
  patterns: [
    {
      id: 'one-hour',
      name: 'One hour of events',
      recordType: 'LogEvent',
      parameters: [
        { name: 'from', value: "datetime'2025-01-15T09:00:00Z'" },
        { name: 'to', value: "datetime'2025-01-15T10:00:00Z'" },
      ],
      intent: 'EventTime ge {from} and EventTime lt {to}',
      queries: {
        'log-by-hour': "PartitionKey eq '{from|format:yyyyMMddHH}'",
        'log-hash-bucketed': BUCKETS,
      },
    },
    {
      id: 'errors-in-range',
      name: 'Errors in a time range',
      recordType: 'LogEvent',
      parameters: [
        { name: 'from', value: "datetime'2025-01-15T09:30:00Z'" },
        { name: 'to', value: "datetime'2025-01-15T10:30:00Z'" },
      ],
      intent: "Level eq 'Error' and EventTime ge {from} and EventTime lt {to}",
      queries: {
        'log-by-hour':
          "PartitionKey ge '{from|format:yyyyMMddHH}' and PartitionKey le '{to|format:yyyyMMddHH}' and EventTime ge {from} and EventTime lt {to} and Level eq 'Error'",
        'log-hash-bucketed': "EventTime ge {from} and EventTime lt {to} and Level eq 'Error'",
      },
    },
  ],
  writeLoad: { recordsPerSecond: 5_000, arrival: { kind: 'by-property', property: 'EventTime' } },
};
