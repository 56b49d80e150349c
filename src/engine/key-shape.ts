/**
 * How a key is made from one property, when the table's key design says so: literal text around
 * one property's value, zero-padded or case-folded. The planner uses it to turn a comparison on
 * that property into the key comparison the service can seek on (semantics.md §5). The design
 * room derives shapes from key templates; the engine knows nothing of templates.
 */
import type { EdmValue } from './edm';

/** A key made as `prefix + value + suffix` from one property, for one set of the table's entities. */
export interface KeyShape {
  readonly key: 'PartitionKey' | 'RowKey';
  readonly property: string;
  /** The property's type: only a literal of that type can equal it (semantics.md §3). */
  readonly valueType: 'Edm.String' | 'Edm.Int32' | 'Edm.Int64';
  readonly prefix: string;
  readonly suffix: string;
  /** Zero-pad width of Int32/Int64 values (.NET `D` format: the sign stays in front), or null. */
  readonly pad: number | null;
  readonly letterCase: 'lower' | 'upper' | null;
  /** The key template as the design writes it, for the explanation. */
  readonly template: string;
}

/**
 * The key the shape makes from a literal, or null when the literal's type is not the property's
 * (such a comparison matches nothing, so no key stands for it).
 */
export function keyFromShape(shape: KeyShape, literal: EdmValue): string | null {
  if (literal.type !== shape.valueType) return null;
  let text: string;
  if (literal.type === 'Edm.String') {
    text = literal.value;
    if (shape.letterCase === 'lower') text = text.toLowerCase();
    else if (shape.letterCase === 'upper') text = text.toUpperCase();
  } else if (literal.type === 'Edm.Int32' || literal.type === 'Edm.Int64') {
    const n = BigInt(literal.value);
    const digits = (n < 0n ? -n : n).toString();
    text = (n < 0n ? '-' : '') + (shape.pad === null ? digits : digits.padStart(shape.pad, '0'));
  } else {
    return null;
  }
  return shape.prefix + text + shape.suffix;
}

/**
 * Whether different values always make different keys, so that the key comparison can stand in
 * for the property comparison. Case folding is not: 'Jones' and 'JONES' share a key.
 */
export function keyIsOneToOne(shape: KeyShape): boolean {
  return shape.letterCase === null;
}
