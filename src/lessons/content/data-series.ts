import type { Lesson } from '../types';

/** Patterns: a series of values in one entity instead of one entity each. */
export const DATA_SERIES: Lesson = {
  id: 'data-series',
  group: 'patterns',
  title: 'Data series',
  summary: 'A day of hourly counts in one entity: one read and one write instead of 24.',
  steps: [
    {
      id: 'hourly',
      title: 'One entity per hour',
      focus: 'results',
      shows: 'range',
      setup: {
        dataset: 'message-counts-hourly',
        size: 1000,
        filter: "PartitionKey eq '000003' and RowKey ge '20250115' and RowKey lt '20250116'",
      },
      body: [
        'Here each employee has one entity per hour with the number of messages they sent. A day is 24 entities: reading it is a range query that returns 24, and the nightly job that writes it does 24 writes.',
      ],
    },
    {
      id: 'series',
      title: 'One entity per day',
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'message-counts-series', size: 1000, filter: "PartitionKey eq '000003'" },
      body: [
        'The data-series pattern stores the day in one entity with properties `Hour00` to `Hour23`. The day is read with a point query and written with one request. An entity can hold up to 252 properties and 1 MiB, so the series must stay within both.',
      ],
      challenge: {
        prompt: "Read employee 000003's counts for 15 January 2025 with a point query.",
        hints: ['RowKeys are days written `yyyyMMdd`.'],
        solution: { filter: "PartitionKey eq '000003' and RowKey eq '20250115'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq '000003' and RowKey eq '20250115'",
        },
      },
    },
  ],
};
