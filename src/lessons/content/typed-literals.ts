import type { Lesson } from '../types';

/** Querying basics: literals carry their Edm type, and types never convert. */
export const TYPED_LITERALS: Lesson = {
  id: 'typed-literals',
  group: 'querying',
  title: 'Typed literals',
  summary: "Int64 needs L, dates need datetime'…', and a value of another type never matches.",
  steps: [
    {
      id: 'types-do-not-convert',
      title: 'An Int32 is not an Int64',
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales' and Age eq 30L" },
      body: [
        '`Age` is stored as an Int32. The literal `30L` is an Int64, and the service never converts between types: the comparison is false for every entity, so nothing comes back, without an error.',
        "Each Edm type has its literal form: `42` (Int32), `42L` (Int64), `4.2` (Double), `true`, `datetime'2024-03-01T00:00:00Z'`, `guid'…'` and `X'0A1B'` (Binary). Write the one the property is stored as.",
      ],
    },
    {
      id: 'march',
      title: 'Expenses in March',
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'expenses-log-tail', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: ['`SubmittedOn` is an Edm.DateTime property of every expense.'],
      challenge: {
        prompt: 'Return the Sales expenses submitted in March 2024 (UTC).',
        hints: [
          "A DateTime literal is written `datetime'2024-03-01T00:00:00Z'`.",
          "`SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'`",
        ],
        solution: {
          filter:
            "PartitionKey eq 'Sales' and SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'",
        },
        check: {
          kind: 'query',
          sameAs:
            "PartitionKey eq 'Sales' and SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'",
        },
      },
    },
  ],
};
