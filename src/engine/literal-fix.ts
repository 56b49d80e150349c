/**
 * The literal a user meant: the same value written as another Edm type, for the planner's
 * "this literal can never match the stored type" fix (`Age eq 30L` → `Age eq 30`,
 * `Price eq 3` → `Price eq 3.0`, `When ge '2020-01-01'` → `datetime'2020-01-01T00:00:00Z'`).
 */
import { ticksFromIso } from './datetime';
import type { EdmType, EdmValue } from './edm';
import { parseGuid } from './guid';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** `value` rewritten as an Edm `type` literal denoting the same thing, or null when none does. */
export function convertLiteral(value: EdmValue, type: EdmType): EdmValue | null {
  if (value.type === type) return value;
  const v = value.value;
  switch (type) {
    case 'Edm.String':
      if (value.type === 'Edm.Binary') return null;
      if (value.type === 'Edm.DateTime') return null;
      return { type, value: String(v) };
    case 'Edm.Int32': {
      const n = asInteger(value);
      return n !== null && n >= INT32_MIN && n <= INT32_MAX ? { type, value: Number(n) } : null;
    }
    case 'Edm.Int64': {
      const n = asInteger(value);
      return n === null ? null : { type, value: n };
    }
    case 'Edm.Double': {
      if (value.type === 'Edm.Int32') return { type, value: value.value };
      if (value.type === 'Edm.Int64') return { type, value: Number(value.value) };
      if (value.type === 'Edm.String' && NUMBER.test(value.value)) {
        return { type, value: Number(value.value) };
      }
      return null;
    }
    case 'Edm.Boolean':
      if (value.type === 'Edm.String' && (v === 'true' || v === 'false')) {
        return { type, value: v === 'true' };
      }
      return null;
    case 'Edm.DateTime': {
      if (value.type !== 'Edm.String') return null;
      const ticks = ticksFromIso(value.value);
      return ticks === null ? null : { type, value: ticks };
    }
    case 'Edm.Guid': {
      if (value.type !== 'Edm.String') return null;
      const guid = parseGuid(value.value);
      return guid === null ? null : { type, value: guid };
    }
    case 'Edm.Binary':
      return null;
  }
}

function asInteger(value: EdmValue): bigint | null {
  switch (value.type) {
    case 'Edm.Int32':
      return BigInt(value.value);
    case 'Edm.Int64':
      return value.value;
    case 'Edm.Double':
      return Number.isSafeInteger(value.value) ? BigInt(value.value) : null;
    case 'Edm.String':
      return INTEGER.test(value.value) ? BigInt(value.value) : null;
    default:
      return null;
  }
}
