/**
 * The expenses scenario: the log-tail design (RowKey = inverted ticks, newest first) against
 * the same records oldest first, and newest first in one table per month (the guide's
 * high-volume delete pattern), for "newest N of an employee" and "a date range".
 */
import { coded } from '../../engine';
import type { QuerySet, Scenario } from '../types';
import { candidate } from './preset';

const dept = { name: 'dept', value: "'Sales'" };

/** The months of the sample (calendar 2024), newest first: the tables a newest-first read tries. */
const MONTHS_NEWEST_FIRST = Array.from(
  { length: 12 },
  (_, m) => `2024${String(12 - m).padStart(2, '0')}`,
);

/**
 * An employee's newest expenses on the table-per-month design: the client reads this month's
 * table, then the month before, one after another, until it has N (with `$top`, it stops there).
 */
const NEWEST_BY_MONTH: QuerySet = {
  merge: 'in-order',
  queries: MONTHS_NEWEST_FIRST.map((month) => ({
    filter: "PartitionKey eq '{dept}' and EmployeeId eq '{employee|pad:6}'",
    table: `Expenses${month}`,
  })),
};

/** Expenses: newest first vs oldest first. */
export const EXPENSES_SCENARIO: Scenario = {
  id: 'expenses',
  title: coded('patterns.scenarioExpenses'),
  about: coded('patterns.scenarioExpensesAbout'),
  dataset: 'expenses-log-tail',
  size: 10_000,
  designs: [candidate('log-tail'), candidate('oldest-first'), candidate('table-per-month')],
  patterns: [
    {
      id: 'newest-of-employee',
      name: 'Newest 3 expenses of an employee',
      recordType: 'Expense',
      parameters: [dept, { name: 'employee', value: '92' }],
      intent: 'Department eq {dept} and EmployeeId eq {employee}',
      order: [{ property: 'SubmittedOn', descending: true }],
      top: 3,
      queries: {
        'log-tail': "PartitionKey eq '{dept}' and EmployeeId eq '{employee|pad:6}'",
        'oldest-first': "PartitionKey eq '{dept}' and EmployeeId eq '{employee|pad:6}'",
        'table-per-month': NEWEST_BY_MONTH,
      },
    },
    {
      id: 'date-range',
      name: "A department's expenses in a date range",
      recordType: 'Expense',
      parameters: [
        dept,
        { name: 'from', value: "datetime'2024-03-01T00:00:00Z'" },
        { name: 'to', value: "datetime'2024-03-08T00:00:00Z'" },
      ],
      intent: 'Department eq {dept} and SubmittedOn ge {from} and SubmittedOn lt {to}',
      queries: {
        'log-tail':
          "PartitionKey eq '{dept}' and RowKey gt '{to|ticks|invert|pad:19}' and RowKey le '{from|ticks|invert|pad:19}'",
        'oldest-first':
          "PartitionKey eq '{dept}' and RowKey ge '{from|ticks|pad:19}' and RowKey lt '{to|ticks|pad:19}'",
        // The range lies in one month: one query of that month's table.
        'table-per-month': {
          merge: 'in-order',
          queries: [
            {
              filter:
                "PartitionKey eq '{dept}' and RowKey gt '{to|ticks|invert|pad:19}' and RowKey le '{from|ticks|invert|pad:19}'",
              table: 'Expenses{from|format:yyyyMM}',
            },
          ],
        },
      },
    },
  ],
};
