import type { Lesson } from '../types';

/** Patterns: values too large for an entity go to Blob storage. */
export const LARGE_ENTITIES: Lesson = {
  id: 'large-entities',
  group: 'patterns',
  title: 'Large entities',
  summary:
    'An entity holds 1 MiB at most; keep large values in blobs and their names in the entity.',
  steps: [
    {
      id: 'sizes',
      title: 'What an entity weighs',
      focus: 'results',
      shows: 'point',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey eq '000100'",
      },
      body: [
        'An entity, keys and property names included, holds at most 1 MiB; a string property at most 64 KiB. The counters show the bytes a query returns, estimated the way the service counts the size of an entity.',
        "A photo or a document does not belong in a property. The guide stores it in Blob storage and keeps the blob's name in the entity; the query stays cheap, and the large value is fetched only when needed.",
      ],
    },
    {
      id: 'only-what-is-needed',
      title: 'Fetch the big part only when needed',
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: [
        'The same idea works inside the 1 MiB: a list page needs names, not everything. `$select` trims each entity in the response.',
      ],
      challenge: {
        prompt: 'Return every Sales employee with only their first and last names.',
        hints: ['Set `$select` to the two name properties.'],
        solution: { select: ['FirstName', 'LastName'] },
        check: {
          kind: 'query',
          sameAs: "PartitionKey eq 'Sales'",
          select: ['FirstName', 'LastName'],
        },
      },
    },
  ],
};
