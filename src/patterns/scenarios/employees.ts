/**
 * The employees scenario: the design guide's four designs for one set of employees (by
 * department, intra-partition index, inter-partition index, index entities by last name) and the
 * lookups the guide weighs them by. Each query is the one a careful developer writes for that
 * design (index copies are told apart by their RowKey or PartitionKey prefix, so no record
 * comes back twice).
 */
import { coded } from '../../engine';
import type { Scenario } from '../types';
import { candidate } from './preset';

const dept = { name: 'dept', value: "'HR'" };

/**
 * An example workload: lookups by id are the commonest, by e-mail next, the rest rare; hires
 * arrive and last names change now and then. The reader sets their own.
 */
const read = (patternId: string, perSecond: number, peakPerSecond: number) => ({
  patternId,
  perSecond,
  peakPerSecond,
});

/** Employees: four designs, six lookups. */
export const EMPLOYEES_SCENARIO: Scenario = {
  id: 'employees',
  title: coded('patterns.scenarioEmployees'),
  about: coded('patterns.scenarioEmployeesAbout'),
  dataset: 'employees',
  size: 10_000,
  designs: [
    candidate('by-department'),
    candidate('intra-partition-index'),
    candidate('inter-partition-index'),
    candidate('index-entities'),
  ],
  patterns: [
    {
      id: 'by-id',
      name: 'Employee by id',
      recordType: 'Employee',
      parameters: [dept, { name: 'id', value: '2' }],
      intent: 'Department eq {dept} and EmployeeId eq {id}',
      queries: {
        'by-department': "PartitionKey eq '{dept}' and RowKey eq '{id|pad:6}'",
        'intra-partition-index': "PartitionKey eq '{dept}' and RowKey eq 'empid_{id|pad:6}'",
        'inter-partition-index': "PartitionKey eq 'empid_{dept}' and RowKey eq '{id|pad:6}'",
        'index-entities': "PartitionKey eq '{dept}' and RowKey eq '{id|pad:6}'",
      },
    },
    {
      id: 'by-email',
      name: 'Employee by e-mail',
      recordType: 'Employee',
      parameters: [dept, { name: 'email', value: "'jones.emma2@contoso.com'" }],
      intent: 'Department eq {dept} and EmailAddress eq {email}',
      queries: {
        'by-department': "PartitionKey eq '{dept}' and EmailAddress eq {email}",
        'intra-partition-index': "PartitionKey eq '{dept}' and RowKey eq 'email_{email}'",
        'inter-partition-index': "PartitionKey eq 'email_{dept}' and RowKey eq '{email}'",
        'index-entities': "PartitionKey eq '{dept}' and EmailAddress eq {email}",
      },
    },
    {
      id: 'by-last-name',
      name: 'Employees by last name',
      recordType: 'Employee',
      parameters: [{ name: 'name', value: "'Jones'" }],
      intent: 'LastName eq {name}',
      queries: {
        'by-department': 'LastName eq {name}',
        'intra-partition-index': "RowKey ge 'empid_' and RowKey lt 'empid`' and LastName eq {name}",
        'inter-partition-index':
          "PartitionKey ge 'empid_' and PartitionKey lt 'empid`' and LastName eq {name}",
        'index-entities': "PartitionKey eq 'lastname_{name}'",
      },
    },
    {
      id: 'whole-department',
      name: 'Whole department',
      recordType: 'Employee',
      parameters: [dept],
      intent: 'Department eq {dept}',
      order: [{ property: 'EmployeeId' }],
      queries: {
        'by-department': "PartitionKey eq '{dept}'",
        'intra-partition-index':
          "PartitionKey eq '{dept}' and RowKey ge 'empid_' and RowKey lt 'empid`'",
        'inter-partition-index': "PartitionKey eq 'empid_{dept}'",
        'index-entities': "PartitionKey eq '{dept}'",
      },
    },
    {
      id: 'id-range',
      name: 'Ids in a range, in a department',
      recordType: 'Employee',
      parameters: [dept, { name: 'from', value: '100' }, { name: 'to', value: '200' }],
      intent: 'Department eq {dept} and EmployeeId ge {from} and EmployeeId lt {to}',
      order: [{ property: 'EmployeeId' }],
      queries: {
        'by-department':
          "PartitionKey eq '{dept}' and RowKey ge '{from|pad:6}' and RowKey lt '{to|pad:6}'",
        'intra-partition-index':
          "PartitionKey eq '{dept}' and RowKey ge 'empid_{from|pad:6}' and RowKey lt 'empid_{to|pad:6}'",
        'inter-partition-index':
          "PartitionKey eq 'empid_{dept}' and RowKey ge '{from|pad:6}' and RowKey lt '{to|pad:6}'",
        'index-entities':
          "PartitionKey eq '{dept}' and RowKey ge '{from|pad:6}' and RowKey lt '{to|pad:6}'",
      },
    },
    {
      id: 'older-than',
      name: 'Employees of a department older than an age',
      recordType: 'Employee',
      parameters: [dept, { name: 'age', value: '60' }],
      intent: 'Department eq {dept} and Age gt {age}',
      queries: {
        'by-department': "PartitionKey eq '{dept}' and Age gt {age}",
        'intra-partition-index':
          "PartitionKey eq '{dept}' and RowKey ge 'empid_' and RowKey lt 'empid`' and Age gt {age}",
        'inter-partition-index': "PartitionKey eq 'empid_{dept}' and Age gt {age}",
        'index-entities': "PartitionKey eq '{dept}' and Age gt {age}",
      },
    },
  ],
  workload: {
    reads: [
      read('by-id', 200, 500),
      read('by-email', 20, 50),
      read('by-last-name', 2, 5),
      read('whole-department', 0.1, 1),
      read('id-range', 1, 2),
      read('older-than', 0.05, 1),
    ],
    writes: [
      { id: 'new-hires', name: 'New hires', recordType: 'Employee', kind: 'insert', perSecond: 1 },
      {
        id: 'last-name-changes',
        name: 'Last-name changes',
        recordType: 'Employee',
        kind: 'update',
        perSecond: 0.1,
        changes: ['LastName'],
      },
    ],
  },
};
