/**
 * Building a copy set's entities straight in the engine's stored form, from records whose values
 * are already typed: no wire text to write and read back. Every copy of a record whose set
 * carries the same columns shares one immutable properties object (sets with the same columns
 * share a writer, and a `SharedProperties` carries them across designs over the same records),
 * and values repeated across records share one value object (value-pool.ts). Over held records
 * the object is not even made until something reads it (DeferredEntity): a comparison's load
 * measures each record, and most of its entities are never read.
 */
import type { EdmValue, KnownProperties, StoredEntity } from '../engine';
import { type Column, setOwn, WRONG } from './columns';
import type { DataRecord, RecordValue } from './types';
import { ValuePool } from './value-pool';

/** A record's properties object for one column list, and its size without the keys. */
interface Built {
  readonly properties: Readonly<Record<string, EdmValue>>;
  readonly size: number;
  /** Stands for its property names and types when every column is present (the builder's shape). */
  readonly shape: object | undefined;
}

/**
 * The properties of one held array of records for one column list: by record position, the
 * object once built (holes not yet), and the measured size of those whose object waits to be
 * made when first read (size + 1; 0: not measured).
 */
class PropertyStore {
  readonly built: (Built | undefined)[];
  readonly sizes: Int32Array;
  /** The writer that makes a waiting object (any writer of these columns makes the same one). */
  maker: StoredWriter | null = null;

  constructor(readonly records: readonly DataRecord[]) {
    this.built = new Array<Built | undefined>(records.length);
    this.sizes = new Int32Array(records.length);
  }

  /** The properties object of the record at `i`, made now if it was waiting. */
  propertiesAt(i: number): Readonly<Record<string, EdmValue>> {
    let built = this.built[i];
    if (built === undefined) {
      // Measured valid when its entity was written, so the build cannot fail.
      built = this.maker!.buildFor(this.records[i]!)!;
      this.built[i] = built;
    }
    return built.properties;
  }
}

/**
 * A copy entity whose properties object is made when first read, from its record (by position
 * in a store): most of a comparison's million entities are only ever found by their keys or
 * scanned through a column, so their objects need never exist. It reads as the plain entity
 * `write` would have made; to the engine it is a stored entity like any other.
 */
class DeferredEntity implements StoredEntity {
  // Private fields, not properties: the entity's own keys are a stored entity's.
  readonly #store: PropertyStore;
  readonly #at: number;

  constructor(
    readonly PartitionKey: string,
    readonly RowKey: string,
    readonly Timestamp: bigint,
    store: PropertyStore,
    at: number,
  ) {
    this.#store = store;
    this.#at = at;
  }

  get properties(): Readonly<Record<string, EdmValue>> {
    return this.#store.propertiesAt(this.#at);
  }
}

/**
 * Properties objects by column list and record, for designs applied to the same held arrays of
 * records: a record's copies in every design that carries the same columns share one object.
 * Kept by the record's position in its array, not in a WeakMap by the record: a million
 * WeakMap entries cost about a second to set (measured), and the arrays are held anyway.
 * Records must not change while designs built with it are kept.
 */
export class SharedProperties {
  private readonly bySource = new Map<readonly DataRecord[], Map<string, PropertyStore>>();

  /**
   * The properties of `source`'s records for columns of this signature; null when the records
   * are not a held array (a generator's records are seen once).
   */
  of(signature: string, source: Iterable<DataRecord>): PropertyStore | null {
    if (!Array.isArray(source)) return null;
    const records = source as readonly DataRecord[];
    let bySignature = this.bySource.get(records);
    if (bySignature === undefined) {
      bySignature = new Map();
      this.bySource.set(records, bySignature);
    }
    let store = bySignature.get(signature);
    if (store === undefined) {
      store = new PropertyStore(records);
      bySignature.set(signature, store);
    }
    return store;
  }
}

/** What makes two column lists build the same properties from the same record. */
export function columnsSignature(columns: readonly Column[]): string {
  return JSON.stringify(
    columns.map((c) => [c.name, c.property, c.template?.source ?? null, c.type]),
  );
}

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const WRONG_VALUE = WRONG;
const setOwnProperty = setOwn;

/**
 * From this many properties, a record with every column present gets a clone of a template:
 * above 8 an object built key by key leaves V8's fast mode, and from 1 a clone is cheaper anyway
 * (about 30 % for 5 properties, measured) and holds its properties in the object itself, where
 * one built key by key moves its fifth property to a second allocation.
 */
