/**
 * Running a pattern's query as a client does. Without `$top`, every page (runQuery follows the
 * continuations). With `$top`, the service caps each *page* at N (semantics.md §4), so a client
 * that wants the first N reads pages until it has N and stops: only those pages are counted, and
 * only the first N entities are kept.
 */
import {
  type CostClass,
  entitySize,
  type FilterError,
  fromWireEntity,
  runQuery,
  runQueryPage,
  type Table,
  type WireEntity,
} from '../engine';

/** What a client's run of a query read and kept. */
export interface ClientRun {
  readonly costClass: CostClass;
  readonly entities: readonly WireEntity[];
  readonly requests: number;
  readonly scanned: number;
  readonly bytes: number;
  readonly partitionsTouched: number;
}

/** Runs a filter as a client that wants all results, or the first `top`. */
export function runAsClient(
  table: Table,
  filter: string,
  top: number | undefined,
): { ok: true; run: ClientRun } | { ok: false; error: FilterError } {
  if (top === undefined) {
    const r = runQuery(table, { filter });
    if (!r.ok) return r;
    const { stats } = r;
    return {
      ok: true,
      run: {
        costClass: r.plan.costClass,
        entities: r.entities,
        requests: stats.requests,
        scanned: stats.scanned,
        bytes: stats.bytesReturned,
        partitionsTouched: stats.partitionsTouched,
      },
    };
  }
  const kept: WireEntity[] = [];
  let requests = 0;
  let scanned = 0;
  let continuation = null;
  let costClass: CostClass = 'empty';
  do {
    const r = runQueryPage(table, { filter, top }, continuation);
    if (!r.ok) return r;
    costClass = r.plan.costClass;
    requests++;
    scanned += r.page.scanned;
    for (const e of r.page.entities) if (kept.length < top) kept.push(e);
    continuation = r.page.continuation;
  } while (continuation !== null && kept.length < top);
  let bytes = 0;
  for (const e of kept) {
    const stored = fromWireEntity(e, { timestamp: table.now });
    if (stored.ok) bytes += entitySize(stored.entity);
  }
  return {
    ok: true,
    run: {
      costClass,
      entities: kept,
      requests,
      scanned,
      bytes,
      // The partitions the kept entities come from (the pages' scans are not itemized).
      partitionsTouched: new Set(kept.map((e) => e.PartitionKey)).size,
    },
  };
}
