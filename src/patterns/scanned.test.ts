import { describe, expect, it } from 'vitest';
import { scannedProperties } from './scanned';
import { findScenario } from './scenarios';
import type { AccessPattern } from './types';

describe('the properties a design’s queries scan across partitions', () => {
  it('names the last name wherever the employees designs scan beyond one partition for it', () => {
    const s = findScenario('employees')!;
    expect(
      scannedProperties(
        s.patterns,
        s.designs.map((d) => d.id),
      ),
    ).toEqual({
      // A table scan, a RowKey range over every partition, a PartitionKey range.
      'by-department': ['LastName'],
      'intra-partition-index': ['LastName'],
      'inter-partition-index': ['LastName'],
      // Its last-name lookup reads one index partition; e-mail and age scans stay in a department.
      'index-entities': [],
    });
  });

  it('reads every query of a several-query answer, bare Booleans and negations included', () => {
    const pattern: AccessPattern = {
      id: 'p',
      name: 'p',
      recordType: 'T',
      parameters: [{ name: 'n', value: '3' }],
      intent: 'Count eq {n}',
      queries: {
        d: {
          queries: [
            { filter: "PartitionKey eq 'a' and Secret eq {n}" },
            { filter: 'not (Count ge {n}) or IsActive' },
          ],
          merge: 'in-order',
        },
        broken: 'Count eq {missing}',
      },
    };
    expect(scannedProperties([pattern], ['d', 'broken', 'absent'])).toEqual({
      d: ['Count', 'IsActive'],
      broken: [],
      absent: [],
    });
  });
});
