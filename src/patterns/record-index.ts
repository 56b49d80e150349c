/**
 * Hash indexes of held records by one property's value, built on first use and kept with the
 * comparison: an intent with `Property eq literal` at its top level is then evaluated on that
 * value's records only, instead of on every record. The engine's evaluator still decides every
 * candidate; the index only skips records whose value differs, which could not match.
 */
import type { DataRecord, RecordValue } from '../design';
import type { FilterNode } from '../engine';

/** One property's index: value -> record index, or indices when several records share it. */
type ValueIndex = Map<RecordValue, number | number[]>;

/** Whether a record's value can be looked up (binary values are objects, compared by identity). */
const lookable = (v: RecordValue | undefined): v is RecordValue =>
  v !== undefined && !(v instanceof Uint8Array);

/**
 * Indexes of one comparison's records, by record type and property. A property's index is
 * built the second time it is looked up: the first matrix reads each property once, and a scan
 * of a million records for one value (milliseconds) is far cheaper than the index (about a third
 * of a second for a million distinct e-mails, in every engine of a pool); an index pays back
 * only over a pattern's re-checks, which the second look-up announces.
 */
export class RecordIndexes {
  private readonly indexes = new Map<string, ValueIndex>();
  private readonly asked = new Map<string, number>();
  private readonly uniques = new Map<string, boolean>();

  /** The positions of `type`'s records whose `property` is `value`, in record order. */
  lookup(
    type: string,
    property: string,
    records: readonly DataRecord[],
    value: RecordValue,
  ): readonly number[] {
    const key = `${type}\u0000${property}`;
    let index = this.indexes.get(key);
    if (index === undefined) {
      const asked = (this.asked.get(key) ?? 0) + 1;
      this.asked.set(key, asked);
      if (asked < 2) return scanFor(records, property, value);
      index = buildIndex(records, property);
      this.indexes.set(key, index);
    }
    const at = index.get(value);
    return at === undefined ? [] : typeof at === 'number' ? [at] : at;
  }

  /**
   * Whether no two of `type`'s records share a value of `property` (records without one do not
   * count): read from the index when there is one, else a pass that stops at the first value
   * seen twice, so a property that repeats (a department) is answered at once.
   */
  unique(type: string, property: string, records: readonly DataRecord[]): boolean {
    const key = `${type}\u0000${property}`;
    let known = this.uniques.get(key);
    if (known !== undefined) return known;
    const index = this.indexes.get(key);
    if (index !== undefined) {
      known = true;
      for (const at of index.values()) {
        if (typeof at !== 'number') {
          known = false;
          break;
        }
      }
    } else {
      const seen = new Set<RecordValue>();
      known = true;
      for (let i = 0; i < records.length; i++) {
        const v = records[i]![property];
        if (!lookable(v)) continue;
        if (seen.has(v)) {
          known = false;
          break;
        }
        seen.add(v);
      }
    }
    this.uniques.set(key, known);
    return known;
  }
}

/** The positions of the records whose `property` is `value` (as a Map key would match it). */
function scanFor(records: readonly DataRecord[], property: string, value: RecordValue): number[] {
  const found: number[] = [];
  // SameValueZero, as the index's Map compares: NaN finds NaN.
  const nan = typeof value === 'number' && Number.isNaN(value);
  for (let i = 0; i < records.length; i++) {
    const v = records[i]![property];
    if (v === value || (nan && typeof v === 'number' && Number.isNaN(v))) {
      if (lookable(v)) found.push(i);
    }
  }
  return found;
}

/** Every value of `property` over `records` and where it is. */
function buildIndex(records: readonly DataRecord[], property: string): ValueIndex {
  const index: ValueIndex = new Map();
  for (let i = 0; i < records.length; i++) {
    const v = records[i]![property];
    if (!lookable(v)) continue;
    const at = index.get(v);
    if (at === undefined) index.set(v, i);
    else if (typeof at === 'number') index.set(v, [at, i]);
    else at.push(i);
  }
  return index;
}

/** The top-level `and`-joined equalities of a filter whose value an index can look up. */
export function indexableEqualities(
  node: FilterNode | null,
): { property: string; value: RecordValue }[] {
  if (node === null) return [];
  if (node.kind === 'and')
    return [...indexableEqualities(node.left), ...indexableEqualities(node.right)];
  if (node.kind === 'compare' && node.op === 'eq' && node.value.type !== 'Edm.Binary') {
    // Double 10.0 and Int32 10 are the same JS number but different Edm values: the evaluator,
    // which runs on every candidate, tells them apart.
    return [{ property: node.property, value: node.value.value }];
  }
  return [];
}

/** The candidates of the narrowest equality, or null when no equality can narrow the records. */
export function candidates(
  indexes: RecordIndexes,
  type: string,
  records: readonly DataRecord[],
  equalities: readonly { property: string; value: RecordValue }[],
): readonly number[] | null {
  let best: readonly number[] | null = null;
  for (const { property, value } of equalities) {
    const list = indexes.lookup(type, property, records, value);
    if (best === null || list.length < best.length) best = list;
  }
  return best;
}
