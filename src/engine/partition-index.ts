/**
 * The clustered index: partitions in PartitionKey order, each holding its entities in RowKey
 * order in one plain array.
 *
 * Representation: `partitions` is sorted by `partitionKey` (ordinal, UTF-16 code unit, JS `<`)
 * and never holds an empty partition; `byKey` maps each PartitionKey to the same objects.
 * Within a partition `entities` is strictly increasing by RowKey, so (PartitionKey, RowKey)
 * is unique. Plain arrays of object references cost 8 bytes an entity and scan at array speed;
 * bench/README.md compares this layout with a B+ tree keyed by a composite key.
 */
import type { StoredEntity } from './entity';

/** One partition: its key and its entities in RowKey order. */
export interface Partition {
  readonly partitionKey: string;
  readonly entities: StoredEntity[];
}

/**
 * The first index in `entities` whose RowKey is not below `rowKey` (or, when `after` is set, is
 * above it): where a scan from that key starts.
 */
export function rowKeyLowerBound(
  entities: readonly StoredEntity[],
  rowKey: string,
  after = false,
): number {
  let lo = 0;
  let hi = entities.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = entities[mid]!.RowKey;
    if (k < rowKey || (after && k === rowKey)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The first index in `partitions` whose PartitionKey is not below `partitionKey` (or, when
 * `after` is set, is above it).
 */
export function partitionLowerBound(
  partitions: readonly Partition[],
  partitionKey: string,
  after = false,
): number {
  let lo = 0;
  let hi = partitions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = partitions[mid]!.partitionKey;
    if (k < partitionKey || (after && k === partitionKey)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
