/**
 * What a pattern expects: the records its intent selects, ordered by its expected order and cut
 * at its `$top`. Records that tie with the last one `$top` keeps are all acceptable (any of them
 * may fill the last places), so a correct answer is never failed for a tie.
 */
import { compareBytes } from '../engine';
import type { DataRecord, RecordValue } from '../design';
import type { ExpectedOrder } from './types';

/** Orders two record values of one property; a missing value sorts first. */
function compareValue(a: RecordValue | undefined, b: RecordValue | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  if (a instanceof Uint8Array && b instanceof Uint8Array) return compareBytes(a, b);
  if (typeof a !== typeof b) return typeof a < typeof b ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A comparison of records by an expected order, or null when any order is accepted. */
export function recordOrder(
  order: ExpectedOrder | undefined,
): ((a: DataRecord, b: DataRecord) => number) | null {
  if (order === undefined || order === 'key' || order.length === 0) return null;
  return (a, b) => {
    for (const k of order) {
      const c = compareValue(a[k.property], b[k.property]);
      if (c !== 0) return k.descending ? -c : c;
    }
    return 0;
  };
}

/** The records a correct answer must deliver and may deliver, and how many it delivers. */
export interface Expectation {
  /** Every one of these must be delivered. */
  readonly required: ReadonlySet<number>;
  /** These may fill the places `required` leaves (ties at the `$top` cut). */
  readonly allowed: ReadonlySet<number>;
  /** How many distinct records a correct answer delivers. */
  readonly count: number;
}

/** The expectation for the selected record indices under an order and a `$top`. */
export function expectationOf(
  records: readonly DataRecord[],
  selected: readonly number[],
  order: ExpectedOrder | undefined,
  top: number | undefined,
): Expectation {
  if (top === undefined || top >= selected.length) {
    return { required: new Set(selected), allowed: new Set(), count: selected.length };
  }
  const compare = recordOrder(order);
  if (compare === null) {
    // No order: any `top` of the selected records will do.
    return { required: new Set(), allowed: new Set(selected), count: top };
  }
  const sorted = [...selected].sort((a, b) => compare(records[a]!, records[b]!));
  const last = records[sorted[top - 1]!]!;
  const required = new Set<number>();
  const allowed = new Set<number>();
  for (const i of sorted) {
    const c = compare(records[i]!, last);
    if (c < 0) required.add(i);
    else if (c === 0) allowed.add(i);
    else break;
  }
  return { required, allowed, count: top };
}
