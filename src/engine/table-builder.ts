/**
 * Building a table entity by entity: from wire entities (read and validated by a wire reader)
 * or from entities already in the stored form (a design applied to typed records), in one
 * stream, so rejections keep their position in it. Entities are bucketed by partition as they
 * arrive; `finish` sorts the partitions that arrived out of RowKey order and builds the index.
 */
import { type Coded, coded } from './coded';
import { primeColumn, primeEntitySizes } from './columns';
import type { EdmValue } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import type { EntityError } from './errors';
import type { Partition } from './partition-index';
import {
  countEntity,
  countPartitionKey,
  countRowKey,
  createCensus,
  type PropertyCensus,
  propertyCounts,
  typeIndex,
} from './property-census';
import { rowKeyOrder } from './row-key-sort';
import { MAX_ENTITY_SIZE, valueSize } from './size';
import {
  entityTooLargeError,
  MAX_CUSTOM_PROPERTIES,
  propertyNameError,
  tooManyPropertiesError,
  valueSizeError,
} from './validate';
import { propertyKey } from './value-tests';
import { createWireReader, type WireReader } from './wire-reader';

/** An entity the load refused, with its position in the input and the rule it broke. */
export interface RejectedEntity {
  readonly index: number;
  readonly code: string;
  /** The rule broken, as a code the UI says in the reader's language. */
  readonly message: Coded;
  /** For a repeated key (ENTITY_ALREADY_EXISTS): the keys, and the index of the entity that keeps them. */
  readonly duplicateOf?: {
    readonly index: number;
    readonly partitionKey: string;
    readonly rowKey: string;
  };
}

/** What the builder keeps per property name of stored entities: its census counters, or why the name is refused. */
interface NameEntry {
  readonly counts: number[] | null;
  readonly error: EntityError | null;
  /** 8 + 2·len(name): what the property adds to the entity size besides its value. */
  readonly weight: number;
}

/**
 * What a caller that makes an entity's properties knows of them without the object: an entity
 * whose properties object is made only when first read (a comparison's copies, most never
 * read) is added with this beside it (TableBuilder.addStored).
 */
export interface KnownProperties {
  /**
   * The properties' size without the keys (semantics.md §1), each value within its limits
   * (valueSizeError), as checking the object would find.
   */
  readonly size: number;
  /** The value the properties object holds under `name` (a column built as entities arrive). */
  value(name: string): EdmValue | undefined;
}

interface Bucket {
  entities: StoredEntity[];
  /**
   * Each entity's input index, for the messages of repeated keys. A typed array, so these
   * numbers stay out of the heap the garbage collector copies while a large load is built.
   */
  indices: Float64Array;
  /** Each entity's size as measured while checking it (0 where not measured: wire entities). */
  sizes: Uint32Array;
  /** Per column name asked for (TableBuilder's `columns`), each entity's value of it. */
  cells: (EdmValue | undefined)[][];
  sorted: boolean;
}

/**
 * Partitions of fewer entities are not handed their sizes: a cache entry each would cost more
 * than measuring their entities when a scan returns them.
 */
const PRIMED_PARTITION_MIN = 64;

/** The sizes of a bucket whose builder does not keep them. */
const NO_SIZES = new Uint32Array(0);

/** The parts of a table the builder fills; `finish` hands them over. */
export interface BuiltTable {
  readonly partitions: Partition[];
  readonly byKey: Map<string, Partition>;
  readonly size: number;
  readonly census: PropertyCensus;
  readonly rejected: RejectedEntity[];
  /** The Timestamp the entities got, the table's clock for later writes. */
  readonly now: bigint;
  /**
   * When asked for: each kept entity's input index, in table order (partitions by key, then
   * rows), so a caller that knows what each input came from can say it of every position.
   */
  readonly inputOrder: Float64Array | null;
}

/** Bound once: under tsx's CommonJS transform (benchmarks, tests) each use of an import is a getter. */
const sizeOfValue = valueSize;
const typeIndexOf = typeIndex;
const countRowKeyOf = countRowKey;
const nameError = propertyNameError;
const sizeError = valueSizeError;
const countsOf = propertyCounts;
const MAX_PROPERTIES = MAX_CUSTOM_PROPERTIES;
const MAX_SIZE = MAX_ENTITY_SIZE;
const primeSizes = primeEntitySizes;
const primeCells = primeColumn;
const keyOf = propertyKey;

