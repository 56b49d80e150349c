/**
 * The employees dataset with secondary-index copies, after the Table design guide's
 * intra-partition and inter-partition secondary index patterns: every employee is stored twice,
 * once keyed by id and once keyed by e-mail address, so both lookups are point or range queries.
 */
import type { WireEntity } from '../../engine';
import { departmentCount, drawEmployee, type Employee, newEmployee } from './employees';
import { createRandom } from './random';
import type { SampleDataset } from './types';

/** Sizes offered for both index datasets: entity counts, two per employee. */
const SIZES: readonly number[] = [50, 400, 1_000, 10_000, 100_000, 1_000_000];

/** Where the two copies of an employee go: [PartitionKey, RowKey] by id, then by e-mail. */
type CopyKeys = readonly [string, string, string, string];

/** One copy of an employee under the given keys (one literal, so every copy shares a shape). */
function copy(partitionKey: string, rowKey: string, e: Employee): WireEntity {
  return {
    PartitionKey: partitionKey,
    RowKey: rowKey,
    EmployeeId: e.idKey,
    FirstName: e.firstName,
    LastName: e.lastName,
    Age: e.age,
    EmailAddress: e.email,
  };
}

/** `prefix + department`, built once per department so a partition's entities share one string. */
function prefixed(prefix: string): (department: string) => string {
  const cache = new Map<string, string>();
  return (department) => {
    let key = cache.get(department);
    if (key === undefined) {
      key = prefix + department;
      cache.set(department, key);
    }
    return key;
  };
}

/**
 * Yields the two copies of each of ceil(size / 2) employees; `keys` says where each copy goes.
 * The employees are the ones the plain dataset has for that employee count and seed.
 */
function* copies(
  size: number,
  seed: number,
  keys: (e: Employee) => CopyKeys,
): Generator<WireEntity> {
  const count = Math.ceil(size / 2);
  const random = createRandom(seed, 1);
  const departments = departmentCount(count);
  const e = newEmployee();
  for (let id = 0; id < count; id++) {
    drawEmployee(id, departments, random, e);
    const [idPartition, idRow, emailPartition, emailRow] = keys(e);
    yield copy(idPartition, idRow, e);
    yield copy(emailPartition, emailRow, e);
  }
}

/** Intra-partition index: RowKeys 'empid_000123' and 'email_jones.mary123@contoso.com' in one department. */
export const EMPLOYEES_INTRA_INDEX: SampleDataset = {
  id: 'employees-intra-index',
  name: 'Employees with intra-partition index',
  description:
    'Each employee is stored twice in its department partition: RowKey empid_<id> and ' +
    'email_<address>. Lookups by id or by e-mail are both cheap, at the cost of two writes.',
  sizes: SIZES,
  defaultSize: 400,
  exampleQueries: [
    {
      label: 'Point query by id',
      filter: "PartitionKey eq 'Sales' and RowKey eq 'empid_000100'",
      note: 'The empid_ copy: one entity read.',
    },
    {
      label: 'Range query by e-mail prefix',
      filter: "PartitionKey eq 'Sales' and RowKey ge 'email_jones' and RowKey lt 'email_jonet'",
      note: 'The email_ copies sort by address, so "starts with jones" is a RowKey range.',
    },
    {
      label: 'Every Sales employee once',
      filter: "PartitionKey eq 'Sales' and RowKey ge 'empid_' and RowKey lt 'empid`'",
      note: "The empid_ prefix as a range ('`' follows '_'): the email_ copies are not read.",
    },
    {
      label: 'Table scan',
      filter: "LastName eq 'Jones'",
      note: 'Not a key: every entity is read, and each Jones comes back twice (both copies).',
    },
  ],
  generate: (size, seed) =>
    copies(size, seed, (e) => [e.department, `empid_${e.idKey}`, e.department, `email_${e.email}`]),
};

/** Inter-partition index: PartitionKeys 'empid_Sales' and 'email_Sales'. */
export const EMPLOYEES_INTER_INDEX: SampleDataset = {
  id: 'employees-inter-index',
  name: 'Employees with inter-partition index',
  description:
    'Each employee is stored twice, in partitions empid_<department> (RowKey = id) and ' +
    'email_<department> (RowKey = e-mail address): the index copies spread over more partitions.',
  sizes: SIZES,
  defaultSize: 400,
  exampleQueries: [
    {
      label: 'Point query by id',
      filter: "PartitionKey eq 'empid_Sales' and RowKey eq '000100'",
      note: 'The id partition: one entity read.',
    },
    {
      label: 'Range query by e-mail prefix',
      filter: "PartitionKey eq 'email_Sales' and RowKey ge 'jones' and RowKey lt 'jonet'",
      note: 'The e-mail partition sorts by address, so "starts with jones" is a RowKey range.',
    },
    {
      label: 'Partition scan',
      filter: "PartitionKey eq 'email_Sales' and Age ge 50",
      note: 'Age is not a key: every entity of the email_Sales partition is read.',
    },
    {
      label: 'Multi-partition scan',
      filter: "PartitionKey ge 'email_' and PartitionKey lt 'email`' and LastName eq 'Jones'",
      note: 'Every email_ partition is read; the empid_ partitions are skipped.',
    },
    {
      label: 'Table scan',
      filter: "LastName eq 'Jones'",
      note: 'Not a key: both copies of every employee are read.',
    },
  ],
  generate: (size, seed) => {
    const empid = prefixed('empid_');
    const email = prefixed('email_');
    return copies(size, seed, (e) => [empid(e.department), e.idKey, email(e.department), e.email]);
  },
};
