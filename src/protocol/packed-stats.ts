/**
 * Per-partition counters in columns, for crossing the worker boundary cheaply. A table scan over
 * 142,858 partitions made the UI thread deserialize as many small objects per keystroke (170 ms);
 * as indices into the partition list both sides already hold, plus two number arrays whose
 * buffers are transferred, it costs a few milliseconds. Imports types only (used on both sides).
 */
import type { PartitionStats } from '../engine';

/** Above this many touched partitions the counters travel packed. */
export const PACK_THRESHOLD = 2000;

/** `perPartition` as columns: positions in the table's partition list, scanned, returned. */
export interface PackedPartitionStats {
  /** How many partitions the table had: the indices are only valid against that list. */
  readonly partitionCount: number;
  readonly index: Int32Array;
  readonly scanned: Float64Array;
  readonly returned: Float64Array;
}

/** Packs `stats` using `positions` (PartitionKey → index in the table's partition list). */
export function packPartitionStats(
  stats: readonly PartitionStats[],
  positions: ReadonlyMap<string, number>,
  partitionCount: number,
): PackedPartitionStats | null {
  const index = new Int32Array(stats.length);
  const scanned = new Float64Array(stats.length);
  const returned = new Float64Array(stats.length);
  for (let i = 0; i < stats.length; i++) {
    const s = stats[i] as PartitionStats;
    const at = positions.get(s.partitionKey);
    // A partition the list does not know cannot be packed; send the objects instead.
    if (at === undefined) return null;
    index[i] = at;
    scanned[i] = s.scanned;
    returned[i] = s.returned;
  }
  return { partitionCount, index, scanned, returned };
}

/** Rebuilds the objects from columns and the partition keys in list order; null if they disagree. */
export function unpackPartitionStats(
  packed: PackedPartitionStats,
  partitionKeys: readonly { readonly partitionKey: string }[],
): PartitionStats[] | null {
  if (packed.partitionCount !== partitionKeys.length) return null;
  const out = new Array<PartitionStats>(packed.index.length);
  for (let i = 0; i < packed.index.length; i++) {
    const key = partitionKeys[packed.index[i] as number];
    if (!key) return null;
    out[i] = {
      partitionKey: key.partitionKey,
      scanned: packed.scanned[i] as number,
      returned: packed.returned[i] as number,
    };
  }
  return out;
}