/** Builds one table from a stream of wire and stored entities; use once. */
export class TableBuilder {
  private readonly census = createCensus();
  private readonly rejected: RejectedEntity[] = [];
  /** Duplicates were counted in the census when read; they leave it once reading is done. */
  private readonly duplicates: StoredEntity[] = [];
  private readonly buckets = new Map<string, Bucket>();
  private readonly names = new Map<string, NameEntry>();
  private reader: WireReader | null = null;
  private index = 0;
  private lastKey: string | null = null;
  private lastBucket: Bucket | undefined;
  /** The last stored properties object checked, its size and its counters: copies share one. */
  private lastProperties: object | null = null;
  private lastSize = 0;
  private lastCounts: number[][] = [];
  private lastTypes: number[] = [];
  /** What the first properties object of each shape given to `addStored` was found to be. */
  private readonly shapes = new Map<
    object,
    { counts: number[][]; types: number[]; fixed: number; sized: string[] }
  >();

  /** The custom properties whose columns are built as entities arrive (`columns`). */
  private readonly columnNames: readonly string[];

  /**
   * `timestamp`: the Timestamp (ticks) every entity gets; `keepSizes`: hand large partitions the
   * sizes measured here, for a table that is never written to (a comparison's, whose re-checks
   * return tens of thousands of entities not returned before). Off by default: keeping them
   * made the design benchmark's apply about a third slower. `columns`: custom properties the
   * caller will scan, whose column (columns.ts) each large partition gets built from the values
   * read as its entities arrive, each entity's properties then at hand, not later through the
   * heap.
   */
  constructor(
    private readonly timestamp: bigint,
    private readonly keepSizes = false,
    columns: readonly string[] = [],
  ) {
    this.columnNames = [...new Set(columns.map(keyOf))];
  }

  /** How many entities were offered so far (the next one's index). */
  get offered(): number {
    return this.index;
  }

  /** Reads and adds a wire entity, or records why it was refused. */
  addWire(wire: WireEntity): void {
    if (this.reader === null)
      this.reader = createWireReader({ timestamp: this.timestamp }, this.census);
    const result = this.reader(wire);
    if (result.ok) this.place(result.entity, this.index, 0);
    else this.reject(result.error, this.index);
    this.index++;
  }

  /**
   * Adds an entity already in the stored form, kept as it is (its Timestamp should be the
   * builder's). Its keys must be valid (keyError: the caller checked them, as a design does for
   * every key it makes); a repeated key is found and rejected as for wire entities. Its values of their types in canonical form; the rest is checked as
   * a wire entity would be (property names, sizes, count, 1 MiB), and a refused entity is
   * recorded with its index. `properties` is not copied: it must not change afterwards, and
   * entities may share one. `shape`, when given, promises that every entity given the same
   * shape object has properties of the same names, in the same order, with values of the same
   * types (a design's series entities): then only their String and Binary values are measured.
   * `known`, with a shape, says the rest (KnownProperties): then, past the shape's first
   * entity, `properties` is not read at all, so an entity may make it only when first asked.
   */
  addStored(entity: StoredEntity, shape?: object, known?: KnownProperties): void {
    const { PartitionKey: partitionKey, RowKey: rowKey } = entity;
    const index = this.index++;
    const seen = known !== undefined && shape !== undefined ? this.shapes.get(shape) : undefined;
    // The caller vouches for what checking the properties would find, once its shape was checked
    // (its first entity): the properties are then not read.
    const vouched = seen !== undefined ? known : undefined;
    if (seen !== undefined) {
      this.lastProperties = null;
      this.lastCounts = seen.counts;
      this.lastTypes = seen.types;
      this.lastSize = vouched!.size;
    } else {
      const properties = entity.properties;
      if (properties !== this.lastProperties) {
        const checked =
          shape === undefined ? this.check(properties) : this.checkShaped(properties, shape);
        if (checked !== null) {
          this.lastProperties = null;
          this.reject(checked, index);
          return;
        }
        this.lastProperties = properties;
      }
    }
    const size = this.lastSize + 4 + 2 * (partitionKey.length + rowKey.length);
    if (size > MAX_SIZE) {
      this.reject(entityTooLargeError(size), index);
      return;
    }
    const counts = this.lastCounts;
    const types = this.lastTypes;
    for (let k = 0; k < counts.length; k++) counts[k]![types[k]!]! += 1;
    countRowKeyOf(this.census, rowKey, 1);
    this.place(entity, index, size, vouched);
  }

