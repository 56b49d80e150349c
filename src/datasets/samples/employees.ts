/**
 * The employees dataset: the Table design guide's running example. PartitionKey is the
 * department, RowKey the zero-padded employee id, with FirstName, LastName, Age and EmailAddress.
 */
import type { DataRecord, RecordsByType } from '../../design';
import { ticksOf, unixSeconds } from './clock';
import {
  DEPARTMENTS,
  FIRST_NAMES,
  FIRST_NAMES_LOWER,
  JONES,
  LAST_NAMES,
  LAST_NAMES_LOWER,
} from './names';
import { BY_DEPARTMENT } from './presets';
import { createRandom, type Random } from './random';
import { DEPARTMENT, EMPLOYEE, REVIEW } from './record-types';
import type { SampleDataset } from './types';

/** Digits of an employee id; 6 digits hold ids 0..999,999, so every offered size keeps one width. */
const EMPLOYEE_ID_WIDTH = 6;

/**
 * How many departments `employees` people are spread over: max(4, min(100, ceil(n / 10,000))),
 * so a million employees are exactly 100 departments of 10,000 (the benchmarks rely on it).
 */
export function departmentCount(employees: number): number {
  return Math.max(4, Math.min(DEPARTMENTS.length, Math.ceil(employees / 10_000)));
}

/**
 * Family names pinned to ids (by id mod 1000), whatever the seed: the guide's examples must find
 * a Smith in Sales and a few Joneses at every size. Ids 0, 8 and 20 fall in Sales for every
 * department count up to 20 (ids go round-robin over departments).
 */
const PINNED_LAST_NAMES: readonly (string | undefined)[] = pinned({
  0: 'Smith',
  8: 'Smith',
  2: JONES,
  20: JONES,
  41: JONES,
});

/** Spreads `{ idMod1000: name }` into a 1000-slot array (an index is cheaper than a Map lookup). */
function pinned(names: Readonly<Record<number, string>>): readonly (string | undefined)[] {
  return Array.from({ length: 1000 }, (_, i) => names[i]);
}

/**
 * E-mail prefixes 'last.first' for every pair of pool indexes (64 × 64), built once, so an
 * address costs two concatenations instead of five.
 */
const EMAIL_PREFIXES: readonly string[] = LAST_NAMES_LOWER.flatMap((last) =>
  FIRST_NAMES_LOWER.map((first) => `${last}.${first}`),
);

/** '', '0', '00', ...: left padding for ids by digit count. */
const ZEROS: readonly string[] = Array.from({ length: EMPLOYEE_ID_WIDTH + 1 }, (_, i) =>
  '0'.repeat(i),
);

/** An employee id's digits zero-padded to `EMPLOYEE_ID_WIDTH` (wider ids are left as they are). */
function padId(digits: string): string {
  return (ZEROS[EMPLOYEE_ID_WIDTH - digits.length] ?? '') + digits;
}

/** The RowKey-style text of an employee id: '000123'. */
export function employeeIdKey(id: number): string {
  return padId(String(id));
}

/** One employee, drawn into a reusable record (no allocation per employee beyond its strings). */
interface Employee {
  id: number;
  department: string;
  firstName: string;
  lastName: string;
  age: number;
  email: string;
}

/** A fresh record for `drawEmployee` to fill. */
function newEmployee(): Employee {
  return { id: 0, department: '', firstName: '', lastName: '', age: 0, email: '' };
}

/**
 * Fills `out` with employee `id` of a company of `departments` departments. Ids go round-robin
 * over departments (id mod count), so partitions differ in size by at most one.
 */
function drawEmployee(id: number, departments: number, random: Random, out: Employee): void {
  const first = random.int(FIRST_NAMES.length);
  const pinned = PINNED_LAST_NAMES[id % 1000];
  const last = random.int(LAST_NAMES.length);
  const digits = String(id);
  out.id = id;
  out.department = DEPARTMENTS[id % departments]!;
  out.firstName = FIRST_NAMES[first]!;
  out.lastName = pinned ?? LAST_NAMES[last]!;
  out.age = 20 + random.int(46);
  // Last name first, so the guide's "e-mail starts with jones" range works; the id keeps it unique.
  const prefix =
    pinned === undefined
      ? EMAIL_PREFIXES[last * FIRST_NAMES.length + first]!
      : `${pinned.toLowerCase()}.${FIRST_NAMES_LOWER[first]}`;
  // Joined into one flat string, not concatenated into a rope of three: a design whose RowKey
  // is the e-mail itself sorts a million of them, and reading the code units of a rope made
  // that sort's key packing six times slower (profiled: 730 against 110 ms).
  out.email = [prefix, digits, '@contoso.com'].join('');
}

