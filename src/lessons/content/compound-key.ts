import type { Lesson } from '../types';

/** Patterns: a RowKey made of parts, so related entities sort together. */
export const COMPOUND_KEY: Lesson = {
  id: 'compound-key',
  group: 'patterns',
  title: 'Compound keys',
  summary: 'An employee and their reviews share a RowKey prefix, so one range reads them all.',
  steps: [
    {
      id: 'prefix-shared',
      title: 'One prefix, several entities',
      focus: 'strip',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'compound-key',
        filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000101'",
      },
      body: [
        "Review entities here have RowKeys like `000100_review_20240315`: the employee id, then what the entity is, then the date. They sort right after the employee's own entity `000100`.",
        'So the employee and every review of theirs are one contiguous run: one range query returns them, in date order.',
      ],
    },
    {
      id: 'one-employee',
      title: 'Everything about one employee',
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'compound-key',
        filter: "PartitionKey eq 'Sales'",
      },
      body: ['This reads the whole Sales partition.'],
      challenge: {
        prompt: 'Return employee 000104 of Sales and all their reviews with one range query.',
        hints: ['Every RowKey you want starts with `000104`.', 'The next id is `000105`.'],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge '000104' and RowKey lt '000105'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and RowKey ge '000104' and RowKey lt '000105'",
        },
      },
    },
  ],
};
