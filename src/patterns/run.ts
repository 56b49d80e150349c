/**
 * Running a pattern's query as a client does. Without `$top`, every page (runQuery follows the
 * continuations). With `$top`, the service caps each *page* at N (semantics.md §4), so a client
 * that wants the first N reads pages until it has N and stops: only those pages are counted, and
 * only the first N entities are kept.
 */
import type { EntityOrigins } from '../design';
import {
  type CostClass,
  entitySize,
  type FilterError,
  fromWireEntity,
  type QueryOptions,
  rowKeyLowerBound,
  runQueryPage,
  runQueryStored,
  type StoredEntity,
  type Table,
} from '../engine';

/** What a client's run of a query read and kept. */
export interface ClientRun {
  readonly costClass: CostClass;
  /** The kept entities as stored (the check reads their keys and a few properties). */
  readonly entities: readonly StoredEntity[];
  /**
   * Each kept entity's origin (record and set, entity-origins.ts), when the table keeps them
   * and the run read the table's own entities; else null.
   */
  readonly origins: readonly number[] | null;
  readonly requests: number;
  readonly scanned: number;
  readonly bytes: number;
  readonly partitionsTouched: number;
}

/**
 * Runs a filter as a client that wants all results, or the first `top`; `origins`, the table's
 * entity origins, to say where each kept entity came from; `columns`, whether a scan builds the
 * columns it reads (the engine's default) or reads the entities where none is built yet (a
 * comparison's first check, which must not wait for columns: query-types.ts).
 */
export function runAsClient(
  table: Table,
  filter: string,
  top: number | undefined,
  origins: EntityOrigins | null = null,
  columns: QueryOptions['columns'] = 'build',
): { ok: true; run: ClientRun } | { ok: false; error: FilterError } {
  if (top === undefined) {
    // Stored entities, not wire ones: a re-check keeps tens of thousands and reads only keys.
    const kept: number[] | null = origins === null ? null : [];
    const r = runQueryStored(
      table,
      { filter, columns },
      kept === null ? undefined : (partition, index) => kept.push(origins!.of(partition, index)),
    );
    if (!r.ok) return r;
    const { stats } = r;
    return {
      ok: true,
      run: {
        costClass: r.plan.costClass,
        entities: r.entities,
        origins: kept,
        requests: stats.requests,
        scanned: stats.scanned,
        bytes: stats.bytesReturned,
        partitionsTouched: stats.partitionsTouched,
      },
    };
  }
  const kept: StoredEntity[] = [];
  let requests = 0;
  let scanned = 0;
  let continuation = null;
  let costClass: CostClass = 'empty';
  do {
    const r = runQueryPage(table, { filter, top, columns }, continuation);
    if (!r.ok) return r;
    costClass = r.plan.costClass;
    requests++;
    scanned += r.page.scanned;
    for (const e of r.page.entities) {
      if (kept.length >= top) break;
      const stored = fromWireEntity(e, { timestamp: table.now });
      if (stored.ok) kept.push(stored.entity);
    }
    continuation = r.page.continuation;
  } while (continuation !== null && kept.length < top);
  let bytes = 0;
  for (const e of kept) bytes += entitySize(e);
  return {
    ok: true,
    run: {
      costClass,
      entities: kept,
      // Pages come as wire entities, read back: their origins are found by their keys.
      origins: origins === null ? null : kept.map((e) => originByKey(table, origins, e)),
      requests,
      scanned,
      bytes,
      // The partitions the kept entities come from (the pages' scans are not itemized).
      partitionsTouched: new Set(kept.map((e) => e.PartitionKey)).size,
    },
  };
}

/** The origin of the table's entity with `e`'s keys (a page's entity is a copy of it). */
function originByKey(table: Table, origins: EntityOrigins, e: StoredEntity): number {
  const partition = table.byKey.get(e.PartitionKey);
  if (partition === undefined) return -1;
  const at = rowKeyLowerBound(partition.entities, e.RowKey);
  return partition.entities[at]?.RowKey === e.RowKey ? origins.of(partition, at) : -1;
}
