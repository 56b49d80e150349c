import type { Lesson } from '../types';

/** Querying basics: keys compare as text, so numbers need padding. */
export const KEYS_ARE_STRINGS: Lesson = {
  id: 'keys-are-strings',
  group: 'querying',
  title: "Keys sort as strings: '10' < '9'",
  summary: 'Keys are text compared character by character; zero-padding makes numbers sort.',
  steps: [
    {
      id: 'unpadded',
      title: 'Numbers that sort wrongly',
      focus: 'results',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'unpadded-ids',
        filter: "PartitionKey eq 'Sales' and RowKey ge '100' and RowKey lt '200'",
      },
      body: [
        'This design writes the employee id as it is, without padding. Keys are strings, compared one UTF-16 code unit at a time, so `12` sorts after `100` (the second character `2` is above `0`) and before `200`.',
        'The results hold employees 12 and 16 next to 100 to 196. The range is honest; the keys are not in the order the numbers are.',
      ],
    },
    {
      id: 'pad-them',
      title: 'Pad the key',
      focus: 'design',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'unpadded-ids',
        filter: "PartitionKey eq 'Sales' and RowKey ge '100' and RowKey lt '200'",
      },
      body: [
        'Padding every number to the same width makes text order and number order agree: `000012` sorts before `000100`.',
      ],
      challenge: {
        prompt:
          'Change the RowKey template, and the filter, so that a range query returns exactly the Sales employees with ids 100 to 199.',
        hints: [
          'The template function `pad:6` pads a number with zeros to six digits.',
          "RowKey template `{EmployeeId|pad:6}`; filter `PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'`.",
        ],
        solution: {
          design: 'by-department',
          filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'",
        },
        check: {
          kind: 'records',
          recordType: 'Employee',
          intent: "Department eq 'Sales' and EmployeeId ge 100 and EmployeeId le 199",
          costClass: ['range'],
        },
      },
    },
  ],
};