const TEMPLATE_MIN_PROPERTIES = 1;

/** Records with at most this many columns share properties objects of equal values. */
const MAX_SAME_COLUMNS = 4;
/** The most properties objects kept for sharing; past it, every record gets its own. */
const MAX_SAME = 4096;

/**
 * Properties objects by the value objects they hold (pooled values are one object per value, so
 * identity is equality): records of few columns whose values repeat (an hour and a count) share
 * one properties object instead of a million of them.
 */
class SameValues {
  private readonly root = new Map<EdmValue | null, unknown>();
  private count = 0;

  /** The properties built before from these values (and of this size), if any. */
  find(values: readonly (EdmValue | null)[], size: number): Built | undefined {
    let node: unknown = this.root;
    for (const v of values) {
      node = (node as Map<EdmValue | null, unknown>).get(v);
      if (node === undefined) return undefined;
    }
    const built = node as Built;
    return built.size === size ? built : undefined;
  }

  /** Keeps `built` as the properties of these values; false when there is no more room. */
  keep(values: readonly (EdmValue | null)[], built: Built): boolean {
    if (this.count >= MAX_SAME) return false;
    let node = this.root;
    for (let i = 0; i < values.length - 1; i++) {
      let next = node.get(values[i]!) as Map<EdmValue | null, unknown> | undefined;
      if (next === undefined) {
        next = new Map();
        node.set(values[i]!, next);
      }
      node = next;
    }
    node.set(values[values.length - 1]!, built);
    this.count++;
    return true;
  }
}

/**
 * Values up to this size (bytes, with the property's name) are far within every limit a value
 * has (valueSizeError: 64 KiB), so a record of such values may have its properties object made
 * later. A record with a larger value has it made and checked at once, as any other.
 */
const DEFERRED_VALUE_MAX = 4096;
/** `measure`: the record is to have its properties object made now (a column absent, a large value). */
const BUILD_NOW = -2;

/**
 * Builds a copy set's stored entities: `write` gives the entity, or null with `bad` set. Over a
 * held array of records it is also the `known` of entities it defers (KnownProperties).
 */
export class StoredWriter implements KnownProperties {
  /** The entity size (semantics.md §1) of the last entity written. */
  bytes = 0;
  /** The column whose value was mistyped when `write` returned null. */
  bad: Column | null = null;
  /**
   * The shape of the last entity written (TableBuilder.addStored): one object for every entity
   * with all the columns present, which then have the same names, order and types.
   */
  shape: object | undefined = undefined;
  /**
   * For the last entity written, when its properties object waits to be made: what the table
   * needs to know of it instead (this writer, its `size` and `value`); null otherwise.
   */
  known: KnownProperties | null = null;
  /** The size without the keys of the last deferred entity's properties. */
  size = 0;
  private current: DataRecord | null = null;
  private readonly full: object = {};
  private readonly raw: RecordValue[];
  private readonly present: boolean[];
  private readonly pools: ValuePool[];
  private readonly names: string[];
  private readonly byName = new Map<string, number>();
  private readonly values: (EdmValue | null)[];
  /** Properties objects by their values, for records whose values repeat; null past its limit. */
  private same: SameValues | null;
  private template: Record<string, null> | null = null;
  private lastRecord: DataRecord | null = null;
  private last: Built | null = null;

  constructor(
    private readonly columns: readonly Column[],
    private readonly timestamp: bigint,
    private readonly store: PropertyStore | null,
  ) {
    if (store !== null) store.maker ??= this;
    this.raw = new Array<RecordValue>(columns.length).fill('');
    this.present = new Array<boolean>(columns.length).fill(false);
    this.pools = columns.map((c) => new ValuePool(c.type));
    this.names = columns.map((c) => c.name);
    this.names.forEach((name, k) => {
      this.byName.set(name, k);
    });
    this.values = new Array<EdmValue | null>(columns.length).fill(null);
    this.same = columns.length > 0 && columns.length <= MAX_SAME_COLUMNS ? new SameValues() : null;
    if (columns.length >= TEMPLATE_MIN_PROPERTIES) {
      // JSON.parse builds an object with these keys, in this order, in fast mode.
      this.template = JSON.parse(
        `{${this.names.map((n) => JSON.stringify(n)).join(':null,')}:null}`,
      );
    }
  }

