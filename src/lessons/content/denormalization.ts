import type { Lesson } from '../types';

/** Patterns: related data kept together so one read returns it. */
export const DENORMALIZATION: Lesson = {
  id: 'denormalization',
  group: 'patterns',
  title: 'Denormalization',
  summary: 'Copy related data into the entity that needs it, and one point query answers.',
  steps: [
    {
      id: 'two-reads',
      title: 'An employee and their manager',
      focus: 'results',
      shows: 'point',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'heterogeneous',
        filter: "PartitionKey eq 'Sales' and RowKey eq 'Department'",
      },
      body: [
        "The department entity holds the manager's name; each employee entity holds the employee. To show an employee with their manager, an application reads two entities: two point queries.",
        "Denormalizing means writing the manager's name into every employee entity too. Then one point query answers, and the table holds no joins to make. The cost: when the manager changes, every employee entity of the department must be rewritten.",
      ],
    },
    {
      id: 'what-changes',
      title: 'What a change touches',
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'heterogeneous',
        filter: "PartitionKey eq 'Sales'",
      },
      body: [
        'With the manager copied into each employee, a new Sales manager means rewriting every Sales employee entity. They share a partition, so entity group transactions of up to 100 entities can do it.',
      ],
      challenge: {
        prompt:
          'Return exactly the Sales employee entities (not the department entity) with a range query: the entities a new manager would rewrite.',
        hints: [
          'Employee RowKeys start with `Employee_`.',
          "A prefix is a range: ``RowKey ge 'Employee_' and RowKey lt 'Employee`'`` (the backquote follows `_`).",
        ],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge 'Employee_' and RowKey lt 'Employee`'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and RowKey ge 'Employee_' and RowKey lt 'Employee`'",
        },
      },
    },
  ],
};
