/**
 * The employees dataset with secondary-index copies, after the Table design guide's
 * intra-partition and inter-partition secondary index patterns: every employee is stored twice,
 * once keyed by id and once keyed by e-mail address, so both lookups are point or range queries.
 */
import { EMPLOYEE_RECORD_TYPES, employeeSource } from './employees';
import { INTER_PARTITION_INDEX, INTRA_PARTITION_INDEX } from './presets';
import type { SampleDataset } from './types';

/** Sizes offered for both index datasets: entity counts, two per employee. */
const SIZES: readonly number[] = [50, 400, 1_000, 10_000, 100_000, 1_000_000];

/** Intra-partition index: RowKeys 'empid_000123' and 'email_jones.mary123@contoso.com' in one department. */
export const EMPLOYEES_INTRA_INDEX: SampleDataset = {
  id: 'employees-intra-index',
  name: 'Employees with intra-partition index',
  nameKey: 'datasets.intraIndex.name',
  descriptionKey: 'datasets.intraIndex.description',
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
      labelKey: 'datasets.intraIndex.pointById',
      noteKey: 'datasets.intraIndex.pointByIdNote',
    },
    {
      label: 'Range query by e-mail prefix',
      filter: "PartitionKey eq 'Sales' and RowKey ge 'email_jones' and RowKey lt 'email_jonet'",
      note: 'The email_ copies sort by address, so "starts with jones" is a RowKey range.',
      labelKey: 'datasets.intraIndex.rangeByEmail',
      noteKey: 'datasets.intraIndex.rangeByEmailNote',
    },
    {
      label: 'Every Sales employee once',
      filter: "PartitionKey eq 'Sales' and RowKey ge 'empid_' and RowKey lt 'empid`'",
      note: "The empid_ prefix as a range ('`' follows '_'): the email_ copies are not read.",
      labelKey: 'datasets.intraIndex.everySalesOnce',
      noteKey: 'datasets.intraIndex.everySalesOnceNote',
    },
    {
      label: 'Table scan',
      filter: "LastName eq 'Jones'",
      note: 'Not a key: every entity is read, and each Jones comes back twice (both copies).',
      labelKey: 'cost.tableScan',
      noteKey: 'datasets.intraIndex.tableScanNote',
    },
  ],
  recordTypes: EMPLOYEE_RECORD_TYPES,
  // Two entities per employee: `size` entities are ceil(size / 2) employees.
  records: (size, seed) => employeeSource(Math.ceil(size / 2), seed),
  design: INTRA_PARTITION_INDEX,
};

/** Inter-partition index: PartitionKeys 'empid_Sales' and 'email_Sales'. */
export const EMPLOYEES_INTER_INDEX: SampleDataset = {
  id: 'employees-inter-index',
  name: 'Employees with inter-partition index',
  nameKey: 'datasets.interIndex.name',
  descriptionKey: 'datasets.interIndex.description',
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
      labelKey: 'datasets.intraIndex.pointById',
      noteKey: 'datasets.interIndex.pointByIdNote',
    },
    {
      label: 'Range query by e-mail prefix',
      filter: "PartitionKey eq 'email_Sales' and RowKey ge 'jones' and RowKey lt 'jonet'",
      note: 'The e-mail partition sorts by address, so "starts with jones" is a RowKey range.',
      labelKey: 'datasets.intraIndex.rangeByEmail',
      noteKey: 'datasets.interIndex.rangeByEmailNote',
    },
    {
      label: 'Partition scan',
      filter: "PartitionKey eq 'email_Sales' and Age ge 50",
      note: 'Age is not a key: every entity of the email_Sales partition is read.',
      labelKey: 'cost.partitionScan',
      noteKey: 'datasets.interIndex.partitionScanNote',
    },
    {
      label: 'Multi-partition scan',
      filter: "PartitionKey ge 'email_' and PartitionKey lt 'email`' and LastName eq 'Jones'",
      note: 'Every email_ partition is read; the empid_ partitions are skipped.',
      labelKey: 'cost.multiPartitionScan',
      noteKey: 'datasets.interIndex.multiPartitionScanNote',
    },
    {
      label: 'Table scan',
      filter: "LastName eq 'Jones'",
      note: 'Not a key: both copies of every employee are read.',
      labelKey: 'cost.tableScan',
      noteKey: 'datasets.interIndex.tableScanNote',
    },
  ],
  recordTypes: EMPLOYEE_RECORD_TYPES,
  // Two entities per employee: `size` entities are ceil(size / 2) employees.
  records: (size, seed) => employeeSource(Math.ceil(size / 2), seed),
  design: INTER_PARTITION_INDEX,
};
