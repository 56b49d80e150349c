/**
 * Reading wire entities into the stored form, validating every rule of semantics.md §1 and
 * reporting the first broken one in key order. `fromWireEntity` reads one entity; a bulk load
 * uses one `WireReader` for all its entities, which decides what each distinct key text is
 * (metadata, system property, annotation, valid or invalid property name) only once: a loaded
 * dataset repeats the same few keys, often in the same order, on every entity.
 *
 * Modelling choices (docs/semantics-notes.md): a `Timestamp` in the payload is ignored, as the
 * service ignores it on insert, and the stored Timestamp is the one the caller injects; a JSON
 * `null` value means the property is absent; `odata.*` / `@odata.*` metadata keys are ignored.
 */
import { coded } from './coded';
import type { EdmValue } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import type { EntityError } from './errors';
import { countRowKey, type PropertyCensus, propertyCounts, typeIndex } from './property-census';
import { MAX_ENTITY_SIZE, valueSize } from './size';
import {
  entityTooLargeError,
  keyError,
  MAX_BINARY_LENGTH,
  MAX_CUSTOM_PROPERTIES,
  MAX_KEY_LENGTH,
  MAX_STRING_LENGTH,
  propertyNameError,
  quoteForMessage,
  tooManyPropertiesError,
  valueSizeError,
} from './validate';
import { describeRaw, readWireValue, setOwn, TYPE_SUFFIX } from './wire-values';

/*
 * The imported names the per-property loop uses, bound once here: under a CommonJS transform
 * (tsx, which runs the benchmarks and tests) every use of an imported name is a getter call,
 * which profiled at about a tenth of a 1M-entity load of the 24-property data-series dataset.
 */
const sizeOfValue = valueSize;
const typeIndexOf = typeIndex;
const countRowKeyOf = countRowKey;
const MAX_STRING = MAX_STRING_LENGTH;
const MAX_BINARY = MAX_BINARY_LENGTH;
const MAX_PROPERTIES = MAX_CUSTOM_PROPERTIES;
const MAX_SIZE = MAX_ENTITY_SIZE;

/** How to read a wire entity: the Timestamp the table assigns, and the key length limit. */
export interface FromWireOptions {
  /** The Timestamp to store, in ticks (the service sets it; injected to keep the engine pure). */
  readonly timestamp: bigint;
  /** Longest key in UTF-16 code units; 512 (1 KiB) unless the table is configured otherwise. */
  readonly maxKeyLength?: number;
}

/** The outcome of reading a wire entity. */
export type FromWireResult =
  | { readonly ok: true; readonly entity: StoredEntity }
  | { readonly ok: false; readonly error: EntityError };

/** Reads one wire entity after another with the same options, remembering what it learned. */
export type WireReader = (wire: WireEntity) => FromWireResult;

/** A key that names a custom property, with what a reader keeps about that property. */
interface PropertyRole {
  readonly kind: 'property';
  readonly name: string;
  /** `name@odata.type`, built once rather than once per entity. */
  readonly typeKey: string;
  /** What the property adds to the entity size besides its value: 8 + 2·len(name). */
  readonly weight: number;
  /** The reader's shared values of this property; null for a one-off read. */
  readonly pool: ValuePool | null;
  /** The census's per-type counters of this property, once an entity storing it is counted. */
  counts: number[] | null;
}

/** What one key of a wire entity is. It depends on the key's text alone. */
type KeyRole =
  | { readonly kind: 'skip' }
  | { readonly kind: 'annotation'; readonly name: string }
  | PropertyRole
  | { readonly kind: 'invalid'; readonly error: EntityError };

const SKIP: KeyRole = { kind: 'skip' };

/**
 * The untyped values of one property that a reader has already built, so entities storing the
 * same value share one (immutable) value object: a million entities with a few dozen first
 * names or ages then hold a few dozen value objects instead of a million, which is most of the
 * load's garbage-collection work. A property whose values are mostly distinct (ids, e-mail
 * addresses) stops pooling after a sample, so it costs one lookup per value only then.
 */
interface ValuePool {
  values: Map<string | number | boolean, EdmValue> | null;
  reads: number;
  /** Untyped integers 0..SMALL_INTS-1 by value: an array slot is cheaper than a Map lookup. */
  readonly small: EdmValue[];
}

/** Integers below this share one value object per property, by array slot (counts, ages, hours). */
const SMALL_INTS = 1024;

