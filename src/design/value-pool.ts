/**
 * Typed values shared between entities: entities storing the same value of a property share one
 * immutable EdmValue object, so a million entities with a few dozen first names or ages hold a
 * few dozen value objects (fewer objects to build and for the collector to copy). A property whose
 * values are mostly distinct (ids, e-mail addresses) stops pooling after a sample, so it then
 * costs one object per value and no lookup. The engine's wire reader pools raw wire values the
 * same way; this pool takes record values, already of their type.
 */
import type { EdmType, EdmValue } from '../engine';
import type { RecordValue } from './types';

/** Integers 0..SMALL_INTS-1 are kept by array slot: cheaper than a Map lookup. */
const SMALL_INTS = 1024;
/** Distinct values a pool holds before it checks whether pooling the property pays. */
const SAMPLE = 1024;
/** The most distinct values a pool keeps. */
const MAX_VALUES = 65_536;

/** The typed values of one property of one Edm type, shared by value. */
export class ValuePool {
  private values: Map<RecordValue, EdmValue> | null = new Map();
  private reads = 0;
  private readonly small: EdmValue[] = [];

  constructor(private readonly type: EdmType) {}

  /** The value object for `v` (a valid native value of the pool's type, canonical). */
  get(v: RecordValue): EdmValue {
    if (typeof v === 'number' && (v & (SMALL_INTS - 1)) === v && !Object.is(v, -0)) {
      const known = this.small[v];
      if (known !== undefined) return known;
      const value = this.make(v);
      this.small[v] = value;
      return value;
    }
    const values = this.values;
    // -0 would find +0's value (Map keys compare by SameValueZero), so it is never pooled.
    if (values === null || v === 0 || v instanceof Uint8Array) return this.make(v);
    this.reads++;
    const known = values.get(v);
    if (known !== undefined) return known;
    const value = this.make(v);
    // Mostly distinct so far (fewer than 3 reads in 4 found their value): stop pooling.
    if (values.size >= SAMPLE && values.size * 4 > this.reads) this.values = null;
    else if (values.size < MAX_VALUES) values.set(v, value);
    return value;
  }

  private make(v: RecordValue): EdmValue {
    return { type: this.type, value: v } as EdmValue;
  }
}
