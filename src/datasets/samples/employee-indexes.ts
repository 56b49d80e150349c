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
  nameKey: 'datasets.intraIndex.name',
  descriptionKey: 'datasets.intraIndex.description',
  sizes: SIZES,
  defaultSize: 400,
  exampleQueries: [
    {
      filter: "PartitionKey eq 'Sales' and RowKey eq 'empid_000100'",
      labelKey: 'datasets.intraIndex.pointById',
      noteKey: 'datasets.intraIndex.pointByIdNote',
    },
    {
      filter: "PartitionKey eq 'Sales' and RowKey ge 'email_jones' and RowKey lt 'email_jonet'",
      labelKey: 'datasets.intraIndex.rangeByEmail',
      noteKey: 'datasets.intraIndex.rangeByEmailNote',
    },
    {
      filter: "PartitionKey eq 'Sales' and RowKey ge 'empid_' and RowKey lt 'empid`'",
      labelKey: 'datasets.intraIndex.everySalesOnce',
      noteKey: 'datasets.intraIndex.everySalesOnceNote',
    },
    {
      filter: "LastName eq 'Jones'",
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
  nameKey: 'datasets.interIndex.name',
  descriptionKey: 'datasets.interIndex.description',
  sizes: SIZES,
  defaultSize: 400,
  exampleQueries: [
    {
      filter: "PartitionKey eq 'empid_Sales' and RowKey eq '000100'",
      labelKey: 'datasets.intraIndex.pointById',
      noteKey: 'datasets.interIndex.pointByIdNote',
    },
    {
      filter: "PartitionKey eq 'email_Sales' and RowKey ge 'jones' and RowKey lt 'jonet'",
      labelKey: 'datasets.intraIndex.rangeByEmail',
      noteKey: 'datasets.interIndex.rangeByEmailNote',
    },
    {
      filter: "PartitionKey eq 'email_Sales' and Age ge 50",
      labelKey: 'cost.partitionScan',
      noteKey: 'datasets.interIndex.partitionScanNote',
    },
    {
      filter: "PartitionKey ge 'email_' and PartitionKey lt 'email`' and LastName eq 'Jones'",
      labelKey: 'cost.multiPartitionScan',
      noteKey: 'datasets.interIndex.multiPartitionScanNote',
    },
    {
      filter: "LastName eq 'Jones'",
      labelKey: 'cost.tableScan',
      noteKey: 'datasets.interIndex.tableScanNote',
    },
  ],
  recordTypes: EMPLOYEE_RECORD_TYPES,
  // Two entities per employee: `size` entities are ceil(size / 2) employees.
  records: (size, seed) => employeeSource(Math.ceil(size / 2), seed),
  design: INTER_PARTITION_INDEX,
};