  /**
   * Checks a properties object of a known shape: the first of a shape is checked in full, and
   * what it found kept (names, census counters, value types, the size of its fixed-size
   * values); the rest only have their String and Binary values measured.
   */
  private checkShaped(
    properties: Readonly<Record<string, EdmValue>>,
    shape: object,
  ): EntityError | null {
    const known = this.shapes.get(shape);
    if (known === undefined) {
      const error = this.check(properties);
      if (error !== null) return error;
      const names = Object.keys(properties);
      const sized = names.filter((n) => {
        const t = properties[n]!.type;
        return t === 'Edm.String' || t === 'Edm.Binary';
      });
      let fixed = this.lastSize;
      for (const n of sized) fixed -= sizeOfValue(properties[n]!);
      this.shapes.set(shape, {
        counts: this.lastCounts,
        types: this.lastTypes,
        fixed,
        sized,
      });
      return null;
    }
    let size = known.fixed;
    const sized = known.sized;
    for (let k = 0; k < sized.length; k++) {
      const name = sized[k]!;
      const value = properties[name]!;
      const tooLarge = sizeError(name, value);
      if (tooLarge !== null) return tooLarge;
      size += sizeOfValue(value);
    }
    this.lastCounts = known.counts;
    this.lastTypes = known.types;
    this.lastSize = size;
    return null;
  }

  /**
   * Checks a properties object in property order (name, value size, count), remembering its size
   * without keys and the census counters its properties bump; null when it is valid.
   */
  private check(properties: Readonly<Record<string, EdmValue>>): EntityError | null {
    const counts: number[][] = [];
    const types: number[] = [];
    let size = 0;
    for (const name in properties) {
      let entry = this.names.get(name);
      if (entry === undefined) {
        const error = nameError(name);
        entry = {
          counts: error === null ? countsOf(this.census, name) : null,
          error,
          weight: 8 + 2 * name.length,
        };
        this.names.set(name, entry);
      }
      if (entry.error !== null) return { ...entry.error };
      const value = properties[name]!;
      if (value.type === 'Edm.String' || value.type === 'Edm.Binary') {
        const tooLarge = sizeError(name, value);
        if (tooLarge !== null) return tooLarge;
      }
      if (counts.length === MAX_PROPERTIES) {
        return tooManyPropertiesError(name);
      }
      counts.push(entry.counts!);
      types.push(typeIndexOf(value.type));
      size += entry.weight + sizeOfValue(value);
    }
    this.lastCounts = counts;
    this.lastTypes = types;
    this.lastSize = size;
    return null;
  }

  private reject(error: EntityError, index: number): void {
    this.rejected.push({ index, code: error.code, message: error.message });
  }

  /** Puts a valid entity, input number `index`, of `size` bytes (0: not measured) in its partition's bucket. */
  private place(entity: StoredEntity, index: number, size: number, known?: KnownProperties): void {
    // Entities mostly arrive partition by partition: the last bucket saves a Map lookup.
    let bucket =
      entity.PartitionKey === this.lastKey
        ? this.lastBucket
        : this.buckets.get(entity.PartitionKey);
    if (bucket === undefined) {
      bucket = {
        entities: [],
        indices: new Float64Array(16),
        sizes: this.keepSizes ? new Uint32Array(16) : NO_SIZES,
        cells: this.columnNames.map(() => []),
        sorted: true,
      };
      this.buckets.set(entity.PartitionKey, bucket);
    }
    this.lastKey = entity.PartitionKey;
    this.lastBucket = bucket;
    const last = bucket.entities[bucket.entities.length - 1];
    if (last !== undefined && bucket.sorted && last.RowKey >= entity.RowKey) {
      if (last.RowKey === entity.RowKey) {
        const firstIndex = bucket.indices[bucket.entities.length - 1]!;
        this.rejected.push(duplicate(index, entity, firstIndex));
        this.duplicates.push(entity);
        return;
      }
      bucket.sorted = false;
    }
    const at = bucket.entities.push(entity) - 1;
    const names = this.columnNames;
    for (let k = 0; k < names.length; k++) {
      const name = names[k]!;
      bucket.cells[k]!.push(known ? known.value(name) : entity.properties[name]);
    }
    if (at === bucket.indices.length) {
      const grown = new Float64Array(at * 2);
      grown.set(bucket.indices);
      bucket.indices = grown;
      if (this.keepSizes) {
        const sizes = new Uint32Array(at * 2);
        sizes.set(bucket.sizes);
        bucket.sizes = sizes;
      }
    }
    bucket.indices[at] = index;
    if (this.keepSizes) bucket.sizes[at] = size;
  }

