import type { Lesson } from '../types';

/** Querying basics: the point query, the cheapest read there is. */
export const POINT_QUERY: Lesson = {
  id: 'point-query',
  group: 'querying',
  title: 'Point queries',
  summary: 'PartitionKey and RowKey together name one entity: one request, one entity read.',
  steps: [
    {
      id: 'both-keys',
      title: 'Both keys, one entity',
      focus: 'plan',
      shows: 'point',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey eq '000100'",
      },
      body: [
        'Every entity lives in exactly one place: its partition, named by `PartitionKey`, and its row within that partition, named by `RowKey`. Together they are the only index a table has.',
        'When a filter fixes both with `eq`, the service goes straight to that entity. It reads one entity and answers in one request, whatever the size of the table. The plan calls this a point query.',
      ],
    },
    {
      id: 'find-one',
      title: 'Find one employee',
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 1000, filter: "LastName eq 'Jones'" },
      body: [
        'In this design the partition is the department and the row is the employee id, padded to six digits.',
      ],
      challenge: {
        prompt: 'Write a filter that reads employee 000103 of the IT department as a point query.',
        hints: [
          'A point query needs `eq` on both keys, joined with `and`.',
          "Department goes in `PartitionKey`, the padded id in `RowKey`: `RowKey eq '000103'`.",
        ],
        solution: { filter: "PartitionKey eq 'IT' and RowKey eq '000103'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'IT' and RowKey eq '000103'",
        },
      },
    },
  ],
};
