import type { Lesson } from '../types';

/** Patterns: the index copy lives in partitions of its own. */
export const INTER_PARTITION_INDEX: Lesson = {
  id: 'inter-partition-index',
  group: 'patterns',
  title: 'Inter-partition secondary index',
  summary: 'Index copies in their own partitions spread the load, but no transaction spans them.',
  steps: [
    {
      id: 'own-partitions',
      title: 'Copies in partitions of their own',
      focus: 'map',
      shows: 'point',
      setup: {
        dataset: 'employees-inter-index',
        size: 1000,
        filter: "PartitionKey eq 'email_Sales' and RowKey eq 'smith.dana0@contoso.com'",
      },
      body: [
        'Here the id copies live in `empid_<department>` partitions and the e-mail copies in `email_<department>` partitions. Each kind of lookup works in partitions of its own, so the two never compete, and each partition stays smaller.',
        "The map shows twice as many partitions as departments. What the design gives up: an employee's two copies are in different partitions, and an entity group transaction cannot span partitions.",
      ],
    },
    {
      id: 'by-id',
      title: 'The id copy',
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees-inter-index', size: 1000, filter: "RowKey eq '000103'" },
      body: ['This filter finds employee 000103 by scanning the table.'],
      challenge: {
        prompt: 'Employee 000103 works in IT. Read their id copy with a point query.',
        hints: ['The id copies are in partitions named `empid_` and the department.'],
        solution: { filter: "PartitionKey eq 'empid_IT' and RowKey eq '000103'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'empid_IT' and RowKey eq '000103'",
        },
      },
    },
  ],
};
