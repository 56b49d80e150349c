/**
 * The departments scenario: a department's row read together with its employees. With the
 * guide's heterogeneous design the department entity (RowKey `Department`) sorts before its
 * employees (`Employee_000123`) in the department's partition, so one partition query returns
 * the header row and the members at once, as a membership table's version row is read with its
 * members; the pattern expects that row (`alsoReads`), so it is neither missing nor extra. By
 * department stores no department rows: the same query returns the members alone.
 */
import { coded } from '../../engine';
import type { Scenario } from '../types';
import { candidate } from './preset';

const dept = { name: 'dept', value: "'Sales'" };

/** Departments: a header row in the partition, or none. */
export const DEPARTMENTS_SCENARIO: Scenario = {
  id: 'departments',
  title: coded('patterns.scenarioDepartments'),
  about: coded('patterns.scenarioDepartmentsAbout'),
  dataset: 'employees',
  size: 10_000,
  designs: [candidate('heterogeneous'), candidate('by-department')],
  patterns: [
    {
      id: 'roster',
      name: 'A department with its header row',
      recordType: 'Employee',
      parameters: [dept],
      intent: 'Department eq {dept}',
      order: [{ property: 'EmployeeId' }],
      alsoReads: ['departments'],
      queries: {
        heterogeneous: "PartitionKey eq '{dept}'",
        'by-department': "PartitionKey eq '{dept}'",
      },
    },
    {
      id: 'department-row',
      name: "A department's own row",
      recordType: 'Department',
      parameters: [dept],
      intent: 'Department eq {dept}',
      queries: { heterogeneous: "PartitionKey eq '{dept}' and RowKey eq 'Department'" },
    },
    {
      id: 'member',
      name: 'An employee of a department',
      recordType: 'Employee',
      parameters: [dept, { name: 'id', value: '8' }],
      intent: 'Department eq {dept} and EmployeeId eq {id}',
      queries: {
        heterogeneous: "PartitionKey eq '{dept}' and RowKey eq 'Employee_{id|pad:6}'",
        'by-department': "PartitionKey eq '{dept}' and RowKey eq '{id|pad:6}'",
      },
    },
  ],
};
