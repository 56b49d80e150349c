/**
 * The expense-reports dataset: the Table design guide's log-tail pattern. Within a department
 * partition the RowKey is the inverted submission time, so the newest report sorts first and
 * "the latest n" is the first page of a partition scan.
 */
import type { DataRecord } from '../../design';
import { invertedTicksKey, TICKS_PER_SECOND, ticksOf, unixSeconds } from './clock';
import { departmentCount } from './employees';
import { DEPARTMENTS, EXPENSE_CATEGORIES } from './names';
import { EXPENSES_NEWEST_FIRST } from './presets';
import { createRandom } from './random';
import { EXPENSE } from './record-types';
import type { SampleDataset } from './types';

/** Reports are spread over calendar 2024, whatever the size: larger sets are denser, not longer. */
const START = unixSeconds(2024, 1, 1);
const END = unixSeconds(2025, 1, 1);

/** The log-tail key for 1 October 2024, 00:00 UTC: RowKeys below it are newer reports. */
const OCTOBER_KEY = invertedTicksKey(unixSeconds(2024, 10, 1), 0);

/**
 * Yields `size` expense reports newest first: times strictly decrease, so keys are unique and
 * arrive in ascending RowKey order within each partition (the table loader then skips sorting).
 */
function* expenseRecords(size: number, seed: number): Generator<DataRecord> {
  const random = createRandom(seed, 2);
  const departments = departmentCount(size);
  const perDepartment = Math.max(1, Math.ceil(size / 10 / departments));
  const slot = Math.max(1, Math.floor(((END - START) * TICKS_PER_SECOND) / Math.max(1, size)));
  for (let i = size - 1; i >= 0; i--) {
    const offset = i * slot + random.int(slot);
    const seconds = START + Math.floor(offset / TICKS_PER_SECOND);
    const fraction = offset % TICKS_PER_SECOND;
    const dept = random.int(departments);
    const employee = dept + departments * random.int(perDepartment);
    const r = random.float();
    yield {
      Department: DEPARTMENTS[dept]!,
      EmployeeId: employee,
      Category: EXPENSE_CATEGORIES[random.int(EXPENSE_CATEGORIES.length)]!,
      Amount: Math.round(500 + r * r * r * 199_500) / 100,
      SubmittedOn: ticksOf(seconds, fraction),
    };
  }
}

/** Expense reports keyed newest-first per department (log tail). */
export const EXPENSES_LOG_TAIL: SampleDataset = {
  id: 'expenses-log-tail',
  nameKey: 'datasets.expenses.name',
  descriptionKey: 'datasets.expenses.description',
  sizes: [50, 200, 1_000, 10_000, 100_000, 1_000_000],
  defaultSize: 200,
  exampleQueries: [
    {
      filter: "PartitionKey eq 'Sales'",
      labelKey: 'datasets.expenses.latestSales',
      noteKey: 'datasets.expenses.latestSalesNote',
    },
    {
      filter: `PartitionKey eq 'Sales' and RowKey lt '${OCTOBER_KEY}'`,
      labelKey: 'datasets.expenses.salesSinceOctober',
      noteKey: 'datasets.expenses.salesSinceOctoberNote',
    },
    {
      filter: "PartitionKey eq 'Sales' and Amount gt 500.0",
      labelKey: 'datasets.expenses.largeSales',
      noteKey: 'datasets.expenses.largeSalesNote',
    },
    {
      filter: "SubmittedOn ge datetime'2024-10-01T00:00:00Z'",
      labelKey: 'datasets.expenses.allSinceOctober',
      noteKey: 'datasets.expenses.allSinceOctoberNote',
    },
  ],
  recordTypes: [EXPENSE],
  records: (size, seed) => ({ Expense: { [Symbol.iterator]: () => expenseRecords(size, seed) } }),
  design: EXPENSES_NEWEST_FIRST,
};
