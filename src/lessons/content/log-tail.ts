import type { Lesson } from '../types';

/** Patterns: the newest entities first, by inverting the time in the key. */
export const LOG_TAIL: Lesson = {
  id: 'log-tail',
  group: 'patterns',
  title: 'Log tail',
  summary:
    'RowKey = DateTime.MaxValue.Ticks − ticks puts the newest first, so $top reads only them.',
  steps: [
    {
      id: 'inverted-ticks',
      title: 'Time, turned around',
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'expenses-log-tail',
        size: 1000,
        filter: "PartitionKey eq 'Sales'",
        top: 10,
      },
      body: [
        "A partition can only be read in ascending RowKey order. To read the newest expenses first, the RowKey is the largest DateTime's ticks minus the expense's ticks, padded to 19 digits: the later the expense, the smaller the key.",
        'With `$top` 10, the first response holds the ten newest expenses, read from the start of the partition.',
      ],
    },
    {
      id: 'newest-ten',
      title: 'The ten newest',
      focus: 'timeline',
      shows: 'partition-scan',
      setup: {
        dataset: 'expenses-log-tail',
        size: 1000,
        design: 'oldest-first',
        filter: "PartitionKey eq 'Sales'",
      },
      body: [
        'This design keys expenses oldest first. The newest are at the far end of the partition.',
      ],
      challenge: {
        prompt: 'Make the first response hold exactly the ten newest Sales expenses.',
        hints: [
          'A query cannot read a partition backwards; the design must put the newest first.',
          "Pick the preset 'Log tail (newest first)' and set `$top` to 10.",
        ],
        solution: { design: 'log-tail', top: 10 },
        check: {
          kind: 'records',
          recordType: 'Expense',
          intent: "Department eq 'Sales'",
          order: { property: 'SubmittedOn', descending: true },
          firstPage: 10,
          costClass: ['partition-scan', 'range'],
        },
      },
    },
  ],
};
