/**
 * Looking held records up by one property's value: an intent with `Property eq literal` at its
 * top level is then evaluated on that value's records only, instead of on every record. The
 * engine's evaluator still decides every candidate; the look-up only skips records whose value
 * differs, which could not match.
 */
import type { DataRecord, RecordValue } from '../design';
import type { FilterNode } from '../engine';

/** Whether a record's value can be looked up (binary values are objects, compared by identity). */
const lookable = (v: RecordValue | undefined): v is RecordValue =>
  v !== undefined && !(v instanceof Uint8Array);

/**
 * What a comparison knows of its records' values, by record type and property: which records
 * hold a value (a scan, every time), and whether a property is unique (once). No value index is
 * kept: at a million records a scan for one value takes 4–25 ms, where building the index took
 * 150–480 ms (ids, e-mails: measured), paid by the first matrix in every engine of a pool or by
 * the first edit, for a re-check that is well inside its budget without it.
 */
export class RecordIndexes {
  private readonly uniques = new Map<string, boolean>();

  /** The positions of `type`'s records whose `property` is `value`, in record order. */
  lookup(
    _type: string,
    property: string,
    records: readonly DataRecord[],
    value: RecordValue,
  ): readonly number[] {
    return scanFor(records, property, value);
  }

  /**
   * Whether no two of `type`'s records share a value of `property` (records without one do not
   * count): one pass that stops at the first value seen twice (a department answers at once),
   * kept for the comparison.
   */
  unique(type: string, property: string, records: readonly DataRecord[]): boolean {
    const key = `${type}\u0000${property}`;
    let known = this.uniques.get(key);
    if (known !== undefined) return known;
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
