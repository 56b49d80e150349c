import type { Lesson } from '../types';

/** Patterns: more than 252 properties, split over several entities. */
export const WIDE_ENTITIES: Lesson = {
  id: 'wide-entities',
  group: 'patterns',
  title: 'Wide entities',
  summary:
    'Past 252 properties, split the entity in parts that share a partition and a key prefix.',
  steps: [
    {
      id: 'the-limit',
      title: '252 properties at most',
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'message-counts-series', size: 1000, filter: "PartitionKey eq '000001'" },
      body: [
        'An entity holds at most 252 properties of its own, besides PartitionKey, RowKey and Timestamp. A day of hourly counts fits; a week of counts by minute would not.',
        'The guide splits such an entity into parts: the same PartitionKey, RowKeys that share a prefix and end in a part number. The parts are written together in one entity group transaction and read together with one range query.',
      ],
    },
    {
      id: 'read-the-parts',
      title: 'Read related entities as one',
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'message-counts-series', size: 1000, filter: "PartitionKey eq '000001'" },
      body: ['Here the days of one employee play the part of the parts of one wide entity.'],
      challenge: {
        prompt:
          "Read employee 000001's days from 14 to 16 January 2025 (included) with one range query.",
        hints: [
          'Bound the RowKey on both sides.',
          "`RowKey ge '20250114' and RowKey le '20250116'`",
        ],
        solution: {
          filter: "PartitionKey eq '000001' and RowKey ge '20250114' and RowKey le '20250116'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq '000001' and RowKey ge '20250114' and RowKey le '20250116'",
        },
      },
    },
  ],
};