  /**
   * The stored entity of record `r`, at position `i` of its records (-1: not of a held array),
   * under the given keys: its properties object shared where it can be, and over held records
   * made only when first read where the record's values allow (`known` then set).
   */
  write(pk: string, rk: string, r: DataRecord, i: number): StoredEntity | null {
    const store = i >= 0 ? this.store : null;
    this.known = null;
    if (store !== null && store.built[i] === undefined) {
      let size = store.sizes[i]! - 1;
      if (size < 0) {
        size = this.measure(r);
        if (size === WRONG_VALUE) return null;
        if (size >= 0) store.sizes[i] = size + 1;
      }
      if (size >= 0) {
        this.current = r;
        this.size = size;
        this.bytes = 4 + 2 * (pk.length + rk.length) + size;
        this.shape = this.full;
        this.known = this;
        return new DeferredEntity(pk, rk, this.timestamp, store, i);
      }
    }
    const properties = this.propertiesOf(pk, rk, r, i);
    if (properties === null) return null;
    return { PartitionKey: pk, RowKey: rk, Timestamp: this.timestamp, properties };
  }

  /** The value the last deferred entity's properties hold under `name` (KnownProperties). */
  value(name: string): EdmValue | undefined {
    const k = this.byName.get(name);
    if (k === undefined || this.current === null) return undefined;
    return this.columns[k]!.native(this.current, this.raw, k) >= 0
      ? this.pools[k]!.get(this.raw[k]!)
      : undefined;
  }

  /**
   * The record's properties size when every column is present and small (its object may wait),
   * BUILD_NOW when it is to be built now, or WRONG with `bad` set.
   */
  private measure(r: DataRecord): number {
    const { columns, raw } = this;
    let size = 0;
    for (let k = 0; k < columns.length; k++) {
      const n = columns[k]!.native(r, raw, k);
      if (n === WRONG_VALUE) {
        this.bad = columns[k]!;
        return WRONG_VALUE;
      }
      if (n < 0 || n > DEFERRED_VALUE_MAX) return BUILD_NOW;
      size += n;
    }
    return size;
  }

  /**
   * `write`'s properties alone, with `bytes` and `shape` set as `write` sets them: for a series
   * entity, whose entity object is made once its values are in (series-stored.ts).
   */
  propertiesOf(
    pk: string,
    rk: string,
    r: DataRecord,
    i = -1,
  ): Readonly<Record<string, EdmValue>> | null {
    let built = r === this.lastRecord ? this.last : null;
    if (built === null) {
      const shared = i >= 0 ? (this.store?.built ?? null) : null;
      built = shared?.[i] ?? this.build(r);
      if (built === null) return null;
      if (shared) shared[i] = built;
      this.lastRecord = r;
      this.last = built;
    }
    this.bytes = 4 + 2 * (pk.length + rk.length) + built.size;
    this.shape = built.shape;
    return built.properties;
  }

  /** The properties of a record measured before (PropertyStore: one whose object waited). */
  buildFor(r: DataRecord): Built | null {
    return this.build(r);
  }

  private build(r: DataRecord): Built | null {
    const { columns, raw, present, pools, names } = this;
    let size = 0;
    let all = true;
    for (let i = 0; i < columns.length; i++) {
      const n = columns[i]!.native(r, raw, i);
      present[i] = n >= 0;
      if (n >= 0) size += n;
      else if (n === WRONG_VALUE) {
        this.bad = columns[i]!;
        return null;
      } else all = false;
    }
    const values = this.values;
    for (let i = 0; i < columns.length; i++) values[i] = present[i] ? pools[i]!.get(raw[i]!) : null;
    const same = this.same?.find(values, size);
    if (same !== undefined) return same;
    const template = this.template;
    const properties: Record<string, EdmValue> =
      all && template !== null ? ({ ...template } as unknown as Record<string, EdmValue>) : {};
    for (let i = 0; i < columns.length; i++) {
      if (!present[i]) continue;
      const name = names[i]!;
      const value = values[i]!;
      if (name === '__proto__') setOwnProperty(properties, name, value);
      else properties[name] = value;
    }
    const built = { properties, size, shape: all ? this.full : undefined };
    // Mostly distinct values (ids, e-mails) fill it: then it stops costing a lookup per record.
    if (this.same !== null && !this.same.keep(values, built)) this.same = null;
    return built;
  }
}
