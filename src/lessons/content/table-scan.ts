import type { Lesson } from '../types';

/** Querying basics: no partition named, every partition read. */
export const TABLE_SCAN: Lesson = {
  id: 'table-scan',
  group: 'querying',
  title: 'Table scans',
  summary: 'Without PartitionKey eq, the service reads every partition, page by page.',
  steps: [
    {
      id: 'every-partition',
      title: 'Every partition, every entity',
      focus: 'map',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 10000, filter: "LastName eq 'Jones'" },
      body: [
        'Nothing in this filter names a partition, so the service has to read them all. The map lights up every partition; the counters show how many entities were read to return a few.',
        'A table scan is the most expensive query there is, and it gets slower as the table grows. It also comes back in pages: at most 1,000 entities a page, and a page can end early at a partition boundary or after five seconds, so a client must follow the continuation tokens.',
      ],
    },
    {
      id: 'row-key-alone',
      title: 'A RowKey alone does not help',
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 10000, filter: "RowKey eq '000123'" },
      body: [
        'RowKeys are only ordered inside a partition. Without the partition, the service cannot find `000123` without looking in every one of them.',
      ],
      challenge: {
        prompt: 'Employee 000123 works in IT. Make this lookup a point query.',
        hints: ['Add the partition the entity lives in.'],
        solution: { filter: "PartitionKey eq 'IT' and RowKey eq '000123'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'IT' and RowKey eq '000123'",
        },
      },
    },
  ],
};