/** Distinct values a pool holds before it checks whether pooling the property pays. */
const POOL_SAMPLE = 1024;
/** The most distinct values a pool keeps. */
const MAX_POOLED_VALUES = 65_536;

/** Distinct key texts a reader remembers; past this, new keys are classified every time. */
const MAX_REMEMBERED_KEYS = 4096;

function classifyKey(key: string, pooled: boolean): KeyRole {
  if (key.startsWith('odata.') || key.startsWith('@odata.')) return SKIP;
  const at = key.indexOf('@');
  const name = at < 0 ? key : key.slice(0, at);
  if (name === 'PartitionKey' || name === 'RowKey' || name === 'Timestamp') return SKIP;
  if (at >= 0) {
    if (key.slice(at) === TYPE_SUFFIX) return { kind: 'annotation', name };
    return {
      kind: 'invalid',
      error: {
        code: 'INVALID_PROPERTY_NAME',
        message: coded('engine.invalidAnnotation', { name: quoteForMessage(key) }),
        property: key,
      },
    };
  }
  const error = propertyNameError(name);
  if (error) return { kind: 'invalid', error };
  return {
    kind: 'property',
    name,
    typeKey: name + TYPE_SUFFIX,
    weight: 8 + 2 * name.length,
    pool: pooled ? { values: new Map(), reads: 0, small: [] } : null,
    counts: null,
  };
}

/**
 * A reader's memory: key roles by text, the last key list and its roles, the last good
 * PartitionKey, and the census it counts entities into, with the current entity's property
 * types waiting to be counted once the whole entity is known to be valid.
 */
interface ReaderMemory {
  readonly roles: Map<string, KeyRole>;
  shape: Shape;
  lastPartitionKey: string | null;
  readonly census: PropertyCensus | null;
  readonly pendingRoles: PropertyRole[];
  readonly pendingValues: EdmValue[];
  /** The shape `template` was made for, once it was seen twice in a row. */
  templateShape: Shape | null;
  template: Record<string, EdmValue | null> | null;
}

/**
 * Above this many custom properties an object built key by key drops into V8's slow dictionary
 * mode (keyed stores past 12 out-of-object fields), which made wide entities (the data-series
 * shape, 24 properties) cost seconds to build and collect at 1M. Wider entities are cloned
 * from a template object with the shape's keys instead, which keeps them fast.
 */
const TEMPLATE_MIN_PROPERTIES = 9;

/** An object with these keys in this order, all null, in V8's fast mode (JSON.parse builds it so). */
function templateFor(roles: readonly PropertyRole[], count: number): Record<string, null> {
  const names: string[] = [];
  for (let k = 0; k < count; k++) names.push(JSON.stringify(roles[k]!.name));
  return JSON.parse(`{${names.join(':null,')}:null}`) as Record<string, null>;
}

/**
 * The properties object of an entity whose properties are `roles[0..count)` with `values`, in
 * that order. A shape seen twice in a row with every property present gets a template, and its
 * entities are clones of it with the values filled in: same keys, same order, fast mode.
 */
function buildProperties(
  roles: readonly PropertyRole[],
  values: readonly EdmValue[],
  count: number,
  shape: Shape,
  memory: ReaderMemory | null,
): Record<string, EdmValue> {
  let properties: Record<string, EdmValue>;
  if (memory !== null && count >= TEMPLATE_MIN_PROPERTIES && shape.properties === count) {
    if (memory.templateShape !== shape) {
      memory.templateShape = shape;
      memory.template = null;
    } else if (memory.template === null) {
      memory.template = templateFor(roles, count);
    }
    if (memory.template !== null) {
      properties = { ...memory.template } as Record<string, EdmValue>;
      for (let k = 0; k < count; k++) {
        const name = roles[k]!.name;
        if (name === '__proto__') setOwn(properties, name, values[k]);
        else properties[name] = values[k]!;
      }
      return properties;
    }
  }
  properties = {};
  for (let k = 0; k < count; k++) {
    const name = roles[k]!.name;
    if (name === '__proto__') setOwn(properties, name, values[k]);
    else properties[name] = values[k]!;
  }
  return properties;
}

function roleOf(key: string, memory: ReaderMemory | null): KeyRole {
  if (memory === null) return classifyKey(key, false);
  let role = memory.roles.get(key);
  if (role === undefined) {
    role = classifyKey(key, true);
    if (memory.roles.size < MAX_REMEMBERED_KEYS) memory.roles.set(key, role);
  }
  return role;
}

