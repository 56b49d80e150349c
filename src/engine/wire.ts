/**
 * The JSON wire form of entities (`odata=minimalmetadata`) and its conversion to and from the
 * stored form. Reading validates every rule of semantics.md §1 and reports the first broken one;
 * an entity is never silently altered.
 *
 * Modelling choices (docs/semantics-notes.md): a `Timestamp` in the payload is ignored, as the
 * service ignores it on insert, and the stored Timestamp is the one the caller injects; a JSON
 * `null` value means the property is absent; `odata.*` / `@odata.*` metadata keys are ignored.
 */
import { base64FromBytes, bytesFromBase64 } from './binary';
import { isoFromTicks, ticksFromIso } from './datetime';
import type { EdmType, EdmValue } from './edm';
import { EDM_TYPES } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import type { EntityError } from './errors';
import { entitySize, MAX_ENTITY_SIZE } from './size';
import {
  keyError,
  MAX_CUSTOM_PROPERTIES,
  MAX_KEY_LENGTH,
  propertyNameError,
  quoteForMessage,
  valueSizeError,
} from './validate';

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

const TYPE_SUFFIX = '@odata.type';
const INT64_TEXT = /^-?\d{1,19}$/;
const DOUBLE_TEXT = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647;
}

function describe(raw: unknown): string {
  if (typeof raw === 'string') return quoteForMessage(raw);
  if (Array.isArray(raw)) return 'an array';
  if (typeof raw === 'object') return 'an object';
  return String(raw);
}

function invalid(name: string, type: string, raw: unknown, why = ''): EntityError {
  return {
    code: 'INVALID_VALUE',
    message: `Property ${name}: ${describe(raw)} is not a valid ${type} value${why}`,
    property: name,
  };
}

/** A typed value from its JSON form and `@odata.type` annotation (absent: untyped rules). */
function readValue(name: string, raw: unknown, declared: unknown): EdmValue | EntityError {
  if (declared === undefined) {
    if (typeof raw === 'string') return { type: 'Edm.String', value: raw };
    if (typeof raw === 'boolean') return { type: 'Edm.Boolean', value: raw };
    if (typeof raw === 'number') {
      if (!Number.isFinite(raw)) return invalid(name, 'JSON number', raw);
      if (!Number.isInteger(raw)) return { type: 'Edm.Double', value: raw };
      if (isInt32(raw)) return { type: 'Edm.Int32', value: raw };
      return {
        code: 'VALUE_OUT_OF_RANGE',
        message: `Property ${name}: the untyped integer ${raw} is outside the Edm.Int32 range; annotate it "${name}@odata.type": "Edm.Int64" (value as a string) or "Edm.Double"`,
        property: name,
      };
    }
    return invalid(name, 'property', raw, ': values are strings, numbers or booleans');
  }
  if (typeof declared !== 'string' || !(EDM_TYPES as readonly string[]).includes(declared)) {
    return {
      code: 'UNKNOWN_TYPE',
      message: `Property ${name}: ${describe(declared)} is not an Edm type (expected one of ${EDM_TYPES.join(', ')})`,
      property: name,
    };
  }
  const type = declared as EdmType;
  switch (type) {
    case 'Edm.String':
      return typeof raw === 'string' ? { type, value: raw } : invalid(name, type, raw);
    case 'Edm.Boolean':
      return typeof raw === 'boolean' ? { type, value: raw } : invalid(name, type, raw);
    case 'Edm.Int32':
      if (typeof raw !== 'number' || !Number.isInteger(raw)) return invalid(name, type, raw);
      if (!isInt32(raw)) {
        return {
          code: 'VALUE_OUT_OF_RANGE',
          message: `Property ${name}: ${raw} is outside the Edm.Int32 range`,
          property: name,
        };
      }
      return { type, value: raw };
    case 'Edm.Int64': {
      let big: bigint;
      if (typeof raw === 'string' && INT64_TEXT.test(raw)) big = BigInt(raw);
      else if (typeof raw === 'number' && Number.isSafeInteger(raw)) big = BigInt(raw);
      else return invalid(name, type, raw, ' (write it as a decimal string)');
      if (big < INT64_MIN || big > INT64_MAX) {
        return {
          code: 'VALUE_OUT_OF_RANGE',
          message: `Property ${name}: ${raw} is outside the Edm.Int64 range`,
          property: name,
        };
      }
      return { type, value: big };
    }
    case 'Edm.Double': {
      if (typeof raw === 'number') return { type, value: raw };
      if (raw === 'NaN') return { type, value: Number.NaN };
      if (raw === 'Infinity' || raw === 'INF') return { type, value: Number.POSITIVE_INFINITY };
      if (raw === '-Infinity' || raw === '-INF') return { type, value: Number.NEGATIVE_INFINITY };
      if (typeof raw === 'string' && DOUBLE_TEXT.test(raw) && Number.isFinite(Number(raw))) {
        return { type, value: Number(raw) };
      }
      return invalid(name, type, raw);
    }
    case 'Edm.DateTime': {
      const ticks = typeof raw === 'string' ? ticksFromIso(raw) : null;
      return ticks === null
        ? invalid(name, type, raw, ' (ISO 8601 UTC between 1601-01-01 and 9999-12-31)')
        : { type, value: ticks };
    }
    case 'Edm.Guid': {
      const ok =
        typeof raw === 'string' && /^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/.test(raw);
      return ok ? { type, value: raw.toLowerCase() } : invalid(name, type, raw);
    }
    case 'Edm.Binary': {
      const bytes = typeof raw === 'string' ? bytesFromBase64(raw) : null;
      return bytes === null ? invalid(name, type, raw, ' (base64)') : { type, value: bytes };
    }
  }
}

