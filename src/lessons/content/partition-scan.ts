import type { Lesson } from '../types';

/** Querying basics: a partition read from end to end. */
export const PARTITION_SCAN: Lesson = {
  id: 'partition-scan',
  group: 'querying',
  title: 'Partition scans',
  summary: 'A fixed partition but no bound on RowKey: every entity of the partition is read.',
  steps: [
    {
      id: 'whole-partition',
      title: 'A condition the index cannot use',
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and LastName eq 'Jones'",
      },
      body: [
        '`LastName` is not a key, so the service cannot seek on it. It reads every entity of the Sales partition and checks the condition on each; the strip shows the entities it read and rejected.',
        'The cost grows with the partition, not with the answer: here most entities read are thrown away. A partition scan is fine for small partitions and a warning sign for large ones.',
      ],
    },
    {
      id: 'jones-in-hr',
      title: 'Stay inside one partition',
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 1000, filter: "LastName eq 'Jones'" },
      body: ['Without a partition, the same condition reads the whole table.'],
      challenge: {
        prompt: 'Return the employees named Jones who work in HR, reading no other partition.',
        hints: [
          'Fix the partition with `PartitionKey eq`.',
          "`PartitionKey eq 'HR' and LastName eq 'Jones'`",
        ],
        solution: { filter: "PartitionKey eq 'HR' and LastName eq 'Jones'" },
        check: {
          kind: 'query',
          costClass: ['partition-scan', 'range', 'point'],
          sameAs: "PartitionKey eq 'HR' and LastName eq 'Jones'",
        },
      },
    },
  ],
};
