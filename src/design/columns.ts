/**
 * Entity properties written from records, and the writer that builds a set's entities. Each
 * output property knows how to read its value from a record in wire form, whether it carries an
 * `@odata.type` annotation (written after the value, as the samples write it), and what it adds
 * to the entity size (semantics.md §1: the engine's `propertySize`, taken once per column, plus
 * the value's length).
 *
 * The writer builds each entity property by property. Compiling an object-literal builder per
 * set with `new Function` was ~10% faster on a million records (generation and load), but the
 * app runs under a Content-Security-Policy without 'unsafe-eval', where it would be refused, and
 * code generated from user-named properties is not worth that margin.
 */
import { base64FromBytes, type EdmType, type EdmValue, parseGuid, propertySize } from '../engine';
import { dateTimeText } from './date-parts';
import type { CompiledTemplate } from './template-compile';
import type { DataRecord, RecordValue } from './types';
import { valueChecker } from './value-check';

/** What `read` returns when the record lacks the value (the property is left out). */
const ABSENT = -2;
/** What `read` returns when the value is present with the wrong native form (a problem). */
export const WRONG = -1;

/** One output property of an entity set. */
export interface Column {
  readonly name: string;
  /** The record property read, or null for a computed one. */
  readonly property: string | null;
  /** The template of a computed property. */
  readonly template: CompiledTemplate | null;
  readonly type: EdmType;
  /** Whether the wire form carries an `@odata.type` annotation. */
  readonly annotated: boolean;
  /** Puts the wire value in `out[at]`; returns its size, ABSENT or WRONG. */
  readonly read: (record: DataRecord, out: unknown[], at: number) => number;
  /** Puts the value in `out[at]` in its type's canonical native form; returns as `read` does. */
  readonly native: (record: DataRecord, out: RecordValue[], at: number) => number;
  /** The size of the property without its value's length (engine `propertySize` of an empty value). */
  readonly fixed: number;
}

