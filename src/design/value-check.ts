/**
 * Runtime checks that a record value has the native form its declared Edm type promises. Records
 * come from sources we do not control (imports, live tables), and a bigint where a string was
 * promised must become a reported problem, not a TypeError deep in a template.
 */
import { type EdmType, MAX_DATETIME_TICKS, MIN_DATETIME_TICKS } from '../engine';
import type { RecordValue } from './types';

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const MIN_TICKS = MIN_DATETIME_TICKS;
const MAX_TICKS = MAX_DATETIME_TICKS;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const isText = (v: RecordValue): boolean => typeof v === 'string';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A Guid in its text form, any letter case: anything else is reported, never keyed. */
const isGuid = (v: RecordValue): boolean => typeof v === 'string' && GUID.test(v);
const isInt32 = (v: RecordValue): boolean => typeof v === 'number' && (v | 0) === v;
const isDouble = (v: RecordValue): boolean => typeof v === 'number';
const isInt64 = (v: RecordValue): boolean =>
  typeof v === 'bigint' && v >= INT64_MIN && v <= INT64_MAX;
const isDateTime = (v: RecordValue): boolean =>
  typeof v === 'bigint' && v >= MIN_TICKS && v <= MAX_TICKS;
const isBoolean = (v: RecordValue): boolean => typeof v === 'boolean';
const isBinary = (v: RecordValue): boolean => v instanceof Uint8Array;

/**
 * The check that a value is a valid native value of `type` (Int32 in range, DateTime within
 * 1601..9999), one small function per type so the per-record call does not switch.
 */
export function valueChecker(type: EdmType): (v: RecordValue) => boolean {
  switch (type) {
    case 'Edm.String':
      return isText;
    case 'Edm.Guid':
      return isGuid;
    case 'Edm.Int32':
      return isInt32;
    case 'Edm.Double':
      return isDouble;
    case 'Edm.Int64':
      return isInt64;
    case 'Edm.DateTime':
      return isDateTime;
    case 'Edm.Boolean':
      return isBoolean;
    case 'Edm.Binary':
      return isBinary;
  }
}

/** A record value as short text for a problem message. */
export function describeValue(v: RecordValue | undefined): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`;
  if (typeof v === 'bigint') return `${v}n`;
  if (v instanceof Uint8Array) return `${v.length} bytes`;
  return `${typeof v} ${String(v)}`;
}
