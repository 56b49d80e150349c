/**
 * The design guide's designs as data: each sample's own design, and the other designs a user can
 * pick for the same records in the design editor. The samples' designs reproduce exactly the
 * tables the samples have always had (test/datasets pins them).
 */
import { type Design, type EntitySet, sameDesign } from '../../design';
import type { BareCode } from '../../engine';

/** The employee properties every employee entity carries. */
const NAMES = ['FirstName', 'LastName', 'Age', 'EmailAddress'];
/** Index copies also carry the id, as the zero-padded text the guide shows. */
const WITH_ID = {
  properties: ['EmployeeId', ...NAMES],
  computed: { EmployeeId: '{EmployeeId|pad:6}' },
};
const EMPLOYEE_COPY = { recordType: 'Employee', kind: 'copy' } as const;

/** The guide's running example: PartitionKey = department, RowKey = zero-padded id. */
export const BY_DEPARTMENT: Design = {
  name: 'By department',
  entitySets: [
    {
      ...EMPLOYEE_COPY,
      name: 'primary',
      partitionKey: '{Department}',
      rowKey: '{EmployeeId|pad:6}',
      properties: NAMES,
    },
  ],
};

/** Intra-partition secondary index: by id and by e-mail, both in the department partition. */
export const INTRA_PARTITION_INDEX: Design = {
  name: 'Intra-partition index',
  entitySets: [
    {
      ...EMPLOYEE_COPY,
      ...WITH_ID,
      name: 'by id',
      partitionKey: '{Department}',
      rowKey: 'empid_{EmployeeId|pad:6}',
    },
    {
      ...EMPLOYEE_COPY,
      ...WITH_ID,
      name: 'by e-mail',
      partitionKey: '{Department}',
      rowKey: 'email_{EmailAddress}',
    },
  ],
};

/** Inter-partition secondary index: the two copies in partitions of their own. */
export const INTER_PARTITION_INDEX: Design = {
  name: 'Inter-partition index',
  entitySets: [
    {
      ...EMPLOYEE_COPY,
      ...WITH_ID,
      name: 'by id',
      partitionKey: 'empid_{Department}',
      rowKey: '{EmployeeId|pad:6}',
    },
    {
      ...EMPLOYEE_COPY,
      ...WITH_ID,
      name: 'by e-mail',
      partitionKey: 'email_{Department}',
      rowKey: '{EmailAddress}',
    },
  ],
};

/** Index entities: one entity per last name listing the ids of the employees who have it. */
export const INDEX_ENTITIES_BY_LAST_NAME: Design = {
  name: 'Index entities by last name',
  entitySets: [
    BY_DEPARTMENT.entitySets[0] as EntitySet,
    {
      name: 'last-name index',
      recordType: 'Employee',
      kind: 'index',
      partitionKey: 'lastname_{LastName}',
      rowKey: '{Department}',
      properties: [],
      index: { property: 'EmployeeIDs', value: '{EmployeeId|pad:6}', separator: ' ' },
    },
  ],
};

/** Keyed by last name: a what-if that makes "employees named Jones" one partition. */
const BY_LAST_NAME: Design = {
  name: 'By last name',
  entitySets: [
    {
      ...EMPLOYEE_COPY,
      name: 'primary',
      partitionKey: '{LastName}',
      rowKey: '{EmployeeId|pad:6}',
      properties: ['Department', 'FirstName', 'Age', 'EmailAddress'],
    },
  ],
};

/** Heterogeneous entity types in one partition, told apart by a RowKey prefix and EntityType. */
const HETEROGENEOUS_TYPES: Design = {
  name: 'Departments and employees in one table',
  entitySets: [
    {
      name: 'departments',
      recordType: 'Department',
      kind: 'copy',
      partitionKey: '{Department}',
      rowKey: '{$type}',
      properties: ['EntityType', 'Manager', 'EmployeeCount', 'Budget'],
      computed: { EntityType: '{$type}' },
    },
    {
      ...EMPLOYEE_COPY,
      name: 'employees',
      partitionKey: '{Department}',
      rowKey: '{$type}_{EmployeeId|pad:6}',
      properties: ['EntityType', ...NAMES],
      computed: { EntityType: '{$type}' },
    },
  ],
};

/** Compound key: an employee and their reviews share a RowKey prefix, so one range reads both. */
const COMPOUND_KEY: Design = {
  name: 'Employees with their reviews (compound key)',
  entitySets: [
    BY_DEPARTMENT.entitySets[0] as EntitySet,
    {
      name: 'reviews',
      recordType: 'Review',
      kind: 'copy',
      partitionKey: '{Department}',
      rowKey: '{EmployeeId|pad:6}_review_{ReviewDate|format:yyyyMMdd}',
      properties: ['ReviewDate', 'Rating', 'Reviewer'],
    },
  ],
};

/** The log tail: RowKey = DateTime.MaxValue.Ticks - ticks, so the newest sort first. */
export const EXPENSES_NEWEST_FIRST: Design = {
  name: 'Log tail (newest first)',
  entitySets: [
    {
      name: 'newest first',
      recordType: 'Expense',
      kind: 'copy',
      partitionKey: '{Department}',
      rowKey: '{SubmittedOn|ticks|invert|pad:19}',
      properties: ['EmployeeId', 'Category', 'Amount', 'SubmittedOn'],
      computed: { EmployeeId: '{EmployeeId|pad:6}' },
    },
  ],
};

/** Expenses oldest first: the prepend/append anti-pattern's mirror, for comparison. */
const EXPENSES_OLDEST_FIRST: Design = {
  name: 'Oldest first',
  entitySets: [
    {
      ...(EXPENSES_NEWEST_FIRST.entitySets[0] as EntitySet),
      name: 'oldest first',
      rowKey: '{SubmittedOn|ticks|pad:19}',
    },
  ],
};

