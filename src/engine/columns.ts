/**
 * The column cache: per partition and property name, the raw values of that property laid out
 * flat and aligned with `partition.entities`, built lazily by the first scan that tests the
 * property. A scan then reads one array slot per entity instead of following entity →
 * properties → {type, value} → value (bench/README.md, issue 12's scan target). Writes drop a
 * partition's columns (table-writes.ts); nothing outside the engine sees them.
 */
import type { StoredEntity } from './entity';
import type { Partition } from './partition-index';

/** The type code of an entity that lacks the property. */
export const ABSENT = 0;
/** A column's `uniform` when its entities store the property under several codes, or some lack it. */
export const MIXED = 255;

/** The small-integer code of an Edm type name, or ABSENT for anything else. */
export function typeCode(type: unknown): number {
  switch (type) {
    case 'Edm.String':
      return 1;
    case 'Edm.Int32':
      return 2;
    case 'Edm.Int64':
      return 3;
    case 'Edm.Double':
      return 4;
    case 'Edm.Boolean':
      return 5;
    case 'Edm.DateTime':
      return 6;
    case 'Edm.Guid':
      return 7;
    case 'Edm.Binary':
      return 8;
    default:
      return ABSENT;
  }
}

/** One property of one partition, laid out flat. */
export interface Column {
  /** The raw value of entity i (a filler where it has none: test the code first). */
  readonly values: readonly unknown[];
  /** The type code of entity i; null when every entity has the code `uniform`. */
  readonly codes: Uint8Array | null;
  /** The code every entity has (ABSENT when none stores the property), or MIXED. */
  readonly uniform: number;
}

interface PartitionColumns {
  /** The entities the columns were built from, and how many: a guard besides `dropColumns`. */
  readonly entities: readonly StoredEntity[];
  readonly length: number;
  readonly columns: Map<string, Column>;
  /** Entity sizes filled as scans return the entities (0: not yet computed). */
  sizes: Uint32Array | null;
}

const caches = new WeakMap<Partition, PartitionColumns>();

/**
 * Columns kept per partition, the oldest built dropped first: each costs 8–9 bytes an entity,
 * and a session that filters on every property in turn should not end up holding them all.
 */
export const MAX_COLUMNS = 8;

/** Numbers go into a number array unboxed: a filler of 0 keeps a Double column that way. */
const FILLER = 0;

/**
 * Reads one property of every entity into flat arrays. The values array is allocated at its
 * full length and filled in place: grown by `push`, a million-entity build took twice as long.
 */
function buildColumn(entities: readonly StoredEntity[], name: string): Column {
  const n = entities.length;
  const values = new Array<unknown>(n);
  if (name === 'RowKey') {
    for (let i = 0; i < n; i++) values[i] = entities[i]!.RowKey;
    return { values, codes: null, uniform: typeCode('Edm.String') };
  }
  if (name === 'Timestamp') {
    for (let i = 0; i < n; i++) values[i] = entities[i]!.Timestamp;
    return { values, codes: null, uniform: typeCode('Edm.DateTime') };
  }
  const codes = new Uint8Array(n);
  let uniform = -1;
  for (let i = 0; i < n; i++) {
    const p = entities[i]!.properties[name];
    const code = p === undefined ? ABSENT : typeCode(p.type);
    codes[i] = code;
    values[i] = code === ABSENT ? FILLER : p!.value;
    uniform = uniform === -1 || uniform === code ? code : MIXED;
  }
  if (uniform === -1) uniform = ABSENT;
  return { values, codes: uniform === MIXED ? codes : null, uniform };
}

/** The partition's cache entry, replaced when its entities changed without `dropColumns`. */
function cacheOf(partition: Partition): PartitionColumns {
  let cache = caches.get(partition);
  const entities = partition.entities;
  if (cache === undefined || cache.entities !== entities || cache.length !== entities.length) {
    cache = { entities, length: entities.length, columns: new Map(), sizes: null };
    caches.set(partition, cache);
  }
  return cache;
}

/**
 * The partition's entity sizes (semantics.md §1), aligned with its entities; 0 where not yet
 * computed (a real size is never 0). A scan that returns many entities spent most of its time
 * summing their sizes, each entity's properties read afresh on every scan.
 */
export function entitySizes(partition: Partition): Uint32Array {
  const cache = cacheOf(partition);
  if (cache.sizes === null) cache.sizes = new Uint32Array(cache.length);
  return cache.sizes;
}

/**
 * The column of `name` (a custom property, RowKey or Timestamp) over the partition's entities,
 * from the cache or built now.
 */
export function partitionColumn(partition: Partition, name: string): Column {
  const cache = cacheOf(partition);
  const entities = partition.entities;
  let column = cache.columns.get(name);
  if (column === undefined) {
    column = buildColumn(entities, name);
    if (cache.columns.size >= MAX_COLUMNS) {
      cache.columns.delete(cache.columns.keys().next().value as string);
    }
    cache.columns.set(name, column);
  }
  return column;
}

/** Whether the partition's column of `name` is built (and still current). */
export function hasColumn(partition: Partition, name: string): boolean {
  const cache = caches.get(partition);
  return (
    cache !== undefined &&
    cache.entities === partition.entities &&
    cache.length === partition.entities.length &&
    cache.columns.has(name)
  );
}

/** Forgets a partition's columns: call after any change to its entities. */
export function dropColumns(partition: Partition): void {
  caches.delete(partition);
}
