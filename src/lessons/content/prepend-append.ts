import type { Lesson } from '../types';

/** Anti-pattern: every new entity at one end of one partition. */
export const PREPEND_APPEND: Lesson = {
  id: 'prepend-append',
  group: 'patterns',
  title: 'Prepend/append anti-pattern',
  summary:
    'Keys that always grow send every insert to one hot partition; spread them with a bucket.',
  steps: [
    {
      id: 'hot-partition',
      title: 'Every write to the same place',
      focus: 'map',
      shows: 'partition-scan',
      setup: { dataset: 'app-log-hot', size: 10000, filter: "PartitionKey eq '2025011509'" },
      body: [
        "This log is keyed by the hour. While an hour lasts, every new event goes to the same partition, at its end. One partition is served by one server, and the service's target for a single partition is 2,000 entities a second: beyond that, requests are throttled (HTTP 503), however idle the other partitions are.",
        'The table as a whole can take 20,000 entities a second, but only if the writes are spread.',
      ],
    },
    {
      id: 'spread-the-writes',
      title: 'Spread the writes',
      focus: 'design',
      shows: 'partition-scan',
      setup: { dataset: 'app-log-hot', size: 10000, filter: "PartitionKey eq '2025011509'" },
      body: [
        'A stable hash of the event, taken modulo N and put in front of the hour, spreads each hour over N partitions. Reading an hour then takes N queries, one per bucket, which can run in parallel.',
      ],
      challenge: {
        prompt:
          'At 5,000 log events a second, no partition may receive more than 2,000 writes a second. Change the PartitionKey template so that none does.',
        hints: [
          'The template function `hash:N` gives a stable bucket number from 0 to N−1.',
          "The preset 'Hash-bucketed by hour' puts `{EventTime|ticks|hash:10|pad:2}_` in front of the hour.",
        ],
        solution: { design: 'log-hash-bucketed', filter: "PartitionKey eq '03_2025011509'" },
        check: {
          kind: 'write-load',
          recordType: 'LogEvent',
          rate: 5000,
          arrival: 'EventTime',
          maxPartitionRate: 2000,
        },
      },
    },
  ],
};
