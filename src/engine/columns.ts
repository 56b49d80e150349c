/**
 * The column cache: per partition and property name, the values of that property laid out flat
 * and aligned with `partition.entities`, built lazily by the first scan that tests the property.
 * A scan then reads one array slot per entity instead of following entity → properties →
 * {type, value} → value (bench/README.md, issue 12's scan target). Values that repeat are kept
 * as a dictionary (1–2 bytes an entity), others raw (8, plus 2 for string lengths). A table does
 * not change after its load; the cache still checks that a partition's entities are the ones its
 * columns were built from. Nothing outside the engine sees them.
 */
import type { EdmValue } from './edm';
import type { StoredEntity } from './entity';
import type { Partition } from './partition-index';

/** One property's value of each entity of a partition, in its order (undefined: it has none). */
type Cells = readonly (EdmValue | undefined)[];

/** The type code of an entity that lacks the property. */
const ABSENT = 0;
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

/** One property of one partition, laid out flat: its raw values, or a dictionary of them. */
export type Column = ValueColumn | DictionaryColumn;

/** A column of raw values: for properties with many distinct values. */
interface ValueColumn {
  readonly kind: 'values';
  /** The raw value of entity i (a filler where it has none: test the code first). */
  readonly values: readonly unknown[];
  /** The type code of entity i; null when every entity has the code `uniform`. */
  readonly codes: Uint8Array | null;
  /** The code every entity has (ABSENT when none stores the property), or MIXED. */
  readonly uniform: number;
  /**
   * For a custom property every entity stores as a String (or every one as a Guid): each value's
   * length, so that an equality reads only the strings of the literal's length. Comparing a
   * string reads it where it lies in the heap: on a million distinct e-mail addresses that miss
   * in the cache was the scan's whole cost.
   */
  readonly lengths: Uint16Array | null;
}

/**
 * A dictionary-encoded column: each distinct (type, value) once, and per entity the number of
 * its entry in one or two bytes, where a column of raw values takes eight. A test then runs once
 * per entry, and a scan reads the entries' answers by number.
 */
export interface DictionaryColumn {
  readonly kind: 'dictionary';
  /** Entity i's entry; entry 0 stands for entities without the property (empty when all lack it). */
  readonly ids: Uint8Array | Uint16Array;
  /** Each entry's raw value (entry 0: a filler). */
  readonly entries: readonly unknown[];
  /** Each entry's type code (entry 0: ABSENT). */
  readonly entryCodes: Uint8Array;
}

interface PartitionColumns {
  /** The entities the columns were built from, and how many: a stale cache is never read. */
  readonly entities: readonly StoredEntity[];
  readonly length: number;
  readonly columns: Map<string, Column>;
  /** Entity sizes filled as scans return the entities (0: not yet computed). */
  sizes: Uint32Array | null;
}

const caches = new WeakMap<Partition, PartitionColumns>();

/**
 * Columns kept per partition, the oldest built dropped first: each costs 1–9 bytes an entity,
 * and a session that filters on every property in turn should not end up holding them all.
 */
const MAX_COLUMNS = 8;

const STRING = typeCode('Edm.String');
const GUID = typeCode('Edm.Guid');

/** Numbers go into a number array unboxed: a filler of 0 keeps a Double column that way. */
const FILLER = 0;

/**
 * The most entries a dictionary may hold for a partition of `n` entities: a quarter of them
 * (beyond that one or two bytes a row plus the entries save little over raw values), at least
 * 16, and what two-byte numbers can count.
 */
function dictionaryLimit(n: number): number {
  return Math.min(65_535, Math.max(16, n >>> 2));
}

const NO_ROWS = new Uint8Array(0);

/**
 * Encodes one property of every entity in a dictionary, or gives up (null) as soon as it holds
 * more entries than `dictionaryLimit` allows: a property of nearly unique values (an e-mail
 * address) is then kept as raw values.
 */
function buildDictionary(cells: Cells): DictionaryColumn | null {
  const n = cells.length;
  const limit = dictionaryLimit(n);
  const ids = new Uint16Array(n);
  const entries: unknown[] = [FILLER];
  const codes: number[] = [ABSENT];
  // One map per type code: Int32 2 and Double 2 (or a String and a Guid of the same text) are
  // distinct entries though JS finds their values equal.
  const maps: (Map<unknown, number> | undefined)[] = [];
  for (let i = 0; i < n; i++) {
    const p = cells[i];
    const code = p === undefined ? ABSENT : typeCode(p.type);
    if (code === ABSENT) continue;
    let map = maps[code];
    if (map === undefined) map = maps[code] = new Map();
    const value = p!.value;
    let id = map.get(value);
    if (id === undefined) {
      id = entries.length;
      if (id > limit) return null;
      entries.push(value);
      codes.push(code);
      map.set(value, id);
    }
    ids[i] = id;
  }
  return {
    kind: 'dictionary',
    // No entity stores the property: every test fails before reading a row, so keep no rows.
    ids: entries.length === 1 ? NO_ROWS : entries.length <= 256 ? Uint8Array.from(ids) : ids,
    entries,
    entryCodes: Uint8Array.from(codes),
  };
}

