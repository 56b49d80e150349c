/**
 * Ordering of Edm values within one type (semantics.md §3): strings ordinal by UTF-16 code unit,
 * numbers numeric, DateTime by ticks, Binary bytewise, Guid by canonical text, false < true.
 * Values of different types are never ordered: the service does not convert between types.
 */
import { compareBytes } from './binary';
import type { EdmValue } from './edm';

function sign<T extends number | bigint | string>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * -1, 0 or 1 for two values of the same Edm type; null when the types differ. A total order, for
 * sorting: a Double NaN equals NaN and sorts below every number (as .NET's `CompareTo` does);
 * filter comparisons with NaN follow IEEE instead (see compile.ts).
 */
export function compareValues(a: EdmValue, b: EdmValue): number | null {
  if (a.type !== b.type) return null;
  switch (a.type) {
    case 'Edm.Double': {
      const bv = b.value as number;
      const an = Number.isNaN(a.value);
      const bn = Number.isNaN(bv);
      if (an || bn) return an && bn ? 0 : an ? -1 : 1;
      return sign(a.value, bv);
    }
    case 'Edm.Boolean':
      return sign(Number(a.value), Number(b.value as boolean));
    case 'Edm.Binary':
      return compareBytes(a.value, b.value as Uint8Array);
    case 'Edm.Int64':
    case 'Edm.DateTime':
      return sign(a.value, b.value as bigint);
    case 'Edm.Int32':
      return sign(a.value, b.value as number);
    case 'Edm.String':
    case 'Edm.Guid':
      return sign(a.value, b.value as string);
  }
}

/** Whether two values are the same Edm value (same type, and equal under `compareValues`). */
export function equalValues(a: EdmValue, b: EdmValue): boolean {
  return compareValues(a, b) === 0;
}
