import type { Lesson } from '../types';

/** Patterns: delete many entities at once by keeping them together. */
export const HIGH_VOLUME_DELETE: Lesson = {
  id: 'high-volume-delete',
  group: 'patterns',
  title: 'High-volume delete',
  summary:
    'Entities deleted together should be stored together: one partition, or better, one table.',
  steps: [
    {
      id: 'delete-an-hour',
      title: 'Deleting an hour of logs',
      focus: 'map',
      shows: 'partition-scan',
      setup: { dataset: 'app-log-hot', size: 10000, filter: "PartitionKey eq '2025011509'" },
      body: [
        'Entities are deleted one at a time, or up to 100 at a time in an entity group transaction when they share a partition. There is no "delete where". To delete an hour of logs, an application first reads the keys, then deletes in batches.',
        'Because this design puts each hour in its own partition, the read is one partition scan and every batch can hold 100 entities. The guide goes further: store each period in a table of its own, and delete the whole table in one call.',
      ],
    },
    {
      id: 'read-to-delete',
      title: 'Read exactly what goes',
      focus: 'map',
      shows: 'table-scan',
      setup: {
        dataset: 'app-log-hot',
        size: 10000,
        filter: "EventTime ge datetime'2025-01-15T10:00:00Z'",
      },
      body: ['This filter finds the events by time, reading every partition.'],
      challenge: {
        prompt:
          'Return exactly the events of 10:00 to 11:00 on 15 January 2025, reading no other partition.',
        hints: ['Each hour is a partition, named `yyyyMMddHH`.'],
        solution: { filter: "PartitionKey eq '2025011510'" },
        check: {
          kind: 'query',
          costClass: ['partition-scan', 'range'],
          sameAs: "PartitionKey eq '2025011510'",
        },
      },
    },
  ],
};