/**
 * Reads one property of every entity into flat arrays. The values array is allocated at its
 * full length and filled in place: grown by `push`, a million-entity build took twice as long.
 */
function buildValues(cells: Cells): ValueColumn {
  const n = cells.length;
  const values = new Array<unknown>(n);
  const codes = new Uint8Array(n);
  const lengths = new Uint16Array(n);
  let uniform = -1;
  for (let i = 0; i < n; i++) {
    const p = cells[i];
    const code = p === undefined ? ABSENT : typeCode(p.type);
    codes[i] = code;
    const value = code === ABSENT ? FILLER : p!.value;
    values[i] = value;
    if (typeof value === 'string') lengths[i] = value.length;
    uniform = uniform === -1 || uniform === code ? code : MIXED;
  }
  if (uniform === -1) uniform = ABSENT;
  return {
    kind: 'values',
    values,
    codes: uniform === MIXED ? codes : null,
    uniform,
    lengths: uniform === STRING || uniform === GUID ? lengths : null,
  };
}

/** How many entities `fewRepeats` reads, evenly spaced. */
const SAMPLE = 1024;

/**
 * Whether a sample of the partition shows values that hardly repeat (nine in ten distinct):
 * then a dictionary would grow to its limit before giving up, its map inserts wasted (profiled:
 * an e-mail column built in twice the time of raw values). A property of 1,000 values over
 * 10,000 entities shows about 640 distinct in 1,024 and stays a dictionary.
 */
function fewRepeats(cells: Cells): boolean {
  const n = cells.length;
  const take = Math.min(n, SAMPLE);
  if (take < 64) return false;
  const seen = new Set<unknown>();
  for (let k = 0; k < take; k++) {
    const p = cells[Math.floor((k * n) / take)];
    seen.add(p === undefined ? undefined : p.value);
  }
  return seen.size * 10 > take * 9;
}

/** A custom property's column as a dictionary when its values repeat enough, else raw values. */
function buildColumn(cells: Cells): Column {
  if (fewRepeats(cells)) return buildValues(cells);
  return buildDictionary(cells) ?? buildValues(cells);
}

/**
 * One property of every entity, gathered in one pass (the pass that follows each entity to its
 * properties through the heap); the column is then built from this dense array.
 */
function cellsOf(entities: readonly StoredEntity[], name: string): Cells {
  const cells = new Array<EdmValue | undefined>(entities.length);
  for (let i = 0; i < entities.length; i++) cells[i] = entities[i]!.properties[name];
  return cells;
}

/** The partition's cache entry, replaced when its entities are not the ones it was built from. */
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
 * Hands the partition the sizes of its entities, as its builder measured them (0 where it did
 * not), so the first scan returning them does not measure them again: a comparison's re-check
 * of a new value returns tens of thousands of entities not returned before.
 */
export function primeEntitySizes(partition: Partition, sizes: Uint32Array): void {
  if (sizes.length === partition.entities.length) cacheOf(partition).sizes = sizes;
}

/** The column of custom property `name` over the partition's entities, from the cache or built now. */
export function partitionColumn(partition: Partition, name: string): Column {
  const cache = cacheOf(partition);
  const entities = partition.entities;
  let column = cache.columns.get(name);
  if (column === undefined) {
    column = buildColumn(cellsOf(entities, name));
    keepColumn(cache, name, column);
  }
  return column;
}

/** Keeps a built column in the partition's cache, the oldest dropped past MAX_COLUMNS. */
function keepColumn(cache: PartitionColumns, name: string, column: Column): void {
  if (cache.columns.size >= MAX_COLUMNS) {
    cache.columns.delete(cache.columns.keys().next().value as string);
  }
  cache.columns.set(name, column);
}

/**
 * Builds the partition's column of `name` from its values gathered as the table was built
 * (`cells[i]`: entity i's value of the property, undefined where it has none), so a table whose
 * scans are known before its load (a comparison's) never follows its entities through the heap
 * for them: measured, the first matrix of a million-record comparison spent most of its scans
 * there. Ignored when `cells` is not one value per entity.
 */
export function primeColumn(partition: Partition, name: string, cells: Cells): void {
  if (cells.length !== partition.entities.length) return;
  keepColumn(cacheOf(partition), name, buildColumn(cells));
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

/**
 * Forgets a partition's columns. Tables do not change after their load, so only the engine
 * benchmark calls it, to time a first scan (which builds the columns) more than once.
 */
export function dropColumns(partition: Partition): void {
  caches.delete(partition);
}
