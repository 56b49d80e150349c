/**
 * Designs the lessons need beyond the editor's presets: each shows one mistake the guide warns
 * about, so it is not offered as a starting point anywhere else.
 */
import type { Design } from '../design';

/** Employee ids written without padding: text order and number order disagree. */
const UNPADDED_IDS: Design = {
  name: 'Unpadded ids',
  entitySets: [
    {
      name: 'primary',
      recordType: 'Employee',
      kind: 'copy',
      partitionKey: '{Department}',
      rowKey: '{EmployeeId}',
      properties: ['FirstName', 'LastName', 'Age', 'EmailAddress'],
    },
  ],
};

/** The lessons' own designs by id; ids never clash with preset ids (a test checks). */
export const LESSON_DESIGNS: Readonly<Record<string, Design>> = {
  'unpadded-ids': UNPADDED_IDS,
};
