/**
 * A table: the clustered index over its entities, bulk-loaded from wire entities, plus the
 * running property census. Writes after the load go through table-writes.ts.
 */
import type { EdmType } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import { type Partition, partitionLowerBound } from './partition-index';
import {
  countEntity,
  countPartitionKey,
  createCensus,
  type PropertyCensus,
  typeCounts,
} from './property-census';
import type { PartitionInfo } from './query-types';
import { createWireReader, type FromWireResult } from './wire-reader';

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
export interface TableState {
  partitions: Partition[];
  byKey: Map<string, Partition>;
  size: number;
  version: number;
  now: bigint;
  census: PropertyCensus;
}

/** An entity the load refused, with its position in the input and the rule it broke. */
export interface RejectedEntity {
  readonly index: number;
  readonly code: string;
  readonly message: string;
}

/** Options for createTable: `now` is the Timestamp (ticks) stamped on the loaded entities. */
export interface CreateTableOptions {
  readonly now?: bigint;
}

interface Bucket {
  entities: StoredEntity[];
  indices: number[];
  sorted: boolean;
}

/** An empty table. */
export function emptyTable(now: bigint = DEFAULT_NOW): Table {
  const state: TableState = {
    partitions: [],
    byKey: new Map(),
    size: 0,
    version: 0,
    now,
    census: createCensus(),
  };
  return state;
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
  const now = options.now ?? DEFAULT_NOW;
  const state = emptyTable(now) as TableState;
  return loadTable(state, entities, createWireReader({ timestamp: now }, state.census));
}

/**
 * Bulk-loads entities already read and validated (by a `WireReader` with the same Timestamp):
 * an import that checked every row as it arrived need not read it again. Later duplicates of a
 * key are rejected as `createTable` rejects them.
 */
export function createTableFromStored(
  entities: Iterable<StoredEntity>,
  options: CreateTableOptions = {},
): { table: Table; rejected: RejectedEntity[] } {
  const state = emptyTable(options.now ?? DEFAULT_NOW) as TableState;
  const census = state.census;
  return loadTable(state, entities, (entity: StoredEntity): FromWireResult => {
    countEntity(census, entity, 1);
    return { ok: true, entity };
  });
}

/** Loads `entities` into the empty table `state`, each through `read`. */
function loadTable<T>(
  state: TableState,
  entities: Iterable<T>,
  read: (item: T) => FromWireResult,
): { table: Table; rejected: RejectedEntity[] } {
  const rejected: RejectedEntity[] = [];
  // Duplicates were counted in the census when read; they leave it once reading is done.
  const duplicates: StoredEntity[] = [];
  const buckets = new Map<string, Bucket>();
  let index = 0;
  let lastKey: string | null = null;
  let lastBucket: Bucket | undefined;
  for (const wire of entities) {
    const result = read(wire);
    if (!result.ok) {
      rejected.push({ index, code: result.error.code, message: result.error.message });
    } else {
      const entity = result.entity;
      // Entities mostly arrive partition by partition: the last bucket saves a Map lookup.
      let bucket = entity.PartitionKey === lastKey ? lastBucket : buckets.get(entity.PartitionKey);
      if (bucket === undefined) {
        bucket = { entities: [], indices: [], sorted: true };
        buckets.set(entity.PartitionKey, bucket);
      }
      lastKey = entity.PartitionKey;
      lastBucket = bucket;
      const last = bucket.entities[bucket.entities.length - 1];
      if (last !== undefined && bucket.sorted && last.RowKey >= entity.RowKey) {
        if (last.RowKey === entity.RowKey) {
          rejected.push(duplicate(index, entity, bucket.indices[bucket.indices.length - 1]!));
          duplicates.push(entity);
          index++;
          continue;
        }
        bucket.sorted = false;
      }
      bucket.entities.push(entity);
      bucket.indices.push(index);
    }
    index++;
  }

  const keys = [...buckets.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) {
    const bucket = buckets.get(key)!;
    const kept = bucket.sorted ? bucket.entities : sortBucket(bucket, rejected, duplicates);
    const partition: Partition = { partitionKey: key, entities: kept };
    state.partitions.push(partition);
    state.byKey.set(key, partition);
    countPartitionKey(state.census, key, 1);
    state.size += kept.length;
  }
  for (const entity of duplicates) countEntity(state.census, entity, -1);
  rejected.sort((a, b) => a.index - b.index);
  return { table: state, rejected };
}

