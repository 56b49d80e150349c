/**
 * The growth of a design that keeps its entities in several tables, from each table's: a set's
 * entities and partitions add up over the tables it reaches (a partition is a table's), its
 * largest entity, largest partition and longest RowKey are the largest of any table, and the
 * exponents are read again from the sums.
 * A table per period thus shows partitions that multiply with the data (a new month, new
 * partitions) rather than grow.
 */
import type { CompiledDesign } from '../../design';
import { growthExponents } from './growth';
import type { DesignGrowth, SetGrowth } from './types';

/** The design's growth over its tables' growths (each table's sets named as in the design). */
export function growthOverTables(
  designId: string,
  compiled: CompiledDesign,
  parts: readonly DesignGrowth[],
): DesignGrowth {
  const records: Record<string, { full: number; half: number }> = {};
  for (const g of parts) Object.assign(records, g.records);
  const sets = compiled.sets.map((s): SetGrowth => {
    const found = parts.flatMap((g) => g.sets.filter((x) => x.name === s.set.name));
    const sum = (pick: (x: SetGrowth) => { full: number; half: number }) => ({
      full: found.reduce((n, x) => n + pick(x).full, 0),
      half: found.reduce((n, x) => n + pick(x).half, 0),
    });
    const entities = sum((x) => x.entities);
    const partitions = sum((x) => x.partitions);
    const n = records[s.type.name] ?? { full: 0, half: 0 };
    const grouped = s.set.kind !== 'copy';
    let largest: SetGrowth['largest'] = null;
    let largestPartition: SetGrowth['largestPartition'] = null;
    let longestRowKey = 0;
    for (const x of found) {
      if (x.largest !== null && (largest === null || x.largest.bytes > largest.bytes)) {
        largest = x.largest;
      }
      const p = x.largestPartition;
      if (p !== null && (largestPartition === null || p.entities > largestPartition.entities)) {
        largestPartition = p;
      }
      longestRowKey = Math.max(longestRowKey, x.longestRowKey ?? 0);
    }
    return {
      set: s.index,
      name: s.set.name,
      kind: s.set.kind,
      recordType: s.type.name,
      entities,
      partitions,
      ...growthExponents(entities, partitions, n, grouped),
      largest,
      largestPartition,
      longestRowKey,
    };
  });
  return { designId, records, sets };
}