/** Sets an own property, also for the legal property name `__proto__`. */
export function setOwn(out: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') {
    Object.defineProperty(out, name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else out[name] = value;
}

/** The engine's size of a property of `type` named `name` with an empty (or any fixed-size) value. */
function fixedSize(type: EdmType, name: string): number {
  const zero: Record<EdmType, EdmValue> = {
    'Edm.String': { type: 'Edm.String', value: '' },
    'Edm.Binary': { type: 'Edm.Binary', value: new Uint8Array(0) },
    'Edm.Int32': { type: 'Edm.Int32', value: 0 },
    'Edm.Int64': { type: 'Edm.Int64', value: 0n },
    'Edm.Double': { type: 'Edm.Double', value: 0 },
    'Edm.Boolean': { type: 'Edm.Boolean', value: false },
    'Edm.DateTime': { type: 'Edm.DateTime', value: 0n },
    'Edm.Guid': { type: 'Edm.Guid', value: '' },
  };
  return propertySize(name, zero[type]);
}

/** The size of a value of `type` named `name`: the engine's constant part, plus its length. */
function sizer(type: EdmType, name: string): (v: RecordValue) => number {
  const fixed = fixedSize(type, name);
  if (type === 'Edm.String') return (v) => fixed + 2 * (v as string).length;
  if (type === 'Edm.Binary') return (v) => fixed + (v as Uint8Array).length;
  return () => fixed;
}

/** The wire form of a value of `type`, or null when it is the value itself. */
function wireForm(type: EdmType): ((v: RecordValue) => unknown) | null {
  switch (type) {
    case 'Edm.String':
    case 'Edm.Int32':
    case 'Edm.Boolean':
    case 'Edm.Guid':
      return null;
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

/** A Guid's text in canonical lower case, or null for text that is no Guid. */
const canonicalGuid = (v: RecordValue): string | null => parseGuid(v as string);

/**
 * A value of `type` (undefined when absent) in its canonical native form in `out[at]`, returning
 * its size as a property with an empty name, or ABSENT or WRONG as a column's `native` does: for
 * values read without their record (a data series' values from a run, series-stored.ts).
 */
export function valueReader(
  type: EdmType,
): (v: RecordValue | undefined, out: RecordValue[], at: number) => number {
  const valid = valueChecker(type);
  const size = sizer(type, '');
  const canonical = type === 'Edm.Guid' ? canonicalGuid : null;
  return (v, out, at) => {
    if (v === undefined) return ABSENT;
    if (!valid(v)) return WRONG;
    if (canonical === null) out[at] = v;
    else {
      const c = canonical(v);
      if (c === null) return WRONG;
      out[at] = c;
    }
    return size(v);
  };
}

/**
 * Record property `property` of `type` as entity property `name`. Doubles are always annotated,
 * as the expense sample writes Amount: a whole Double would otherwise read back as Int32.
 */
export function recordColumn(name: string, property: string, type: EdmType): Column {
  const valid = valueChecker(type);
  const size = sizer(type, name);
  const form = wireForm(type) ?? ((v: RecordValue) => v);
  const read = (r: DataRecord, out: unknown[], at: number): number => {
    const v = r[property];
    if (v === undefined) return ABSENT;
    // An inherited name (toString) reads a function, which `valid` refuses: absent, not wrong.
    if (!valid(v)) return Object.hasOwn(r, property) ? WRONG : ABSENT;
    out[at] = form(v);
    return size(v);
  };
  // A Guid is stored in canonical lower case; text that is no Guid is a wrong value.
  const canonical = type === 'Edm.Guid' ? canonicalGuid : null;
  // The same steps as valueReader's, written out so the copy path's hottest call stays one call.
  const native = (r: DataRecord, out: RecordValue[], at: number): number => {
    const v = r[property];
    if (v === undefined) return ABSENT;
    if (!valid(v)) return Object.hasOwn(r, property) ? WRONG : ABSENT;
    if (canonical === null) out[at] = v;
    else {
      const c = canonical(v);
      if (c === null) return WRONG;
      out[at] = c;
    }
    return size(v);
  };
  const annotated = type !== 'Edm.String' && type !== 'Edm.Int32' && type !== 'Edm.Boolean';
  const fixed = fixedSize(type, name);
  return { name, property, template: null, type, annotated, read, native, fixed };
}

/**
 * A computed String property: absent when a value its template reads is absent (as a record
 * property would be), wrong when one is mistyped (see `template.miss`).
 */
export function computedColumn(name: string, template: CompiledTemplate): Column {
  const size = sizer('Edm.String', name);
  const read = (r: DataRecord, out: unknown[], at: number): number => {
    const text = template.evaluate(r);
    if (text === null) return template.miss?.code === 'WRONG_VALUE_TYPE' ? WRONG : ABSENT;
    out[at] = text;
    return size(text);
  };
  const fixed = fixedSize('Edm.String', name);
  const type = 'Edm.String';
  return { name, property: null, template, type, annotated: false, read, native: read, fixed };
}

/** Marks an absent value in the writer's scratch values (no wire value is this object). */
const NOTHING: unknown = Object.freeze({});

/** Builds a set's entities: `write` gives the entity, or null with `bad` naming the mistyped column. */
export class EntityWriter {
  /** The entity size (semantics.md §1) of the last entity written. */
  bytes = 0;
  /** The column whose value was mistyped when `write` returned null. */
  bad: Column | null = null;
  private readonly values: unknown[];

  constructor(private readonly columns: readonly Column[]) {
    this.values = new Array<unknown>(columns.length).fill(null);
  }

  /** The entity of a record under the given keys. */
  write(pk: string, rk: string, r: DataRecord): Record<string, unknown> | null {
    const columns = this.columns;
    const values = this.values;
    let bytes = 4 + 2 * (pk.length + rk.length);
    for (let i = 0; i < columns.length; i++) {
      const n = columns[i]!.read(r, values, i);
      if (n >= 0) bytes += n;
      else if (n === WRONG) {
        this.bad = columns[i]!;
        return null;
      } else {
        values[i] = NOTHING;
      }
    }
    this.bytes = bytes;
    const e: Record<string, unknown> = { PartitionKey: pk, RowKey: rk };
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i]!;
      if (values[i] === NOTHING) continue;
      setOwn(e, c.name, values[i]);
      if (c.annotated) e[`${c.name}@odata.type`] = c.type;
    }
    return e;
  }
}