function duplicate(index: number, entity: StoredEntity, firstIndex: number): RejectedEntity {
  return {
    index,
    code: 'ENTITY_ALREADY_EXISTS',
    message: `The entity with PartitionKey '${entity.PartitionKey}' and RowKey '${entity.RowKey}' already exists (entity ${firstIndex} has the same keys).`,
  };
}

/**
 * Sorts one partition's entities by RowKey, keeping the first of equal keys (input order).
 * One pass splits off the ascending run the input already holds (the id copies of the index
 * datasets arrive in order, their e-mail copies do not); only the rest is sorted, and merged
 * with the run. The rest's RowKeys are sorted with the default sort, which compares strings by
 * UTF-16 code units (the Table service's order, as `<` does) without calling back into
 * JavaScript for every comparison: with a comparator function, 1M entities spent over a second
 * in the calls.
 */
function sortBucket(
  bucket: Bucket,
  rejected: RejectedEntity[],
  duplicates: StoredEntity[],
): StoredEntity[] {
  const { entities, indices } = bucket;
  // The run: each entity whose key is above the run's last so far, with its bucket position.
  const run: StoredEntity[] = [];
  const runAt: number[] = [];
  // The rest: each RowKey's first position; a key below the run's last then cannot come back
  // into the run later, so a key in both was in the run first.
  const firstAt = new Map<string, number>();
  const later: number[] = [];
  for (let i = 0; i < entities.length; i++) {
    const entity = entities[i]!;
    const last = run[run.length - 1];
    if (last === undefined || last.RowKey < entity.RowKey) {
      run.push(entity);
      runAt.push(i);
    } else if (firstAt.has(entity.RowKey)) later.push(i);
    else firstAt.set(entity.RowKey, i);
  }
  const keys = [...firstAt.keys()].sort();
  const kept: StoredEntity[] = [];
  let a = 0;
  for (const key of keys) {
    while (a < run.length && run[a]!.RowKey < key) kept.push(run[a++]!);
    const at = firstAt.get(key)!;
    if (a < run.length && run[a]!.RowKey === key) {
      rejected.push(duplicate(indices[at]!, entities[at]!, indices[runAt[a]!]!));
      duplicates.push(entities[at]!);
    } else kept.push(entities[at]!);
  }
  while (a < run.length) kept.push(run[a++]!);
  // Later copies of a key in the rest: the first is the run's entity if it has one, else the rest's.
  for (const i of later) {
    const key = entities[i]!.RowKey;
    const r = runPosition(run, key);
    const first = r >= 0 ? runAt[r]! : firstAt.get(key)!;
    rejected.push(duplicate(indices[i]!, entities[i]!, indices[first]!));
    duplicates.push(entities[i]!);
  }
  return kept;
}

/** Where the ascending run holds this RowKey, or -1. */
function runPosition(run: readonly StoredEntity[], key: string): number {
  let lo = 0;
  let hi = run.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (run[mid]!.RowKey < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < run.length && run[lo]!.RowKey === key ? lo : -1;
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

/** The partition with this key, if the table has one. */
export function getPartition(table: Table, partitionKey: string): Partition | undefined {
  return table.byKey.get(partitionKey);
}

/** Where a partition with this key sits, or would sit, in the table's partition order. */
export function partitionPosition(table: Table, partitionKey: string): number {
  return partitionLowerBound(table.partitions, partitionKey);
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
