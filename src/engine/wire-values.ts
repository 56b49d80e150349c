/**
 * Edm values in the JSON wire form: reading one property value with its `@odata.type` annotation
 * (or the untyped-value rules of semantics.md §1), and writing one back with the annotation
 * JSON needs. Entity-level rules (keys, names, counts, size) live in wire.ts and validate.ts.
 */
import { base64FromBytes, bytesFromBase64 } from './binary';
import { type Coded, type CodedParam, coded } from './coded';
import { isoFromTicks, ticksFromIso } from './datetime';
import type { EdmType, EdmValue } from './edm';
import { EDM_TYPES } from './edm';
import type { EntityError } from './errors';
import { quoteForMessage } from './validate';

/** The suffix of a property's type annotation key: `Age@odata.type`. */
export const TYPE_SUFFIX = '@odata.type';
const INT64_TEXT = /^-?\d{1,19}$/;
const DOUBLE_TEXT = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const EDM_TYPE_NAMES: ReadonlySet<string> = new Set(EDM_TYPES);

function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647;
}

/** A short description of a raw JSON value for an error message: the value, or what it is. */
export function describeRaw(raw: unknown): CodedParam {
  if (typeof raw === 'string') return quoteForMessage(raw);
  if (Array.isArray(raw)) return coded('engine.anArray');
  if (typeof raw === 'object') return coded('engine.anObject');
  return String(raw);
}

/** The invalid-value messages of typed values: plain, and each with the form the type expects. */
type InvalidValueCode =
  | 'engine.invalidValue'
  | 'engine.invalidInt64Value'
  | 'engine.invalidDateTimeValue'
  | 'engine.invalidBinaryValue';

function invalid(
  name: string,
  type: EdmType,
  raw: unknown,
  code: InvalidValueCode = 'engine.invalidValue',
): EntityError {
  return invalidAs(coded(code, { property: name, value: describeRaw(raw), type }), name);
}

function invalidAs(message: Coded, name: string): EntityError {
  return { code: 'INVALID_VALUE', message, property: name };
}

/** A typed value from its JSON form and `@odata.type` annotation (absent: untyped rules). */
export function readWireValue(
  name: string,
  raw: unknown,
  declared: unknown,
): EdmValue | EntityError {
  if (declared === undefined) {
    if (typeof raw === 'string') return { type: 'Edm.String', value: raw };
    if (typeof raw === 'boolean') return { type: 'Edm.Boolean', value: raw };
    if (typeof raw === 'number') {
      if (!Number.isFinite(raw)) {
        const value = describeRaw(raw);
        return invalidAs(coded('engine.invalidJsonNumber', { property: name, value }), name);
      }
      if (!Number.isInteger(raw)) return { type: 'Edm.Double', value: raw };
      if (isInt32(raw)) return { type: 'Edm.Int32', value: raw };
      return {
        code: 'VALUE_OUT_OF_RANGE',
        message: coded('engine.untypedIntegerRange', { property: name, value: String(raw) }),
        property: name,
      };
    }
    const value = describeRaw(raw);
    return invalidAs(coded('engine.invalidUntypedValue', { property: name, value }), name);
  }
  // A Set lookup rather than a scan of the type names: bulk loads check one per annotated value.
  if (typeof declared !== 'string' || !EDM_TYPE_NAMES.has(declared)) {
    return {
      code: 'UNKNOWN_TYPE',
      message: coded('engine.unknownType', {
        property: name,
        value: describeRaw(declared),
        types: EDM_TYPES.join(', '),
      }),
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
          message: coded('engine.int32ValueRange', { property: name, value: String(raw) }),
          property: name,
        };
      }
      return { type, value: raw };
    case 'Edm.Int64': {
      let big: bigint;
      if (typeof raw === 'string' && INT64_TEXT.test(raw)) big = BigInt(raw);
      else if (typeof raw === 'number' && Number.isSafeInteger(raw)) big = BigInt(raw);
      else return invalid(name, type, raw, 'engine.invalidInt64Value');
      if (big < INT64_MIN || big > INT64_MAX) {
        return {
          code: 'VALUE_OUT_OF_RANGE',
          message: coded('engine.int64ValueRange', { property: name, value: String(raw) }),
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
        ? invalid(name, type, raw, 'engine.invalidDateTimeValue')
        : { type, value: ticks };
    }
    case 'Edm.Guid': {
      const ok =
        typeof raw === 'string' && /^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/.test(raw);
      return ok ? { type, value: raw.toLowerCase() } : invalid(name, type, raw);
    }
    case 'Edm.Binary': {
      const bytes = typeof raw === 'string' ? bytesFromBase64(raw) : null;
      return bytes === null
        ? invalid(name, type, raw, 'engine.invalidBinaryValue')
        : { type, value: bytes };
    }
  }
}

/** Sets an own property, also for the legal name `__proto__`, which must not touch the prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
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

/** Sets a property and its `@odata.type` annotation, for values whose type JSON cannot say. */
function writeAnnotated(out: Record<string, unknown>, name: string, type: EdmType, v: unknown) {
  out[name + TYPE_SUFFIX] = type;
  setOwn(out, name, v);
}

/**
 * Writes one property (and its `@odata.type` where JSON cannot say the type) into `out`.
 * Query results call this for every property of every returned entity, so it allocates nothing
 * beyond the output (no closure per call).
 */
export function writeWireValue(out: Record<string, unknown>, name: string, value: EdmValue): void {
  switch (value.type) {
    case 'Edm.String':
    case 'Edm.Int32':
    case 'Edm.Boolean':
      if (name === '__proto__') setOwn(out, name, value.value);
      else out[name] = value.value;
      return;
    case 'Edm.Double': {
      const v = value.value;
      if (Number.isNaN(v)) writeAnnotated(out, name, value.type, 'NaN');
      else if (!Number.isFinite(v))
        writeAnnotated(out, name, value.type, v > 0 ? 'Infinity' : '-Infinity');
      else if (Number.isInteger(v))
        writeAnnotated(out, name, value.type, v); // else it would read back as Int32
      else setOwn(out, name, v);
      return;
    }
    case 'Edm.Int64':
      writeAnnotated(out, name, value.type, value.value.toString());
      return;
    case 'Edm.DateTime':
      writeAnnotated(out, name, value.type, isoFromTicks(value.value));
      return;
    case 'Edm.Guid':
      writeAnnotated(out, name, value.type, value.value);
      return;
    case 'Edm.Binary':
      writeAnnotated(out, name, value.type, base64FromBytes(value.value));
      return;
  }
}
