import type { Lesson } from '../types';

/** Patterns: one entity per value, listing the keys of the entities that have it. */
export const INDEX_ENTITIES: Lesson = {
  id: 'index-entities',
  group: 'patterns',
  title: 'Index entities',
  summary: 'An entity per last name lists who has it: one small read, then a point query each.',
  steps: [
    {
      id: 'the-list',
      title: 'A list instead of a scan',
      focus: 'results',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'index-entities',
        filter: "PartitionKey eq 'lastname_Jones'",
      },
      body: [
        'Besides the employees, this design writes index entities: one per last name and department, in a partition named after the name, with an `EmployeeIDs` property listing the ids of the employees who have it.',
        'Finding every Jones is now a scan of one tiny partition, then one point query per id listed. The cost moves to writes: hiring or renaming an employee also updates an index entity, in another partition, so it cannot share a transaction with the employee.',
      ],
    },
    {
      id: 'one-department',
      title: 'Joneses in Marketing',
      focus: 'plan',
      shows: 'table-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'index-entities',
        filter: "LastName eq 'Jones'",
      },
      body: ['This filter finds the Joneses by scanning every employee.'],
      challenge: {
        prompt: 'Read the index entity that lists the Joneses of Marketing, with a point query.',
        hints: [
          'Index entities have PartitionKey `lastname_<LastName>`.',
          'Their RowKey is the department.',
        ],
        solution: { filter: "PartitionKey eq 'lastname_Jones' and RowKey eq 'Marketing'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'lastname_Jones' and RowKey eq 'Marketing'",
        },
      },
    },
  ],
};
