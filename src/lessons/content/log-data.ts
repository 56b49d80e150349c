import type { Lesson } from '../types';

/** Anti-pattern: log data in a table keyed by time. */
export const LOG_DATA: Lesson = {
  id: 'log-data',
  group: 'patterns',
  title: 'Log data anti-pattern',
  summary: 'Logs keyed by time make a hot partition; buckets fix the writes but cost reads.',
  steps: [
    {
      id: 'buckets-cost-reads',
      title: 'What the buckets cost to read',
      focus: 'map',
      shows: 'partition-scan',
      setup: {
        dataset: 'app-log-hot',
        size: 10000,
        design: 'log-hash-bucketed',
        filter: "PartitionKey eq '00_2025011509'",
      },
      body: [
        'With hash buckets, an hour lives in ten partitions, `00_2025011509` to `09_2025011509`. This filter reads bucket `00`; reading the whole hour takes nine more queries like it, run in parallel, whose results the client merges by time.',
        "The guide's advice for logs is often Blob storage instead: append blobs take writes at the end cheaply, and log analysis reads whole periods anyway. Keep logs in a table when you query single events by key.",
      ],
    },
    {
      id: 'one-bucket',
      title: 'One bucket of one hour',
      focus: 'map',
      shows: 'table-scan',
      setup: {
        dataset: 'app-log-hot',
        size: 10000,
        design: 'log-hash-bucketed',
        filter:
          "EventTime ge datetime'2025-01-15T09:00:00Z' and EventTime lt datetime'2025-01-15T10:00:00Z'",
      },
      body: ['This filter reads the hour by time: a table scan.'],
      challenge: {
        prompt:
          'Return the 09:00 to 10:00 events of 15 January 2025 that are in bucket 03, reading one partition.',
        hints: ['Bucket and hour make the PartitionKey: `03_2025011509`.'],
        solution: { filter: "PartitionKey eq '03_2025011509'" },
        check: {
          kind: 'query',
          costClass: ['partition-scan', 'range'],
          sameAs: "PartitionKey eq '03_2025011509'",
        },
      },
    },
  ],
};
