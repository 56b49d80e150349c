/**
 * Planning the writes of a seed: each table's entities grouped by partition (an entity group
 * transaction holds one partition), cut into transactions of at most 100 operations and at most
 * 4 MiB of body (the limits in "Performing entity group transactions"). Partitions come in the
 * order their first entity does, and entities keep their order inside a partition. Pure.
 */
import type { WireEntity } from '../engine';
import { operationBytes } from './batch-body';

/** Operations one entity group transaction may hold. */
const MAX_BATCH_OPERATIONS = 100;
/** Bytes one entity group transaction's body may hold: 4 MiB. */
export const MAX_BATCH_BYTES = 4 * 1024 * 1024;
/** Bytes of a batch's own framing (outer boundary, change-set header, closing lines), at most. */
const FRAMING_BYTES = 256;

/** A table and the entities to write into it. */
export interface SeedTable {
  readonly table: string;
  readonly entities: readonly WireEntity[];
}

/** One planned transaction: a table, a partition, its entities and its body's size. */
export interface PlannedBatch {
  readonly table: string;
  readonly partitionKey: string;
  readonly entities: readonly WireEntity[];
  /** Upper bound of the body's UTF-8 bytes. */
  readonly bytes: number;
}

/** The plan: every transaction in the order it is sent, and totals for the dialog. */
export interface SeedPlan {
  readonly batches: readonly PlannedBatch[];
  readonly entities: number;
  readonly partitions: number;
  readonly tables: number;
}

/** Groups entities by PartitionKey, partitions in order of first appearance. */
function byPartition(entities: readonly WireEntity[]): Map<string, WireEntity[]> {
  const groups = new Map<string, WireEntity[]>();
  for (const e of entities) {
    const pk = String(e.PartitionKey);
    const list = groups.get(pk);
    if (list === undefined) groups.set(pk, [e]);
    else list.push(e);
  }
  return groups;
}

/** Plans the transactions that write `tables` at `endpoint` (the addresses count in the size). */
export function planSeed(endpoint: string, tables: readonly SeedTable[]): SeedPlan {
  const batches: PlannedBatch[] = [];
  let entities = 0;
  let partitions = 0;
  for (const { table, entities: list } of tables) {
    entities += list.length;
    for (const [partitionKey, group] of byPartition(list)) {
      partitions++;
      let current: WireEntity[] = [];
      let bytes = FRAMING_BYTES;
      const flush = () => {
        if (current.length > 0) batches.push({ table, partitionKey, entities: current, bytes });
        current = [];
        bytes = FRAMING_BYTES;
      };
      for (const e of group) {
        const size = operationBytes(endpoint, table, e);
        if (current.length === MAX_BATCH_OPERATIONS || bytes + size > MAX_BATCH_BYTES) flush();
        current.push(e);
        bytes += size;
      }
      flush();
    }
  }
  return { batches, entities, partitions, tables: tables.length };
}
