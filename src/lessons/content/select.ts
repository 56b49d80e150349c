import type { Lesson } from '../types';

/** Querying basics: server-side projection with $select. */
export const SELECT: Lesson = {
  id: 'select',
  group: 'querying',
  title: '$select: only the properties you need',
  summary: '$select trims what is sent back, not what is read.',
  steps: [
    {
      id: 'projection',
      title: 'Fewer bytes, same reads',
      focus: 'results',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales'",
        select: ['FirstName', 'LastName'],
      },
      body: [
        '`$select` names the properties each returned entity carries; the keys and the Timestamp always come back. The service still reads every entity the plan scans, so `$select` does not change the cost class, but less travels over the network and less is parsed by the client.',
      ],
    },
    {
      id: 'just-emails',
      title: 'Just the addresses',
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'HR'" },
      body: ['A mailing tool needs only the e-mail addresses of a department.'],
      challenge: {
        prompt: 'Return every HR employee with only their e-mail address.',
        hints: ['Set `$select` to one property.', 'The property is `EmailAddress`.'],
        solution: { select: ['EmailAddress'] },
        check: { kind: 'query', sameAs: "PartitionKey eq 'HR'", select: ['EmailAddress'] },
      },
    },
  ],
};
