/**
 * Running a design's several queries as a client does (docs/access-patterns.md, "Answers of
 * several queries"): each query with its own continuations, the cost the sum of all, and the
 * results combined as the answer's merge says. 'in-order' runs them one after another; with
 * `$top` the client asks each for what it still lacks and stops once it has N. 'by-row-key' runs
 * them side by side (with `$top`, each until it has N, since any of them may hold the first N)
 * and merges by RowKey, then PartitionKey, then the query's position, which is what a client's
 * k-way merge of key-ordered streams gives.
 */
import type { EntityOrigins } from '../design';
import type { CostClass, FilterError, QueryOptions, StoredEntity, Table } from '../engine';
import { type ClientRun, runAsClient } from './run';
import type { QueryMerge } from './types';

/** How much each class says about the work: the answer's class is its dearest query's. */
export const CLASS_RANK: Readonly<Record<CostClass, number>> = {
  empty: 0,
  point: 1,
  range: 2,
  'partition-scan': 3,
  'multi-partition-scan': 4,
  'table-scan': 5,
};

/** The dearer of two cost classes. */
function dearerClass(a: CostClass, b: CostClass): CostClass {
  return CLASS_RANK[b] > CLASS_RANK[a] ? b : a;
}

/** A failed query of an answer: which one (0-based) and why. */
export interface AnswerRunError {
  readonly query: number;
  readonly error: FilterError;
}

/**
 * A table a query may read: the engine's table, its entities' origins, and whether its scans
 * build the columns they read ('build', the default) or read entities where none is built yet.
 */
export interface QueryTable {
  readonly table: Table;
  readonly origins: EntityOrigins | null;
  readonly columns?: QueryOptions['columns'];
}

/** One filled query of an answer: its filter and which of the design's tables it reads. */
export interface FilledQuery {
  readonly filter: string;
  readonly table: number;
}

/** A client's run of an answer: the merged run, and the table each kept entity came from. */
export interface AnswerRun extends ClientRun {
  readonly tables: readonly number[];
}

/** Runs filled queries as a client that merges them; one query is just `runAsClient`. */
export function runAnswer(
  tables: readonly QueryTable[],
  queries: readonly FilledQuery[],
  merge: QueryMerge,
  top: number | undefined,
): { ok: true; run: AnswerRun } | { ok: false; error: AnswerRunError } {
  const runs: ClientRun[] = [];
  let have = 0;
  for (const [query, q] of queries.entries()) {
    const want = top === undefined || merge === 'by-row-key' ? top : top - have;
    if (want === 0) break;
    const t = tables[q.table]!;
    const r = runAsClient(t.table, q.filter, want, t.origins, t.columns);
    if (!r.ok) return { ok: false, error: { query, error: r.error } };
    runs.push(r.run);
    have += r.run.entities.length;
  }
  if (runs.length === 1) {
    const only = runs[0]!;
    return { ok: true, run: { ...only, tables: only.entities.map(() => queries[0]!.table) } };
  }
  const kept = merge === 'by-row-key' ? mergeByRowKey(runs) : concatenate(runs);
  const cut = top === undefined ? kept : kept.slice(0, top);
  let costClass: CostClass = 'empty';
  let requests = 0;
  let scanned = 0;
  let partitionsTouched = 0;
  for (const r of runs) {
    costClass = dearerClass(costClass, r.costClass);
    requests += r.requests;
    scanned += r.scanned;
    partitionsTouched += r.partitionsTouched;
  }
  const withOrigins = runs.every((r) => r.origins !== null);
  let bytes = 0;
  for (const k of cut) bytes += runs[k.run]!.bytes / Math.max(1, runs[k.run]!.entities.length);
  return {
    ok: true,
    run: {
      costClass,
      entities: cut.map((k) => runs[k.run]!.entities[k.at]!),
      tables: cut.map((k) => queries[k.run]!.table),
      origins: withOrigins ? cut.map((k) => runs[k.run]!.origins![k.at]!) : null,
      requests,
      scanned,
      // Only the kept entities are counted (a run's own bytes spread evenly over its entities).
      bytes: Math.round(bytes),
      // Summed over the queries: the client's requests touch them that many times.
      partitionsTouched,
    },
  };
}

/** Where a kept entity sits: its run and its position there. */
interface Kept {
  readonly run: number;
  readonly at: number;
}

function concatenate(runs: readonly ClientRun[]): Kept[] {
  return runs.flatMap((r, run) => r.entities.map((_, at) => ({ run, at })));
}

/** A stable merge by RowKey, then PartitionKey, then the query's position. */
function mergeByRowKey(runs: readonly ClientRun[]): Kept[] {
  const all = concatenate(runs);
  const key = (k: Kept): StoredEntity => runs[k.run]!.entities[k.at]!;
  // Keys compare as the service compares them: by UTF-16 code unit, which `<` does.
  return all.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x.RowKey !== y.RowKey) return x.RowKey < y.RowKey ? -1 : 1;
    if (x.PartitionKey !== y.PartitionKey) return x.PartitionKey < y.PartitionKey ? -1 : 1;
    return a.run - b.run || a.at - b.at;
  });
}