  /**
   * Sorts what needs sorting and hands over the partitions, census and rejections; with
   * `keepInputOrder`, also each kept entity's input index in table order.
   */
  finish(keepInputOrder = false): BuiltTable {
    const { buckets, census, rejected, duplicates } = this;
    const partitions: Partition[] = [];
    const byKey = new Map<string, Partition>();
    let size = 0;
    const keys = [...buckets.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const order: Float64Array[] = [];
    for (const key of keys) {
      const bucket = buckets.get(key)!;
      const kept = bucket.sorted
        ? {
            entities: bucket.entities,
            indices: bucket.indices,
            sizes: bucket.sizes,
            cells: bucket.cells,
          }
        : sortPartition(bucket, rejected, duplicates);
      const partition: Partition = { partitionKey: key, entities: kept.entities };
      const n = kept.entities.length;
      // Wire entities are not measured here (0): a partition of them keeps measuring on demand.
      if (
        this.keepSizes &&
        n >= PRIMED_PARTITION_MIN &&
        (kept.sizes[0] !== 0 || kept.sizes[n - 1] !== 0)
      ) {
        primeSizes(partition, kept.sizes.slice(0, n));
      }
      if (n >= PRIMED_PARTITION_MIN) {
        this.columnNames.forEach((name, k) => {
          primeCells(partition, name, kept.cells[k]!);
        });
      }
      partitions.push(partition);
      byKey.set(key, partition);
      countPartitionKey(census, key, 1);
      size += kept.entities.length;
      if (keepInputOrder) order.push(kept.indices.subarray(0, kept.entities.length));
    }
    for (const entity of duplicates) countEntity(census, entity, -1);
    rejected.sort((a, b) => a.index - b.index);
    buckets.clear();
    let inputOrder: Float64Array | null = null;
    if (keepInputOrder) {
      inputOrder = new Float64Array(size);
      let at = 0;
      for (const part of order) {
        inputOrder.set(part, at);
        at += part.length;
      }
    }
    return { partitions, byKey, size, census, rejected, now: this.timestamp, inputOrder };
  }
}

/**
 * Sorts one partition's entities by RowKey, keeping the first of equal keys (input order). The
 * order is worked out on the keys alone (row-key-sort.ts: the ascending run the input holds is
 * kept, the rest sorted on packed key prefixes and merged), so the entity objects, spread over
 * the heap, are each read once. Profiled on the three-copy design at 1M: the comparator sort of
 * the entities plus its run/rest/merge arrays grown by push took a third of the apply.
 */
function sortPartition(
  bucket: Bucket,
  rejected: RejectedEntity[],
  duplicates: StoredEntity[],
): {
  entities: StoredEntity[];
  indices: Float64Array;
  sizes: Uint32Array;
  cells: (EdmValue | undefined)[][];
} {
  const { entities, indices, sizes, cells } = bucket;
  const n = entities.length;
  const keys = new Array<string>(n);
  for (let i = 0; i < n; i++) keys[i] = entities[i]!.RowKey;
  const order = rowKeyOrder(keys);
  const kept = new Array<StoredEntity>(n);
  // The kept entities' input indices, in their new order (the bucket's array is not needed after).
  const keptIndices = new Float64Array(n);
  const withSizes = sizes.length > 0;
  const keptSizes = withSizes ? new Uint32Array(n) : sizes;
  const keptCells = cells.map(() => new Array<EdmValue | undefined>(n));
  let w = 0;
  let first = -1;
  for (let m = 0; m < n; m++) {
    const i = order[m]!;
    if (first >= 0 && keys[first] === keys[i]) {
      rejected.push(duplicate(indices[i]!, entities[i]!, indices[first]!));
      duplicates.push(entities[i]!);
    } else {
      keptIndices[w] = indices[i]!;
      if (withSizes) keptSizes[w] = sizes[i]!;
      for (let k = 0; k < cells.length; k++) keptCells[k]![w] = cells[k]![i];
      kept[w++] = entities[i]!;
      first = i;
    }
  }
  kept.length = w;
  for (const c of keptCells) c.length = w;
  return { entities: kept, indices: keptIndices, sizes: keptSizes, cells: keptCells };
}

function duplicate(index: number, entity: StoredEntity, firstIndex: number): RejectedEntity {
  return {
    index,
    code: 'ENTITY_ALREADY_EXISTS',
    message: coded('engine.duplicateEntity', {
      partitionKey: entity.PartitionKey,
      rowKey: entity.RowKey,
      index: firstIndex,
    }),
    duplicateOf: { index: firstIndex, partitionKey: entity.PartitionKey, rowKey: entity.RowKey },
  };
}
