/**
 * From returned entities back to records. For the records a pattern may deliver, every entity
 * set of their type says which (PartitionKey, RowKey) stands for them: a copy entity stands for
 * its one record; an index entity for each record whose entry its list holds; a series entity for
 * each record whose property it carries. Only the expected records are mapped (a few, or a
 * partition's worth), so no map of the whole table is kept; an entity outside the map is not an
 * expected record. Designs whose keys collide are flagged in the footer (their run logs it).
 */
import type { CompiledDesign, CompiledSet, DataRecord } from '../design';

/** What one (PartitionKey, RowKey) stands for among the expected records. */
export type KeyTarget =
  | { readonly kind: 'copy'; readonly record: number }
  | {
      readonly kind: 'index';
      readonly set: CompiledSet;
      /** List entry text -> record, for this entity's expected records. */
      readonly entries: Map<string, number>;
    }
  | {
      readonly kind: 'series';
      readonly set: CompiledSet;
      /** Series property name -> record, for this entity's expected records. */
      readonly names: Map<string, number>;
    };

/** The separator between a key pair's parts: a code unit keys may not hold. */
const SEP = '\u0000';

/** The map key of an entity's keys. */
export const keyOf = (pk: string, rk: string): string => pk + SEP + rk;

/** The keys that stand for the given records in every set of their type. */
export function entityMap(
  design: CompiledDesign,
  recordType: string,
  records: readonly DataRecord[],
  expected: Iterable<number>,
): Map<string, KeyTarget> {
  const map = new Map<string, KeyTarget>();
  const sets = design.sets.filter((s) => s.type.name === recordType);
  for (const i of expected) {
    const r = records[i]!;
    for (const s of sets) {
      const pk = s.partitionKey.evaluate(r);
      const rk = s.rowKey.evaluate(r);
      if (pk === null || rk === null) continue;
      const key = keyOf(pk, rk);
      const kind = s.set.kind;
      if (kind === 'copy') {
        if (!map.has(key)) map.set(key, { kind, record: i });
        continue;
      }
      let target = map.get(key);
      if (target === undefined) {
        target =
          kind === 'index'
            ? { kind, set: s, entries: new Map() }
            : { kind, set: s, names: new Map() };
        map.set(key, target);
      }
      if (target.kind === 'index') {
        const entry = s.indexValue?.evaluate(r);
        if (entry != null) target.entries.set(entry, i);
      } else if (target.kind === 'series') {
        const name = s.seriesName?.evaluate(r);
        if (name != null) target.names.set(name, i);
      }
    }
  }
  return map;
}