/**
 * What a reader knows about one list of keys: each key's role, whether each property's
 * `@odata.type` annotation is among the keys (so a missing one is not looked up on every
 * entity), and how many keys name properties.
 */
interface Shape {
  readonly keys: readonly string[];
  readonly roles: readonly KeyRole[];
  readonly annotated: readonly boolean[];
  readonly properties: number;
}

const NO_SHAPE: Shape = { keys: [], roles: [], annotated: [], properties: 0 };

/** The shape of an entity's keys, reused when it has the same keys as the entity before. */
function shapeOf(keys: readonly string[], memory: ReaderMemory | null): Shape {
  if (memory !== null) {
    const last = memory.shape.keys;
    if (last.length === keys.length) {
      let same = true;
      for (let i = 0; i < keys.length; i++) {
        if (last[i] !== keys[i]) {
          same = false;
          break;
        }
      }
      if (same) return memory.shape;
    }
  }
  const roles = keys.map((key) => roleOf(key, memory));
  const present = new Set(keys);
  let properties = 0;
  const annotated = roles.map((role) => {
    if (role.kind !== 'property') return false;
    properties++;
    return present.has(role.typeKey);
  });
  const shape: Shape = { keys, roles, annotated, properties };
  if (memory !== null) memory.shape = shape;
  return shape;
}

function readKey(
  wire: WireEntity,
  which: 'PartitionKey' | 'RowKey',
  maxLength: number,
): string | EntityError {
  const raw = wire[which];
  if (raw === undefined || raw === null) {
    return {
      code: 'MISSING_KEY',
      message: coded('engine.missingKey', { property: which }),
      property: which,
    };
  }
  if (typeof raw !== 'string') {
    return {
      code: 'KEY_NOT_STRING',
      message: coded('engine.keyNotString', { property: which, value: describeRaw(raw) }),
      property: which,
    };
  }
  return keyError(which, raw, maxLength) ?? raw;
}

/** A property value: the untyped string and Int32 cases inline, every other case as before. */
function readValue(name: string, raw: unknown, declared: unknown): EdmValue | EntityError {
  if (declared === undefined) {
    if (typeof raw === 'string') return { type: 'Edm.String', value: raw };
    // `(n | 0) === n` holds exactly for the integers in the Int32 range (and -0).
    if (typeof raw === 'number' && (raw | 0) === raw) return { type: 'Edm.Int32', value: raw };
  }
  return readWireValue(name, raw, declared);
}

