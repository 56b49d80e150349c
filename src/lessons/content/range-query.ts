import type { Lesson } from '../types';

/** Querying basics: a range of RowKeys inside one partition. */
export const RANGE_QUERY: Lesson = {
  id: 'range-query',
  group: 'querying',
  title: 'Range queries',
  summary: 'One partition and a bounded run of RowKeys: the service reads only that run.',
  steps: [
    {
      id: 'bounded-run',
      title: 'A bounded run of rows',
      focus: 'strip',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey ge '000200' and RowKey lt '000300'",
      },
      body: [
        'Inside a partition, entities are kept in `RowKey` order. A filter that fixes the partition and bounds the RowKey with `gt`, `ge`, `lt` or `le` lets the service start at the first key in the range and stop after the last.',
        'The strip shows the partition in key order: only the marked run is read. Every entity read is returned, so nothing is wasted. This is a range query, the next best thing after a point query.',
      ],
    },
    {
      id: 'hundred-to-199',
      title: 'Employees 100 to 199',
      focus: 'strip',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: ['This filter reads the whole Sales partition to return all of it.'],
      challenge: {
        prompt: 'Return the Sales employees with ids 100 to 199 (both included), as a range query.',
        hints: [
          'Keep the partition, and add two bounds on `RowKey`.',
          "Ids are padded to six digits, so the bounds are `'000100'` and `'000199'` (or `lt '000200'`).",
        ],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000199'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000199'",
        },
      },
    },
  ],
};
