import type { Lesson } from '../types';

/** Querying basics: results come in pages joined by continuation tokens. */
export const TOP_AND_PAGES: Lesson = {
  id: 'top-and-pages',
  group: 'querying',
  title: '$top and continuations',
  summary: 'A response holds at most 1,000 entities, or $top; the rest is behind a continuation.',
  steps: [
    {
      id: 'pages',
      title: 'Page by page',
      focus: 'timeline',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 10000, filter: "LastName eq 'Jones'" },
      body: [
        'The service answers a query one page at a time. A page ends after 1,000 entities, at the end of a server partition range, or after five seconds; when there is more, the response carries `x-ms-continuation-NextPartitionKey` and `NextRowKey`, and the client sends the query again from there.',
        'Play the timeline to watch the requests one by one. A page can even come back empty with a continuation: a client must keep going until no continuation is returned.',
      ],
    },
    {
      id: 'page-size',
      title: 'Smaller pages',
      focus: 'timeline',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: [
        '`$top` caps the entities in each response. The SDKs use it as the page size: a list that shows 20 rows at a time asks for 20 and follows the continuation only when the user scrolls.',
      ],
      challenge: {
        prompt: 'Read the whole Sales partition in pages of at most 50 entities.',
        hints: [
          'Set `$top` in the query options.',
          'With `$top` 50, 250 employees take 5 requests.',
        ],
        solution: { top: 50 },
        check: { kind: 'query', sameAs: "PartitionKey eq 'Sales'", maxPageSize: 50 },
      },
    },
  ],
};
