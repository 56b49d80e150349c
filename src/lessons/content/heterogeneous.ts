import type { Lesson } from '../types';

/** Patterns: several entity types in one table and one partition. */
export const HETEROGENEOUS: Lesson = {
  id: 'heterogeneous',
  group: 'patterns',
  title: 'Heterogeneous entity types',
  summary: 'Departments and employees in one partition, told apart by a RowKey prefix.',
  steps: [
    {
      id: 'one-partition-two-types',
      title: 'Two types, one partition',
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'heterogeneous',
        filter: "PartitionKey eq 'Sales'",
      },
      body: [
        'A table has no schema: entities in one partition may have different properties. This design keeps each department entity next to its employees, with RowKeys `Department` and `Employee_000100`, and an `EntityType` property saying which is which.',
        'Because they share a partition, a department and its employees can be changed together in one entity group transaction, and the type prefix lets a range query read one type only.',
      ],
    },
    {
      id: 'the-department',
      title: 'Just the department',
      focus: 'plan',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'heterogeneous',
        filter: "PartitionKey eq 'Sales' and EntityType eq 'Department'",
      },
      body: ['This filter finds the department entity by scanning the partition.'],
      challenge: {
        prompt: 'Read the Sales department entity with a point query.',
        hints: ["The department entity's RowKey is its type name."],
        solution: { filter: "PartitionKey eq 'Sales' and RowKey eq 'Department'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'Sales' and RowKey eq 'Department'",
        },
      },
    },
  ],
};
