import type { Lesson } from '../types';

/** Querying basics: a prefix is a range, since `startswith` does not exist. */
export const PREFIX_SEARCH: Lesson = {
  id: 'prefix-search',
  group: 'querying',
  title: 'Prefix search without startswith',
  summary:
    'The Table service has no startswith; a prefix is a range from the prefix to its successor.',
  steps: [
    {
      id: 'successor',
      title: 'From the prefix to the next one',
      focus: 'strip',
      shows: 'range',
      setup: {
        dataset: 'employees-intra-index',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey ge 'email_' and RowKey lt 'email`'",
      },
      body: [
        'The service supports no string functions in `$filter`, so `startswith` is out. But every key that starts with a prefix sorts between the prefix itself and the prefix with its last character raised by one: `email_` up to, not including, ``email` `` (the character after `_` is the backquote).',
        'In this design each employee has two entities in the department partition: one under `empid_`, one under `email_`. The range above reads only the e-mail copies.',
      ],
    },
    {
      id: 'jones-emails',
      title: 'Every Jones by e-mail',
      focus: 'strip',
      shows: 'partition-scan',
      setup: { dataset: 'employees-intra-index', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: ['E-mail addresses here start with the last name: `jones.emma2@contoso.com`.'],
      challenge: {
        prompt:
          "Return the Sales e-mail entities of everyone whose address starts with 'jones.', as a range query.",
        hints: [
          'The RowKeys you want start with `email_jones.`.',
          "The character after `.` is `/`: `RowKey ge 'email_jones.' and RowKey lt 'email_jones/'`.",
        ],
        solution: {
          filter:
            "PartitionKey eq 'Sales' and RowKey ge 'email_jones.' and RowKey lt 'email_jones/'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs:
            "PartitionKey eq 'Sales' and RowKey ge 'email_jones.' and RowKey lt 'email_jones/'",
        },
      },
    },
  ],
};
