/**
 * Entity properties written from records: for each output property, a writer that puts the
 * value in wire form (with its `@odata.type` after it where JSON cannot say the type, as the
 * samples write it) and returns what it adds to the entity size (semantics.md §1, engine
 * `propertySize`). Writers are built once per entity set; per record they only read and assign.
 */
import { base64FromBytes, type EdmType, type EdmValue, propertySize } from '../engine';
import { dateTimeText } from './date-parts';
import type { CompiledTemplate } from './template-compile';
import type { DataRecord, RecordValue } from './types';
import { valueChecker } from './value-check';

/** What a writer returns when the record's value has the wrong native form (nothing was written). */
export const WRONG_TYPE = -1;

/** Writes one property of one record into a wire entity; returns its size, 0 when absent, or WRONG_TYPE. */
export type ColumnWriter = (out: Record<string, unknown>, record: DataRecord) => number;

/** One output property of an entity set. */
export interface Column {
  readonly name: string;
  /** The record property read, or null for a computed one. */
  readonly property: string | null;
  /** The template of a computed property. */
  readonly template: CompiledTemplate | null;
  readonly type: EdmType;
  readonly write: ColumnWriter;
}

/** Assigns an own property, also for the legal property name `__proto__`. */
function assigner(name: string): (out: Record<string, unknown>, value: unknown) => void {
  if (name !== '__proto__') {
    return (out, value) => {
      out[name] = value;
    };
  }
  return (out, value) => {
    Object.defineProperty(out, name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  };
}

/** The engine's size of a value, through one reused value object (no allocation per record). */
function sizer(type: EdmType, name: string): (v: RecordValue) => number {
  const scratch = { type, value: undefined as unknown } as { type: EdmType; value: unknown };
  return (v) => {
    scratch.value = v;
    return propertySize(name, scratch as EdmValue);
  };
}

/** The wire form of a value of `type`, and whether it needs an annotation. */
function wireForm(type: EdmType): ((v: RecordValue) => unknown) | null {
  switch (type) {
    case 'Edm.String':
    case 'Edm.Int32':
    case 'Edm.Boolean':
      return null;
    case 'Edm.Guid':
      return (v) => v;
    case 'Edm.Double':
      return (v) => {
        const n = v as number;
        if (Number.isFinite(n)) return n;
        return Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity';
      };
    case 'Edm.Int64':
      return (v) => (v as bigint).toString();
    case 'Edm.DateTime':
      return dateTimeText() as (v: RecordValue) => string;
    case 'Edm.Binary':
      return (v) => base64FromBytes(v as Uint8Array);
  }
}

/**
 * A writer of record property `property` of `type` as entity property `name`. Doubles are always
 * annotated, as the expense sample writes Amount: a whole Double would read back as Int32.
 */
export function recordColumn(name: string, property: string, type: EdmType): Column {
  const valid = valueChecker(type);
  const set = assigner(name);
  const size = sizer(type, name);
  const form = wireForm(type);
  const annotation = `${name}@odata.type`;
  const write: ColumnWriter =
    form === null
      ? (out, r) => {
          const v = r[property];
          if (v === undefined) return 0;
          if (!valid(v)) return Object.hasOwn(r, property) ? WRONG_TYPE : 0;
          set(out, v);
          return size(v);
        }
      : (out, r) => {
          const v = r[property];
          if (v === undefined) return 0;
          if (!valid(v)) return Object.hasOwn(r, property) ? WRONG_TYPE : 0;
          set(out, form(v));
          out[annotation] = type;
          return size(v);
        };
  return { name, property, template: null, type, write };
}

/**
 * A computed String property: absent when a value its template reads is absent (as a record
 * property would be), WRONG_TYPE when one is mistyped (see `template.miss`).
 */
export function computedColumn(name: string, template: CompiledTemplate): Column {
  const set = assigner(name);
  const size = sizer('Edm.String', name);
  const write: ColumnWriter = (out, r) => {
    const text = template.evaluate(r);
    if (text === null) return template.miss?.code === 'WRONG_VALUE_TYPE' ? WRONG_TYPE : 0;
    set(out, text);
    return size(text);
  };
  return { name, property: null, template, type: 'Edm.String', write };
}
