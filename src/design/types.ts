/**
 * The record model and designs as plain data. A record is a logical object before any key is
 * chosen; a design says how records become stored entities. Both are JSON-safe except record
 * values (bigint, Uint8Array), which never travel in share links: only designs do.
 */
import type { EdmType } from '../engine';

/** A record type: logical objects before keys are chosen, with typed properties. */
export interface RecordType {
  readonly name: string;
  readonly properties: readonly RecordProperty[];
}

/** One typed property of a record type. */
export interface RecordProperty {
  readonly name: string;
  readonly type: EdmType;
}

/**
 * A record's value in its type's native form: String/Guid string, Int32/Double number, Int64
 * bigint, Boolean boolean, DateTime bigint ticks (100 ns since 0001-01-01 UTC), Binary Uint8Array.
 */
export type RecordValue = string | number | bigint | boolean | Uint8Array;

/** A record's values by property name; a missing property is absent. */
export type DataRecord = Readonly<Record<string, RecordValue>>;

/** Records by record type name. Each iterable is read once, in order. */
export type RecordsByType = Readonly<Record<string, Iterable<DataRecord>>>;

/** The records of a type; none when absent (an own entry only: a type may be named 'toString'). */
export function recordsOf(records: RecordsByType, type: string): Iterable<DataRecord> {
  return Object.hasOwn(records, type) ? records[type]! : [];
}

/** A design: how records become stored entities. */
export interface Design {
  readonly name: string;
  readonly entitySets: readonly EntitySet[];
}

/** What an entity set makes of its records. */
export type EntitySetKind = 'copy' | 'index' | 'series';

/**
 * One kind of stored entity. 'copy': one entity per record. 'index': one entity per distinct
 * (PartitionKey, RowKey), listing a key of each of its records (the guide's index entities).
 * 'series': one entity per distinct (PartitionKey, RowKey) with one property per record (the
 * guide's data series).
 */
export interface EntitySet {
  /** Shown to the user and in problems: 'primary', 'by e-mail', ... */
  readonly name: string;
  readonly recordType: string;
  readonly kind: EntitySetKind;
  /** PartitionKey template source. */
  readonly partitionKey: string;
  /** RowKey template source. */
  readonly rowKey: string;
  /**
   * The table its entities go to, as a template over the record (`Expenses{SubmittedOn|format:yyyyMM}`,
   * the guide's high-volume delete pattern: one table per period, deleted whole); absent, the
   * design's one table. Each name must be a valid table name (3 to 63 letters and digits).
   */
  readonly table?: string;
  /**
   * Properties each entity carries, in this order: 'all' record properties in record-type order,
   * or a list of record or computed property names. Index and series entities take them from the
   * first record of their group.
   */
  readonly properties: 'all' | readonly string[];
  /** Computed String properties: name -> template. One named like a record property replaces it. */
  readonly computed?: Readonly<Record<string, string>>;
  /** Required for kind 'index'. */
  readonly index?: IndexOptions;
  /** Required for kind 'series'. */
  readonly series?: SeriesOptions;
}

/** How an index entity lists its records: `property` holds each record's `value`, joined. */
export interface IndexOptions {
  /** The String property holding the list, e.g. 'EmployeeIDs'. */
  readonly property: string;
  /** Template of one record's entry, e.g. '{EmployeeId|pad:6}'. */
  readonly value: string;
  /** Between entries; ',' when absent. */
  readonly separator?: string;
}

/** How a series entity pivots its records: property `name` (a template) holds record property `value`. */
export interface SeriesOptions {
  /** Template of the property name of one record, e.g. 'Hour{Hour|pad:2}'. */
  readonly name: string;
  /** The record property whose value goes there, with its Edm type, e.g. 'MessageCount'. */
  readonly value: string;
}