function readKey(
  wire: WireEntity,
  which: 'PartitionKey' | 'RowKey',
  maxLength: number,
): string | EntityError {
  const raw = wire[which];
  if (raw === undefined || raw === null) {
    return { code: 'MISSING_KEY', message: `The entity has no ${which}`, property: which };
  }
  if (typeof raw !== 'string') {
    return {
      code: 'KEY_NOT_STRING',
      message: `${which} must be a string, not ${describe(raw)}`,
      property: which,
    };
  }
  return keyError(which, raw, maxLength) ?? raw;
}

const isError = (v: unknown): v is EntityError =>
  typeof v === 'object' && v !== null && 'code' in v && 'message' in v;

/** Reads and validates a wire entity into the stored form, or says which rule it broke. */
export function fromWireEntity(wire: WireEntity, options: FromWireOptions): FromWireResult {
  if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) {
    return {
      ok: false,
      error: { code: 'NOT_AN_OBJECT', message: 'An entity must be a JSON object' },
    };
  }
  const maxKey = options.maxKeyLength ?? MAX_KEY_LENGTH;
  const pk = readKey(wire, 'PartitionKey', maxKey);
  if (isError(pk)) return { ok: false, error: pk };
  const rk = readKey(wire, 'RowKey', maxKey);
  if (isError(rk)) return { ok: false, error: rk };

  const properties: Record<string, EdmValue> = {};
  let count = 0;
  for (const key of Object.keys(wire)) {
    if (key.startsWith('odata.') || key.startsWith('@odata.')) continue;
    const at = key.indexOf('@');
    const name = at < 0 ? key : key.slice(0, at);
    if (name === 'PartitionKey' || name === 'RowKey' || name === 'Timestamp') continue;
    if (at >= 0) {
      if (key.slice(at) !== TYPE_SUFFIX) {
        return {
          ok: false,
          error: {
            code: 'INVALID_PROPERTY_NAME',
            message: `${quoteForMessage(key)} is neither a property name nor an @odata.type annotation`,
            property: key,
          },
        };
      }
      if (!Object.hasOwn(wire, name)) {
        return {
          ok: false,
          error: {
            code: 'ORPHAN_TYPE_ANNOTATION',
            message: `${key} annotates a property ${name} that the entity does not have`,
            property: name,
          },
        };
      }
      continue;
    }
    const nameError = propertyNameError(name);
    if (nameError) return { ok: false, error: nameError };
    const raw = wire[name];
    if (raw === null || raw === undefined) continue; // null: the property is absent (MODEL)
    const value = readValue(name, raw, wire[name + TYPE_SUFFIX]);
    if (isError(value)) return { ok: false, error: value };
    const sizeError = valueSizeError(name, value);
    if (sizeError) return { ok: false, error: sizeError };
    if (++count > MAX_CUSTOM_PROPERTIES) {
      return {
        ok: false,
        error: {
          code: 'TOO_MANY_PROPERTIES',
          message: `The entity has more than ${MAX_CUSTOM_PROPERTIES} custom properties (${name} is one too many)`,
          property: name,
        },
      };
    }
    setOwn(properties, name, value);
  }
  const entity: StoredEntity = {
    PartitionKey: pk,
    RowKey: rk,
    Timestamp: options.timestamp,
    properties,
  };
  const size = entitySize(entity);
  if (size > MAX_ENTITY_SIZE) {
    return {
      ok: false,
      error: {
        code: 'ENTITY_TOO_LARGE',
        message: `The entity is about ${size} bytes; the limit is ${MAX_ENTITY_SIZE} (1 MiB)`,
      },
    };
  }
  return { ok: true, entity };
}

