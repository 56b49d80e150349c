/**
 * Which record, and which of the design's entity sets, each entity of a design's table came
 * from, by table position. A comparison checks a query's entities against the records it should
 * return: reading a returned entity's origin is cheaper than making the keys of every expected
 * record to look the entity up (a re-check at a million records maps thousands of them). Valid
 * while the table is not written to: a comparison's tables never are.
 */
import type { Partition, Table } from '../engine';
import { SET_BITS } from './claims';

/** The origins of one table's entities. */
export class EntityOrigins {
  /** Each partition's first table position, by the partition's place in `table.partitions`. */
  private readonly offsets: Float64Array;
  private lastPartition: Partition | null = null;
  private lastOffset = -1;

  /**
   * `origins`: each table position's origin (record · SET_BITS + set index), positions counting
   * the partitions' entities in key order.
   */
  constructor(
    private readonly table: Table,
    private readonly origins: Float64Array,
  ) {
    const { partitions } = table;
    this.offsets = new Float64Array(partitions.length + 1);
    for (let k = 0; k < partitions.length; k++) {
      this.offsets[k + 1] = this.offsets[k]! + partitions[k]!.entities.length;
    }
  }

  /**
   * The same table's origins with each record position mapped by `record` (a table built from
   * some of the records, table-routes.ts, names them by their place among all the records).
   */
  remapped(record: (set: number, position: number) => number): EntityOrigins {
    const out = new Float64Array(this.origins.length);
    for (let k = 0; k < out.length; k++) {
      const origin = this.origins[k]!;
      const set = originSet(origin);
      out[k] = record(set, originRecord(origin)) * SET_BITS + set;
    }
    return new EntityOrigins(this.table, out);
  }

  /** The origin of the entity at table position `position` (partitions in key order, then entities). */
  at(position: number): number {
    return this.origins[position] ?? -1;
  }

  /** The origin of the entity at `index` in `partition`, or -1 for a partition not of this table. */
  of(partition: Partition, index: number): number {
    // A query's entities come partition by partition: one search per partition, not per entity.
    if (partition !== this.lastPartition) {
      this.lastPartition = partition;
      this.lastOffset = this.offsetOf(partition);
    }
    return this.lastOffset < 0 ? -1 : this.origins[this.lastOffset + index]!;
  }

  private offsetOf(partition: Partition): number {
    const { partitions } = this.table;
    const key = partition.partitionKey;
    let lo = 0;
    let hi = partitions.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (partitions[mid]!.partitionKey < key) lo = mid + 1;
      else hi = mid;
    }
    return partitions[lo] === partition ? this.offsets[lo]! : -1;
  }
}

/** The record an origin names (its index among its type's records). */
export function originRecord(origin: number): number {
  return Math.floor(origin / SET_BITS);
}

/** The entity set an origin names (its index in the compiled design). */
export function originSet(origin: number): number {
  return origin % SET_BITS;
}
