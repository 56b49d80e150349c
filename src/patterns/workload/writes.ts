/**
 * What a write pattern costs on a design, per record and per second: each entity set of the
 * record type is an entity to insert, delete, merge, move (delete and insert under new keys), or
 * an index list to read and write back; whether those operations fit one entity group
 * transaction (one partition, at most 100 operations, at most 4 MiB: "Performing entity group
 * transactions", [DOC]); and the requests they take. Pure over the design and its metrics.
 */
import type { Design, DesignMetrics, EntitySet } from '../../design';
import type { Coded } from '../../engine';
import { WORKLOAD_MESSAGES as M } from './messages';
import { MAX_BATCH_BYTES, MAX_BATCH_OPERATIONS } from './rules';
import type { SetWrite, SetWriteOp, WriteCost, WritePattern } from './types';

/** The record properties a template names (`{Name|pad:6}` names Name). */
function named(template: string | undefined): Set<string> {
  const found = new Set<string>();
  for (const m of (template ?? '').matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)/g)) found.add(m[1]!);
  return found;
}

/** Whether any of `changes` is among `names`. */
const touches = (names: Iterable<string>, changes: ReadonlySet<string>) => {
  for (const n of names) if (changes.has(n)) return true;
  return false;
};

/** The properties a set's entity carries: its columns and the templates of its computed ones. */
function carried(set: EntitySet, all: readonly string[]): Set<string> {
  const out = new Set<string>(set.properties === 'all' ? all : set.properties);
  for (const template of Object.values(set.computed ?? {}))
    for (const n of named(template)) out.add(n);
  if (set.series) out.add(set.series.value);
  return out;
}

/** What a set does for one record of the write, and whether its key moves. */
function opOf(set: EntitySet, write: WritePattern, all: readonly string[]): SetWriteOp {
  const index = set.kind === 'index';
  if (write.kind === 'insert' || write.kind === 'delete') {
    if (index) return 'list';
    // A new record's series property is one Insert Or Merge of that property, no read ("Insert
    // Or Merge Entity", [DOC]); removing one rewrites the entity without it, after reading it.
    if (set.kind === 'series') return write.kind === 'insert' ? 'merge' : 'list';
    return write.kind;
  }
  const changes = new Set(write.changes ?? []);
  const keys = new Set([...named(set.partitionKey), ...named(set.rowKey)]);
  if (touches(keys, changes)) return index ? 'list-move' : 'move';
  if (index) return touches(named(set.index?.value), changes) ? 'list' : 'none';
  return touches(carried(set, all), changes) ? 'merge' : 'none';
}

/** Operations and reads of an op. */
const SHAPE: Record<SetWriteOp, { operations: number; reads: number }> = {
  none: { operations: 0, reads: 0 },
  insert: { operations: 1, reads: 0 },
  delete: { operations: 1, reads: 0 },
  merge: { operations: 1, reads: 0 },
  move: { operations: 2, reads: 0 },
  list: { operations: 1, reads: 1 },
  'list-move': { operations: 2, reads: 2 },
};

/**
 * The cost of `write` on a design: `design` and its `metrics` (for each set's partition role and
 * average entity size), `properties` the record type's property names.
 */
export function writeCost(
  designId: string,
  design: Design,
  metrics: DesignMetrics,
  write: WritePattern,
  properties: readonly string[],
): WriteCost {
  const sets = design.entitySets.filter((s) => s.recordType === write.recordType);
  const measured = metrics.recordTypes.find((t) => t.recordType === write.recordType)?.sets ?? [];
  const partitionKeyChanges = (set: EntitySet) =>
    write.kind === 'update' && touches(named(set.partitionKey), new Set(write.changes ?? []));
  const parts = sets.map((set, i): SetWrite => {
    const op = opOf(set, write, properties);
    const m = measured[i];
    const role = m?.role ?? 'primary';
    const { operations, reads } = SHAPE[op];
    const perEntity = m && m.entities > 0 ? m.bytes / m.entities : 0;
    return {
      set: set.name,
      op,
      operations,
      reads,
      // A set that shares its record's primary partition stays there unless the partition key moves.
      samePartition:
        (role === 'primary' || role === 'intra-partition') && !partitionKeyChanges(set),
      bytes: Math.round(perEntity * operations),
    };
  });
  const operations = parts.reduce((n, p) => n + p.operations, 0);
  const reads = parts.reduce((n, p) => n + p.reads, 0);
  const bytes = parts.reduce((n, p) => n + p.bytes, 0);
  const why: Coded[] = [];
  const elsewhere = parts.filter((p) => p.operations > 0 && !p.samePartition);
  if (elsewhere.length > 0)
    why.push(M.writeOtherPartitions(elsewhere.map((p) => p.set).join(', ')));
  if (operations > MAX_BATCH_OPERATIONS) why.push(M.writeTooManyOperations(operations));
  if (bytes > MAX_BATCH_BYTES) why.push(M.writeTooManyBytes(bytes));
  const oneTransaction = operations > 0 && why.length === 0;
  // Operations in the primary partition go in batches of 100; each elsewhere is its own request.
  const home = parts.filter((p) => p.samePartition).reduce((n, p) => n + p.operations, 0);
  const away = operations - home;
  const batches = Math.ceil(home / MAX_BATCH_OPERATIONS);
  const requests = batches + away + reads;
  return {
    writeId: write.id,
    designId,
    sets: parts,
    operations,
    reads,
    oneTransaction,
    why,
    requests,
    transactions: requests,
    operationsPerSecond: operations * write.perSecond,
    requestsPerSecond: requests * write.perSecond,
  };
}
