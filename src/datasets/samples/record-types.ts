/**
 * The record types of the sample datasets: logical objects before any key is chosen. The
 * presets (and any design a user writes) turn these into entities.
 */
import type { RecordType } from '../../design';

/** An employee of the design guide's running example. */
export const EMPLOYEE: RecordType = {
  name: 'Employee',
  properties: [
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'Department', type: 'Edm.String' },
    { name: 'FirstName', type: 'Edm.String' },
    { name: 'LastName', type: 'Edm.String' },
    { name: 'Age', type: 'Edm.Int32' },
    { name: 'EmailAddress', type: 'Edm.String' },
  ],
};

/** A department: the other entity type of the guide's heterogeneous-table example. */
export const DEPARTMENT: RecordType = {
  name: 'Department',
  properties: [
    { name: 'Department', type: 'Edm.String' },
    { name: 'Manager', type: 'Edm.String' },
    { name: 'EmployeeCount', type: 'Edm.Int32' },
    { name: 'Budget', type: 'Edm.Double' },
  ],
};

/** A performance review of an employee: the guide's compound-key example. */
export const REVIEW: RecordType = {
  name: 'Review',
  properties: [
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'Department', type: 'Edm.String' },
    { name: 'ReviewDate', type: 'Edm.DateTime' },
    { name: 'Rating', type: 'Edm.Int32' },
    { name: 'Reviewer', type: 'Edm.String' },
  ],
};

/** An expense report (the log-tail example). */
export const EXPENSE: RecordType = {
  name: 'Expense',
  properties: [
    { name: 'Department', type: 'Edm.String' },
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'Category', type: 'Edm.String' },
    { name: 'Amount', type: 'Edm.Double' },
    { name: 'SubmittedOn', type: 'Edm.DateTime' },
  ],
};

/** An application log event (the log-data anti-pattern). */
export const LOG_EVENT: RecordType = {
  name: 'LogEvent',
  properties: [
    { name: 'Level', type: 'Edm.String' },
    { name: 'Source', type: 'Edm.String' },
    { name: 'Message', type: 'Edm.String' },
    { name: 'DurationMs', type: 'Edm.Int32' },
    { name: 'EventTime', type: 'Edm.DateTime' },
  ],
};

/** Messages one employee sent in one hour (the data-series example). */
export const MESSAGE_COUNT: RecordType = {
  name: 'MessageCount',
  properties: [
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'Time', type: 'Edm.DateTime' },
    { name: 'Hour', type: 'Edm.Int32' },
    { name: 'MessageCount', type: 'Edm.Int32' },
  ],
};
