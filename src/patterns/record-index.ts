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

/** Indexes of one comparison's records, by record type and property. */
export class RecordIndexes {
  private readonly byType = new Map<string, Map<string, ValueIndex>>();

  /** The index of `property` over `records` (of type `type`), built the first time it is asked. */
  index(type: string, property: string, records: readonly DataRecord[]): ValueIndex {
    let byProperty = this.byType.get(type);
    if (byProperty === undefined) {
      byProperty = new Map();
      this.byType.set(type, byProperty);
    }
    let index = byProperty.get(property);
    if (index === undefined) {
      index = new Map();
      for (let i = 0; i < records.length; i++) {
        const v = records[i]![property];
        // Binary values are objects (compared by identity in a Map): never indexed.
        if (v === undefined || v instanceof Uint8Array) continue;
        const at = index.get(v);
        if (at === undefined) index.set(v, i);
        else if (typeof at === 'number') index.set(v, [at, i]);
        else at.push(i);
      }
      byProperty.set(property, index);
    }
    return index;
  }
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
    const at = indexes.index(type, property, records).get(value);
    const list = at === undefined ? [] : typeof at === 'number' ? [at] : at;
    if (best === null || list.length < best.length) best = list;
  }
  return best;
}
