/**
 * A table: the clustered index over its entities, bulk-loaded from wire entities, plus the
 * running property census. A table does not change after its load: a new design or file is a new
 * table (the single-entity writes it once had went with issue 23, having no caller).
 */
import type { EdmType } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import type { Partition } from './partition-index';
import { type PropertyCensus, typeCounts } from './property-census';
import type { PartitionInfo } from './query-types';
import { type RejectedEntity, TableBuilder } from './table-builder';

export type { RejectedEntity };

/**
 * The Timestamp stamped on entities when no clock is given: 2024-01-01T00:00:00Z in 100 ns
 * ticks since 0001-01-01, fixed so that loads are deterministic.
 */
export const DEFAULT_NOW = 638396640000000000n;

/** A loaded table. Read it through the engine's functions; its fields are the engine's own. */
export interface Table {
  /** Non-empty partitions in PartitionKey order. */
  readonly partitions: readonly Partition[];
  readonly byKey: ReadonlyMap<string, Partition>;
  /** How many entities the table holds. */
  readonly size: number;
  /** Bumped on every write, so callers can cache what they derive from the table. */
  readonly version: number;
  /** The Timestamp given to entities written without an explicit clock. */
  readonly now: bigint;
  readonly census: PropertyCensus;
}

/** The mutable view of a table that the engine's write functions use. */
interface TableState {
  partitions: Partition[];
  byKey: Map<string, Partition>;
  size: number;
  version: number;
  now: bigint;
  census: PropertyCensus;
}

/** Options for createTable: `now` is the Timestamp (ticks) stamped on the loaded entities. */
export interface CreateTableOptions {
  readonly now?: bigint;
}

/**
 * Bulk-loads wire entities. Invalid entities and later duplicates of a key are rejected with
 * their input index and reason; the rest are loaded. Sorting is skipped for input that already
 * arrives in key order within each partition, as generated datasets do.
 */
export function createTable(
  entities: Iterable<WireEntity>,
  options: CreateTableOptions = {},
): { table: Table; rejected: RejectedEntity[] } {
  const builder = new TableBuilder(options.now ?? DEFAULT_NOW);
  for (const wire of entities) builder.addWire(wire);
  return tableFrom(builder);
}

/**
 * Bulk-loads entities already read and validated (an import that checked every row as it
 * arrived need not write and read it again); their keys must be valid, and their Timestamp the
 * table's. Later duplicates of a key are rejected as `createTable` rejects them.
 */
export function createTableFromStored(
  entities: Iterable<StoredEntity>,
  options: CreateTableOptions = {},
): { table: Table; rejected: RejectedEntity[] } {
  const builder = new TableBuilder(options.now ?? DEFAULT_NOW);
  for (const entity of entities) builder.addStored(entity);
  return tableFrom(builder);
}

/**
 * The table a builder built, its clock the builder's Timestamp, and what it rejected; with
 * `keepInputOrder`, each table position's input index (TableBuilder.finish).
 */
export function tableFrom(
  builder: TableBuilder,
  keepInputOrder = false,
): { table: Table; rejected: RejectedEntity[]; inputOrder: Float64Array | null } {
  const { partitions, byKey, size, census, rejected, now, inputOrder } =
    builder.finish(keepInputOrder);
  const state: TableState = { partitions, byKey, size, version: 0, now, census };
  return { table: state, rejected, inputOrder };
}

/** How many entities a table holds. */
export function tableSize(table: Table): number {
  return table.size;
}

/** The table's partitions in key order, with their entity counts and RowKey bounds. */
export function listPartitions(table: Table): PartitionInfo[] {
  return table.partitions.map((p) => ({
    partitionKey: p.partitionKey,
    count: p.entities.length,
    firstRowKey: p.entities[0]!.RowKey,
    lastRowKey: p.entities[p.entities.length - 1]!.RowKey,
  }));
}

/**
 * How many entities store each property under each Edm type: the system properties first,
 * then custom properties by name. Read from the running census, so it costs no scan.
 */
export function describeProperties(
  table: Table,
): Array<{ name: string; types: Partial<Record<EdmType, number>> }> {
  const out: Array<{ name: string; types: Partial<Record<EdmType, number>> }> = [];
  if (table.size > 0) {
    out.push({ name: 'PartitionKey', types: { 'Edm.String': table.size } });
    out.push({ name: 'RowKey', types: { 'Edm.String': table.size } });
    out.push({ name: 'Timestamp', types: { 'Edm.DateTime': table.size } });
  }
  const names = [...table.census.types.keys()].sort();
  for (const name of names) out.push({ name, types: typeCounts(table.census.types.get(name)!) });
  return out;
}