/** The Employee records of ids 0..count-1, as the guide's running example draws them. */
function* employeeRecords(count: number, seed: number): Generator<DataRecord> {
  const random = createRandom(seed, 1);
  const departments = departmentCount(count);
  const e = newEmployee();
  for (let id = 0; id < count; id++) {
    drawEmployee(id, departments, random, e);
    yield {
      EmployeeId: id,
      Department: e.department,
      FirstName: e.firstName,
      LastName: e.lastName,
      Age: e.age,
      EmailAddress: e.email,
    };
  }
}

/** One Department record per department of a company of `employees` people. */
function* departmentRecords(employees: number, seed: number): Generator<DataRecord> {
  const random = createRandom(seed, 4);
  const count = departmentCount(employees);
  for (let d = 0; d < count; d++) {
    yield {
      Department: DEPARTMENTS[d]!,
      Manager: `${FIRST_NAMES[random.int(FIRST_NAMES.length)]} ${LAST_NAMES[random.int(LAST_NAMES.length)]}`,
      // Ids go round-robin over departments, so department d has these many.
      EmployeeCount: Math.floor(employees / count) + (d < employees % count ? 1 : 0),
      Budget: Math.round(50_000 + random.float() * 950_000) + 0.5,
    };
  }
}

/** Review dates: every employee is reviewed at the end of each half of 2024. */
const REVIEW_DATES: readonly bigint[] = [
  ticksOf(unixSeconds(2024, 6, 28), 0),
  ticksOf(unixSeconds(2024, 12, 20), 0),
];

/** Two Review records per employee (the guide's compound-key example). */
function* reviewRecords(employees: number, seed: number): Generator<DataRecord> {
  const random = createRandom(seed, 5);
  const departments = departmentCount(employees);
  for (let id = 0; id < employees; id++) {
    for (const date of REVIEW_DATES) {
      yield {
        EmployeeId: id,
        Department: DEPARTMENTS[id % departments]!,
        ReviewDate: date,
        Rating: 1 + random.int(5),
        Reviewer: `${FIRST_NAMES[random.int(FIRST_NAMES.length)]} ${LAST_NAMES[random.int(LAST_NAMES.length)]}`,
      };
    }
  }
}

/** The employees source: `employees` people, their departments and their reviews. */
export function employeeSource(employees: number, seed: number): RecordsByType {
  return {
    Employee: { [Symbol.iterator]: () => employeeRecords(employees, seed) },
    Department: { [Symbol.iterator]: () => departmentRecords(employees, seed) },
    Review: { [Symbol.iterator]: () => reviewRecords(employees, seed) },
  };
}

/** The record types of the employees source, Employee first. */
export const EMPLOYEE_RECORD_TYPES = [EMPLOYEE, DEPARTMENT, REVIEW] as const;

/** Employees by department, keyed by id: the guide's point, range, partition and table scans. */
export const EMPLOYEES: SampleDataset = {
  id: 'employees',
  nameKey: 'datasets.employees.name',
  descriptionKey: 'datasets.employees.description',
  sizes: [50, 200, 1_000, 10_000, 100_000, 1_000_000],
  defaultSize: 200,
  exampleQueries: [
    {
      filter: "PartitionKey eq 'Sales' and RowKey eq '000100'",
      labelKey: 'cost.point',
      noteKey: 'datasets.employees.pointNote',
    },
    {
      filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'",
      labelKey: 'cost.range',
      noteKey: 'datasets.employees.rangeNote',
    },
    {
      filter: "PartitionKey eq 'Sales' and LastName eq 'Smith'",
      labelKey: 'cost.partitionScan',
      noteKey: 'datasets.employees.partitionScanNote',
    },
    {
      filter: "LastName eq 'Jones'",
      labelKey: 'cost.tableScan',
      noteKey: 'datasets.employees.tableScanNote',
    },
    {
      filter: "PartitionKey ge 'H' and PartitionKey lt 'J' and Age ge 40",
      labelKey: 'cost.multiPartitionScan',
      noteKey: 'datasets.employees.multiPartitionScanNote',
    },
  ],
  recordTypes: EMPLOYEE_RECORD_TYPES,
  records: employeeSource,
  design: BY_DEPARTMENT,
};