/**
 * The guide's high-volume delete pattern on the log tail: each month's expenses in a table of
 * their own (`Expenses202403`), so a month is deleted with one Delete Table request.
 */
const EXPENSES_TABLE_PER_MONTH: Design = {
  name: 'One table per month',
  entitySets: [
    {
      ...(EXPENSES_NEWEST_FIRST.entitySets[0] as EntitySet),
      table: 'Expenses{SubmittedOn|format:yyyyMM}',
    },
  ],
};

/** The log-data anti-pattern: PartitionKey = the hour, so every write goes to one partition. */
export const LOG_BY_HOUR: Design = {
  name: 'By hour (hot partition)',
  entitySets: [
    {
      name: 'log',
      recordType: 'LogEvent',
      kind: 'copy',
      partitionKey: '{EventTime|format:yyyyMMddHH}',
      rowKey: '{EventTime|format:mm:ss.fffffff}',
      properties: 'all',
    },
  ],
};

/** The fix: a hash bucket in front of the hour spreads each hour's writes over 10 partitions. */
const LOG_HASH_BUCKETED: Design = {
  name: 'Hash-bucketed by hour',
  entitySets: [
    {
      ...(LOG_BY_HOUR.entitySets[0] as EntitySet),
      partitionKey: '{EventTime|ticks|hash:10|pad:2}_{EventTime|format:yyyyMMddHH}',
    },
  ],
};

/** Message counts, one entity per employee and hour. */
export const MESSAGES_HOURLY: Design = {
  name: 'One entity per hour',
  entitySets: [
    {
      name: 'hours',
      recordType: 'MessageCount',
      kind: 'copy',
      partitionKey: '{EmployeeId|pad:6}',
      rowKey: '{Time|format:yyyyMMddHH}',
      properties: ['Hour', 'MessageCount'],
    },
  ],
};

/** The data-series pattern: one entity per employee and day, with Hour00..Hour23. */
export const MESSAGES_SERIES: Design = {
  name: 'Data series (one entity per day)',
  entitySets: [
    {
      name: 'days',
      recordType: 'MessageCount',
      kind: 'series',
      partitionKey: '{EmployeeId|pad:6}',
      rowKey: '{Time|format:yyyyMMdd}',
      properties: [],
      series: { name: 'Hour{Hour|pad:2}', value: 'MessageCount' },
    },
  ],
};

/** A design offered in the editor's preset list, for the records it applies to. */
export interface DesignPreset {
  readonly id: string;
  /** The record type whose records the design needs (its first entity set's). */
  readonly recordType: string;
  readonly design: Design;
  /** Catalogue key of the design's name, for the UI to say it (absent: a name of the user's). */
  readonly nameKey?: BareCode;
}

/** Every preset, in the order the editor lists them. */
export const DESIGN_PRESETS: readonly DesignPreset[] = [
  {
    id: 'by-department',
    recordType: 'Employee',
    design: BY_DEPARTMENT,
    nameKey: 'datasets.preset.byDepartment',
  },
  {
    id: 'intra-partition-index',
    recordType: 'Employee',
    design: INTRA_PARTITION_INDEX,
    nameKey: 'datasets.preset.intraIndex',
  },
  {
    id: 'inter-partition-index',
    recordType: 'Employee',
    design: INTER_PARTITION_INDEX,
    nameKey: 'datasets.preset.interIndex',
  },
  {
    id: 'index-entities',
    recordType: 'Employee',
    design: INDEX_ENTITIES_BY_LAST_NAME,
    nameKey: 'datasets.preset.indexEntities',
  },
  {
    id: 'by-last-name',
    recordType: 'Employee',
    design: BY_LAST_NAME,
    nameKey: 'datasets.preset.byLastName',
  },
  {
    id: 'heterogeneous',
    recordType: 'Employee',
    design: HETEROGENEOUS_TYPES,
    nameKey: 'datasets.preset.heterogeneous',
  },
  {
    id: 'compound-key',
    recordType: 'Employee',
    design: COMPOUND_KEY,
    nameKey: 'datasets.preset.compoundKey',
  },
  {
    id: 'log-tail',
    recordType: 'Expense',
    design: EXPENSES_NEWEST_FIRST,
    nameKey: 'datasets.preset.logTail',
  },
  {
    id: 'oldest-first',
    recordType: 'Expense',
    design: EXPENSES_OLDEST_FIRST,
    nameKey: 'datasets.preset.oldestFirst',
  },
  {
    id: 'table-per-month',
    recordType: 'Expense',
    design: EXPENSES_TABLE_PER_MONTH,
    nameKey: 'datasets.preset.tablePerMonth',
  },
  {
    id: 'log-by-hour',
    recordType: 'LogEvent',
    design: LOG_BY_HOUR,
    nameKey: 'datasets.preset.logByHour',
  },
  {
    id: 'log-hash-bucketed',
    recordType: 'LogEvent',
    design: LOG_HASH_BUCKETED,
    nameKey: 'datasets.preset.logHashBucketed',
  },
  {
    id: 'messages-hourly',
    recordType: 'MessageCount',
    design: MESSAGES_HOURLY,
    nameKey: 'datasets.preset.messagesHourly',
  },
  {
    id: 'messages-series',
    recordType: 'MessageCount',
    design: MESSAGES_SERIES,
    nameKey: 'datasets.preset.messagesSeries',
  },
];

/** The catalogue key of a design's name when it is one of the presets, unchanged; else undefined. */
export function presetNameKey(design: Design): BareCode | undefined {
  return DESIGN_PRESETS.find((p) => sameDesign(p.design, design))?.nameKey;
}
