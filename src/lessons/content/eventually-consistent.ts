import type { Lesson } from '../types';

/** Patterns: keeping copies in step across partitions without a transaction. */
export const EVENTUALLY_CONSISTENT: Lesson = {
  id: 'eventually-consistent',
  group: 'patterns',
  title: 'Eventually consistent transactions',
  summary:
    'Copies in several partitions cannot be written atomically; a queue makes them agree in the end.',
  steps: [
    {
      id: 'what-it-costs',
      title: 'What the copies cost to write',
      focus: 'design',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees-inter-index',
        size: 1000,
        filter: "PartitionKey eq 'email_Sales'",
      },
      body: [
        'The design summary says it: two entities per employee, in different partitions, so no entity group transaction can write both. If the writer fails between the two writes, the copies disagree.',
        'The guide\'s answer is to make the change a message: put "employee 000104 changed" on a queue, and let a worker write each copy, retrying until both are written. The copies disagree for a moment, then agree. Every write becomes a queue message and two entity writes.',
      ],
    },
    {
      id: 'keep-it-atomic',
      title: 'Atomic when you can',
      focus: 'design',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees-inter-index',
        size: 1000,
        filter: "PartitionKey eq 'email_Sales'",
      },
      body: [
        'If the copies can share a partition, one entity group transaction writes them, and the queue is not needed.',
      ],
      challenge: {
        prompt:
          "Pick a design that writes each employee in one entity group transaction, and find 'smith.dana0@contoso.com' (Sales) with a point query.",
        hints: [
          'Both copies must share the PartitionKey of their employee.',
          "The preset 'Intra-partition index' keeps both copies in the department partition.",
        ],
        solution: {
          design: 'intra-partition-index',
          filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'",
        },
        check: {
          kind: 'all',
          checks: [
            { kind: 'design', recordType: 'Employee', oneTransaction: true },
            {
              kind: 'records',
              recordType: 'Employee',
              intent: "EmailAddress eq 'smith.dana0@contoso.com'",
              costClass: ['point'],
            },
          ],
        },
      },
    },
  ],
};