/** Sets an own property, also for the legal name `__proto__`, which must not touch the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

function writeProperty(out: Record<string, unknown>, name: string, value: EdmValue): void {
  const annotate = (type: EdmType, v: unknown) => {
    out[name + TYPE_SUFFIX] = type;
    setOwn(out, name, v);
  };
  switch (value.type) {
    case 'Edm.String':
    case 'Edm.Int32':
    case 'Edm.Boolean':
      setOwn(out, name, value.value);
      return;
    case 'Edm.Double': {
      const v = value.value;
      if (Number.isNaN(v)) annotate(value.type, 'NaN');
      else if (!Number.isFinite(v)) annotate(value.type, v > 0 ? 'Infinity' : '-Infinity');
      else if (Number.isInteger(v))
        annotate(value.type, v); // else it would read back as Int32
      else setOwn(out, name, v);
      return;
    }
    case 'Edm.Int64':
      annotate(value.type, value.value.toString());
      return;
    case 'Edm.DateTime':
      annotate(value.type, isoFromTicks(value.value));
      return;
    case 'Edm.Guid':
      annotate(value.type, value.value);
      return;
    case 'Edm.Binary':
      annotate(value.type, base64FromBytes(value.value));
      return;
  }
}

function writeSystem(out: Record<string, unknown>, name: string, entity: StoredEntity): boolean {
  if (name === 'PartitionKey') out.PartitionKey = entity.PartitionKey;
  else if (name === 'RowKey') out.RowKey = entity.RowKey;
  else if (name === 'Timestamp') out.Timestamp = isoFromTicks(entity.Timestamp);
  else return false;
  return true;
}

/**
 * The JSON wire form of a stored entity, with `@odata.type` where JSON cannot say the type
 * (Int64, DateTime, Guid, Binary, whole or non-finite Doubles). With `select`, only those
 * properties, in that order; one the entity lacks comes back as null (semantics.md §4).
 * Timestamp carries no annotation, as in the service's minimal metadata.
 */
export function toWireEntity(entity: StoredEntity, select?: readonly string[]): WireEntity {
  const out: Record<string, unknown> = {};
  if (select === undefined) {
    for (const name of ['PartitionKey', 'RowKey', 'Timestamp']) writeSystem(out, name, entity);
    for (const name in entity.properties) {
      writeProperty(out, name, entity.properties[name] as EdmValue);
    }
    return out;
  }
  for (const name of select) {
    if (writeSystem(out, name, entity)) continue;
    const value = Object.hasOwn(entity.properties, name) ? entity.properties[name] : undefined;
    if (value === undefined) setOwn(out, name, null);
    else writeProperty(out, name, value);
  }
  return out;
}
