/**
 * The logs scenario: log events keyed by the hour (every write of an hour in one partition)
 * against the hash-bucketed fix (ten partitions per hour): reads get dearer, writes stop
 * overloading one partition.
 */
import { coded } from '../../engine';
import type { QuerySet, Scenario } from '../types';
import { candidate } from './preset';

/** The hash-bucketed design's ten bucket prefixes, '00' to '09'. */
const BUCKETS = Array.from({ length: 10 }, (_, b) => String(b).padStart(2, '0'));

/**
 * An hour on the bucketed design, as a client reads it: one query per bucket, side by side,
 * merged by RowKey (the time within the hour), so the events come in time order.
 */
const HOUR_BY_BUCKET: QuerySet = {
  merge: 'by-row-key',
  queries: BUCKETS.map((b) => ({ filter: `PartitionKey eq '${b}_{from|format:yyyyMMddHH}'` })),
};

/**
 * A time range on the bucketed design: each bucket's hours are one PartitionKey range, so one
 * range query per bucket reads only the hours asked for (one scan of the table would read all).
 */
const ERRORS_BY_BUCKET: QuerySet = {
  merge: 'in-order',
  queries: BUCKETS.map((b) => ({
    filter: `PartitionKey ge '${b}_{from|format:yyyyMMddHH}' and PartitionKey le '${b}_{to|format:yyyyMMddHH}' and EventTime ge {from} and EventTime lt {to} and Level eq 'Error'`,
  })),
};

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
      order: [{ property: 'EventTime' }],
      queries: {
        'log-by-hour': "PartitionKey eq '{from|format:yyyyMMddHH}'",
        'log-hash-bucketed': HOUR_BY_BUCKET,
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
        'log-hash-bucketed': ERRORS_BY_BUCKET,
      },
    },
  ],
  writeLoad: { recordsPerSecond: 5_000, arrival: { kind: 'by-property', property: 'EventTime' } },
};
