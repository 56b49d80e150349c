/**
 * Building a table entity by entity: from wire entities (read and validated by a wire reader)
 * or from entities already in the stored form (a design applied to typed records), in one
 * stream, so rejections keep their position in it. Entities are bucketed by partition as they
 * arrive; `finish` sorts the partitions that arrived out of RowKey order and builds the index.
 */
import { type Coded, coded } from './coded';
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
import { MAX_ENTITY_SIZE, valueSize } from './size';
import {
  entityTooLargeError,
  MAX_CUSTOM_PROPERTIES,
  propertyNameError,
  tooManyPropertiesError,
  valueSizeError,
} from './validate';
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

interface Bucket {
  entities: StoredEntity[];
  /**
   * Each entity's input index, for the messages of repeated keys. A typed array, so these
   * numbers stay out of the heap the garbage collector copies while a large load is built.
   */
  indices: Float64Array;
  sorted: boolean;
}

/** The parts of a table the builder fills; `finish` hands them over. */
export interface BuiltTable {
  readonly partitions: Partition[];
  readonly byKey: Map<string, Partition>;
  readonly size: number;
  readonly census: PropertyCensus;
  readonly rejected: RejectedEntity[];
  /** The Timestamp the entities got, the table's clock for later writes. */
  readonly now: bigint;
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

  /** `timestamp`: the Timestamp (ticks) every entity gets. */
  constructor(private readonly timestamp: bigint) {}

  /** How many entities were offered so far (the next one's index). */
  get offered(): number {
    return this.index;
  }

  /** Reads and adds a wire entity, or records why it was refused. */
  addWire(wire: WireEntity): void {
    if (this.reader === null)
      this.reader = createWireReader({ timestamp: this.timestamp }, this.census);
    const result = this.reader(wire);
    if (result.ok) this.place(result.entity, this.index);
    else this.reject(result.error, this.index);
    this.index++;
  }

  /**
   * Adds an entity already in the stored form, kept as it is (its Timestamp should be the
   * builder's). Its keys must be valid (keyError: the caller checked them, as a design does for
   * every key it makes); a repeated key is found and rejected as for wire entities. Its values of their types in canonical form; the rest is checked as
   * a wire entity would be (property names, sizes, count, 1 MiB), and a refused entity is
   * recorded with its index. `properties` is not copied: it must not change afterwards, and
   * entities may share one.
   */
  addStored(entity: StoredEntity): void {
    const { PartitionKey: partitionKey, RowKey: rowKey, properties } = entity;
    const index = this.index++;
    if (properties !== this.lastProperties) {
      const checked = this.check(properties);
      if (checked !== null) {
        this.lastProperties = null;
        this.reject(checked, index);
        return;
      }
      this.lastProperties = properties;
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
    this.place(entity, index);
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

  /** Puts a valid entity, input number `index`, in its partition's bucket. */
  private place(entity: StoredEntity, index: number): void {
    // Entities mostly arrive partition by partition: the last bucket saves a Map lookup.
    let bucket =
      entity.PartitionKey === this.lastKey
        ? this.lastBucket
        : this.buckets.get(entity.PartitionKey);
    if (bucket === undefined) {
      bucket = { entities: [], indices: new Float64Array(16), sorted: true };
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
    if (at === bucket.indices.length) {
      const grown = new Float64Array(at * 2);
      grown.set(bucket.indices);
      bucket.indices = grown;
    }
    bucket.indices[at] = index;
  }

  /** Sorts what needs sorting and hands over the partitions, census and rejections. */
  finish(): BuiltTable {
    const { buckets, census, rejected, duplicates } = this;
    const partitions: Partition[] = [];
    const byKey = new Map<string, Partition>();
    let size = 0;
    const keys = [...buckets.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const key of keys) {
      const bucket = buckets.get(key)!;
      const kept = bucket.sorted ? bucket.entities : sortPartition(bucket, rejected, duplicates);
      const partition: Partition = { partitionKey: key, entities: kept };
      partitions.push(partition);
      byKey.set(key, partition);
      countPartitionKey(census, key, 1);
      size += kept.length;
    }
    for (const entity of duplicates) countEntity(census, entity, -1);
    rejected.sort((a, b) => a.index - b.index);
    buckets.clear();
    return { partitions, byKey, size, census, rejected, now: this.timestamp };
  }
}

/** RowKey order. */
function byRowKey(a: StoredEntity, b: StoredEntity): number {
  return a.RowKey < b.RowKey ? -1 : a.RowKey > b.RowKey ? 1 : 0;
}

/**
 * Sorts one partition's entities by RowKey, keeping the first of equal keys (input order). One
 * pass splits off the ascending run the input already holds (the id copies of an index design
 * arrive in order, their e-mail copies do not); only the rest is sorted (stable, so equal keys
 * keep their input order) and merged with the run, whose entity comes first among equal keys:
 * a rest entity went to the rest because the run had passed its key already. Repeats are rare
 * (a design claims its keys before they get here), so input positions are looked up only when
 * there is one. Profiled on the intra-index sample at 1M (machine under load): 0.85 s, where
 * the earlier Map of first positions plus a default sort of the keys took 2.0 s.
 */
function sortPartition(
  bucket: Bucket,
  rejected: RejectedEntity[],
  duplicates: StoredEntity[],
): StoredEntity[] {
  const { entities, indices } = bucket;
  const run: StoredEntity[] = [];
  const rest: StoredEntity[] = [];
  for (let i = 0; i < entities.length; i++) {
    const entity = entities[i]!;
    const last = run[run.length - 1];
    if (last === undefined || last.RowKey < entity.RowKey) run.push(entity);
    else rest.push(entity);
  }
  rest.sort(byRowKey);
  // Merged, the run first among equal keys: a rest entity came after the run entity with its key.
  const merged: StoredEntity[] = [];
  let a = 0;
  let b = 0;
  while (a < run.length || b < rest.length) {
    const x = run[a];
    const y = rest[b];
    if (y === undefined || (x !== undefined && x.RowKey <= y.RowKey)) {
      merged.push(x!);
      a++;
    } else {
      merged.push(y);
      b++;
    }
  }
  let positions: Map<StoredEntity, number> | null = null;
  let w = 0;
  for (let i = 0; i < merged.length; i++) {
    const entity = merged[i]!;
    const kept = merged[w - 1];
    if (kept !== undefined && kept.RowKey === entity.RowKey) {
      positions ??= new Map(entities.map((e, at) => [e, indices[at]!]));
      rejected.push(duplicate(positions.get(entity)!, entity, positions.get(kept)!));
      duplicates.push(entity);
    } else merged[w++] = entity;
  }
  merged.length = w;
  return merged;
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
