import type { Lesson } from '../types';

/** Patterns: a second copy of each entity under another RowKey, in the same partition. */
export const INTRA_PARTITION_INDEX: Lesson = {
  id: 'intra-partition-index',
  group: 'patterns',
  title: 'Intra-partition secondary index',
  summary:
    'Store each entity twice in its partition, keyed by id and by e-mail, and both lookups are point queries.',
  steps: [
    {
      id: 'two-copies',
      title: 'Two RowKeys for one employee',
      focus: 'strip',
      shows: 'point',
      setup: {
        dataset: 'employees-intra-index',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'",
      },
      body: [
        'A table has one index: (PartitionKey, RowKey). To look an employee up by e-mail as cheaply as by id, this design writes every employee twice in the department partition: once as `empid_000000` and once as `email_smith.dana0@contoso.com`.',
        'Both copies are in one partition, so one entity group transaction writes or updates them together: they never disagree. The price is twice the entities and twice the writes.',
      ],
    },
    {
      id: 'make-it-a-point',
      title: 'Design the index yourself',
      focus: 'design',
      shows: 'table-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "EmailAddress eq 'smith.dana0@contoso.com'",
      },
      body: [
        'On the plain department design, looking an employee up by e-mail scans the whole table.',
      ],
      challenge: {
        prompt:
          "Change the design so that the employee with e-mail 'smith.dana0@contoso.com' (in Sales) is found with a point query, then write that query.",
        hints: [
          'Open the key-design editor. You can change the RowKey template, or add a second copy with its own RowKey.',
          "A RowKey template like `email_{EmailAddress}` makes the address part of the key; the preset 'Intra-partition index' does exactly that.",
          "Then: `PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'`.",
        ],
        solution: {
          design: 'intra-partition-index',
          filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'",
        },
        check: {
          kind: 'records',
          recordType: 'Employee',
          intent: "EmailAddress eq 'smith.dana0@contoso.com'",
          costClass: ['point'],
        },
      },
    },
  ],
};
