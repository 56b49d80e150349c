/**
 * The JSON wire form of entities (`odata=minimalmetadata`) and its conversion to and from the
 * stored form. Reading validates every rule of semantics.md §1 and reports the first broken one;
 * an entity is never silently altered.
 *
 * Modelling choices (docs/semantics-notes.md): a `Timestamp` in the payload is ignored, as the
 * service ignores it on insert, and the stored Timestamp is the one the caller injects; a JSON
 * `null` value means the property is absent; `odata.*` / `@odata.*` metadata keys are ignored.
 */
import { isoFromTicks } from './datetime';
import type { EdmValue } from './edm';
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
import { describeRaw, readWireValue, setOwn, TYPE_SUFFIX, writeWireValue } from './wire-values';

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
      message: `${which} must be a string, not ${describeRaw(raw)}`,
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
    const value = readWireValue(name, raw, wire[name + TYPE_SUFFIX]);
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

/**
 * The wire text of a Timestamp, remembered for the last ticks seen: a loaded table stamps one
 * Timestamp on all its entities, and formatting it costs more than the rest of an entity. The
 * memo only skips recomputing a pure function, so it cannot change a result.
 */
let lastTicks: bigint | null = null;
let lastTimestampText = '';
function timestampText(ticks: bigint): string {
  if (ticks !== lastTicks) {
    lastTimestampText = isoFromTicks(ticks);
    lastTicks = ticks;
  }
  return lastTimestampText;
}

function writeSystem(out: Record<string, unknown>, name: string, entity: StoredEntity): boolean {
  if (name === 'PartitionKey') out.PartitionKey = entity.PartitionKey;
  else if (name === 'RowKey') out.RowKey = entity.RowKey;
  else if (name === 'Timestamp') out.Timestamp = timestampText(entity.Timestamp);
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
  if (select === undefined) {
    // One literal, so every output starts from the same hidden class.
    const out: Record<string, unknown> = {
      PartitionKey: entity.PartitionKey,
      RowKey: entity.RowKey,
      Timestamp: timestampText(entity.Timestamp),
    };
    const props = entity.properties;
    for (const name in props) writeWireValue(out, name, props[name] as EdmValue);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const name of select) {
    if (writeSystem(out, name, entity)) continue;
    const value = Object.hasOwn(entity.properties, name) ? entity.properties[name] : undefined;
    if (value === undefined) setOwn(out, name, null);
    else writeWireValue(out, name, value);
  }
  return out;
}