/** An untyped value from the property's pool, or read and offered to the pool. */
function pooledValue(pool: ValuePool, name: string, raw: unknown): EdmValue | EntityError {
  // 0..SMALL_INTS-1 exactly (`&` is 0 for NaN and truncates fractions; -0 is left to the Map path).
  if (typeof raw === 'number' && (raw & (SMALL_INTS - 1)) === raw && !Object.is(raw, -0)) {
    const known = pool.small[raw];
    if (known !== undefined) return known;
    const value: EdmValue = { type: 'Edm.Int32', value: raw };
    pool.small[raw] = value;
    return value;
  }
  const values = pool.values;
  // -0 would find +0's value (Map keys compare by SameValueZero), so it is never pooled.
  if (
    values === null ||
    !(typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') ||
    (raw === 0 && 1 / raw < 0)
  ) {
    return readValue(name, raw, undefined);
  }
  pool.reads++;
  const known = values.get(raw);
  if (known !== undefined) return known;
  const value = readValue(name, raw, undefined);
  if (isError(value)) return value;
  // Mostly distinct so far (fewer than 3 reads in 4 found their value): stop pooling.
  if (values.size >= POOL_SAMPLE && values.size * 4 > pool.reads) pool.values = null;
  else if (values.size < MAX_POOLED_VALUES) values.set(raw, value);
  return value;
}

const isError = (v: unknown): v is EntityError =>
  typeof v === 'object' && v !== null && 'code' in v && 'message' in v;

const fail = (error: EntityError): FromWireResult => ({ ok: false, error });

/**
 * Whether a read value is an error: values always have a `type`, errors never do. Cheaper than
 * `isError` in the per-property loop, where looking for a `code` the value does not have is a
 * failed lookup through the prototype chain for every property of every entity.
 */
const isReadError = (v: EdmValue | EntityError): v is EntityError =>
  (v as { type?: unknown }).type === undefined;

/** Reads one entity; `memory` is the reader's, or null for a one-off read. */
function readEntity(
  wire: WireEntity,
  timestamp: bigint,
  maxKey: number,
  memory: ReaderMemory | null,
): FromWireResult {
  if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) {
    return fail({ code: 'NOT_AN_OBJECT', message: coded('engine.notAnObject') });
  }
  let pk: string | EntityError;
  const rawPk = wire.PartitionKey;
  if (memory !== null && typeof rawPk === 'string' && rawPk === memory.lastPartitionKey) pk = rawPk;
  else {
    pk = readKey(wire, 'PartitionKey', maxKey);
    if (isError(pk)) return fail(pk);
    if (memory !== null) memory.lastPartitionKey = pk;
  }
  const rk = readKey(wire, 'RowKey', maxKey);
  if (isError(rk)) return fail(rk);

  const keys = Object.keys(wire);
  const shape = shapeOf(keys, memory);
  const roles = shape.roles;
  const census = memory === null ? null : memory.census;
  // The entity's properties in key order, built into an object once all of them are valid.
  const readRoles: PropertyRole[] = memory === null ? [] : memory.pendingRoles;
  const readValues: EdmValue[] = memory === null ? [] : memory.pendingValues;
  let count = 0;
  let size = 4 + 2 * (pk.length + rk.length);
  for (let i = 0; i < roles.length; i++) {
    const role = roles[i]!;
    switch (role.kind) {
      case 'skip':
        continue;
      case 'invalid':
        return fail({ ...role.error });
      case 'annotation':
        if (!Object.hasOwn(wire, role.name)) {
          return fail({
            code: 'ORPHAN_TYPE_ANNOTATION',
            message: coded('engine.orphanAnnotation', { name: keys[i]!, property: role.name }),
            property: role.name,
          });
        }
        continue;
      case 'property': {
        const name = role.name;
        const raw = wire[name];
        if (raw === null || raw === undefined) continue; // null: the property is absent (MODEL)
        // Only an own enumerable annotation key counts, as only those are the entity's keys.
        const declared = shape.annotated[i] ? wire[role.typeKey] : undefined;
        const value =
          declared === undefined && role.pool !== null
            ? pooledValue(role.pool, name, raw)
            : readValue(name, raw, declared);
        if (isReadError(value)) return fail(value);
        if (
          (value.type === 'Edm.String' && value.value.length > MAX_STRING) ||
          (value.type === 'Edm.Binary' && value.value.length > MAX_BINARY)
        ) {
          return fail(valueSizeError(name, value)!);
        }
        if (++count > MAX_PROPERTIES) {
          return fail(tooManyPropertiesError(name));
        }
        readRoles[count - 1] = role;
        readValues[count - 1] = value;
        size += role.weight + sizeOfValue(value);
      }
    }
  }
  if (size > MAX_SIZE) {
    return fail(entityTooLargeError(size));
  }
  if (census !== null) {
    for (let k = 0; k < count; k++) {
      const role = readRoles[k]!;
      if (role.counts === null) role.counts = propertyCounts(census, role.name);
      role.counts[typeIndexOf(readValues[k]!.type)]! += 1;
    }
    countRowKeyOf(census, rk, 1);
  }
  const properties = buildProperties(readRoles, readValues, count, shape, memory);
  return { ok: true, entity: { PartitionKey: pk, RowKey: rk, Timestamp: timestamp, properties } };
}

/** Reads and validates a wire entity into the stored form, or says which rule it broke. */
export function fromWireEntity(wire: WireEntity, options: FromWireOptions): FromWireResult {
  return readEntity(wire, options.timestamp, options.maxKeyLength ?? MAX_KEY_LENGTH, null);
}

/**
 * A reader for many entities with the same options: the same results as `fromWireEntity`, but
 * it classifies each distinct key text once and skips re-validating a repeated PartitionKey.
 * With a census, it counts the properties and RowKey of every entity it reads successfully
 * there, while the entity is still in cache; nothing may be removed from that census while
 * the reader is in use (the reader holds on to its counters).
 */
export function createWireReader(options: FromWireOptions, census?: PropertyCensus): WireReader {
  const timestamp = options.timestamp;
  const maxKey = options.maxKeyLength ?? MAX_KEY_LENGTH;
  const memory: ReaderMemory = {
    roles: new Map(),
    shape: NO_SHAPE,
    lastPartitionKey: null,
    census: census ?? null,
    pendingRoles: [],
    pendingValues: [],
    templateShape: null,
    template: null,
  };
  return (wire) => readEntity(wire, timestamp, maxKey, memory);
}
