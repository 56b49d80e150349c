import type { Lesson } from '../types';

/** Querying basics: why an `or` of keys is not a range. */
export const OR_IS_NOT_A_RANGE: Lesson = {
  id: 'or-is-not-a-range',
  group: 'querying',
  title: 'Why `or` on RowKeys is not a range',
  summary: 'Two point lookups joined with or make the service scan; two queries do not.',
  steps: [
    {
      id: 'two-rows',
      title: 'Two rows, one scan',
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and (RowKey eq '000100' or RowKey eq '000104')",
      },
      body: [
        'Each side of this `or` is a point lookup, yet the plan is a partition scan. The service does not split a filter into separate seeks: with an `or` over RowKeys, nothing bounds the RowKey, so it reads the whole partition and tests both conditions on every entity.',
        'Two point queries sent side by side cost two requests and two entity reads, which is far cheaper than a scan once the partition is large.',
      ],
    },
    {
      id: 'adjacent',
      title: 'When the keys are neighbours',
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and (RowKey eq '000100' or RowKey eq '000104')",
      },
      body: ['Sales employees have ids 000100 and 000104 with nothing between them.'],
      challenge: {
        prompt: 'Return the same two employees with a single range query.',
        hints: [
          'Both keys lie between `000100` and `000104`, and nothing else does in this partition.',
          "Bound the RowKey: `RowKey ge '000100' and RowKey le '000104'`.",
        ],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000104'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and (RowKey eq '000100' or RowKey eq '000104')",
        },
      },
    },
  ],
};
