/**
 * What a check looks at: the facts of a query run on a table, taken from the engine's own
 * answer (the same one the explorer shows), never from the text the learner typed.
 */
import {
  type Coded,
  type CostClass,
  type FilterError,
  type QueryOptions,
  runQuery,
  type Table,
  type WireEntity,
} from '../engine';

/** The properties every entity carries, which `$select` cannot leave out. */
const KEY_NAMES = new Set(['PartitionKey', 'RowKey', 'Timestamp']);

/** The facts of one query run. */
export interface QueryFacts {
  readonly costClass: CostClass;
  readonly requests: number;
  readonly scanned: number;
  readonly returned: number;
  /** The entities returned, in order, as `PartitionKey / RowKey`. */
  readonly keys: readonly string[];
  /** The entities returned (every property), by their key text: how a verdict names them. */
  readonly entities: ReadonlyMap<string, WireEntity>;
  /** Literals of another type than their property stores, as typed, with the engine's why. */
  readonly typeMismatches: readonly { readonly literal: string; readonly why: Coded }[];
  /** Entities returned by each request, in order. */
  readonly pageSizes: readonly number[];
  /** Every property name any returned entity carries; keys, Timestamp and annotations left out. */
  readonly properties: readonly string[];
}

/** The key text a check compares entities by: the pair is unique in a table. */
function entityKey(entity: WireEntity): string {
  return `${String(entity.PartitionKey)} / ${String(entity.RowKey)}`;
}

/** Runs the query on the table and keeps what a check needs; a filter error is returned as is. */
export function queryFacts(
  table: Table,
  options: QueryOptions,
): { ok: true; facts: QueryFacts } | { ok: false; error: FilterError } {
  const run = runQuery(table, options);
  if (!run.ok) return run;
  // A projection leaves out the keys unless it names them, as the service does; the entities are
  // the same, so their keys come from the same query without it.
  const keyed = options.select?.length ? runQuery(table, { ...options, select: [] }) : run;
  if (!keyed.ok) return keyed;
  const properties = new Set<string>();
  for (const entity of run.entities) {
    for (const name of Object.keys(entity)) {
      if (!KEY_NAMES.has(name) && !name.includes('@')) {
        properties.add(name);
      }
    }
  }
  return {
    ok: true,
    facts: {
      costClass: run.plan.costClass,
      requests: run.stats.requests,
      scanned: run.stats.scanned,
      returned: run.stats.returned,
      keys: keyed.entities.map(entityKey),
      entities: new Map(keyed.entities.map((e) => [entityKey(e), e])),
      typeMismatches: run.plan.warnings
        .filter((note) => note.code === 'literal-type-mismatch')
        .map((note) => ({
          literal: (options.filter ?? '').slice(note.span.from, note.span.to),
          why: note.message,
        })),
      pageSizes: run.pages.map((p) => p.returned),
      properties: [...properties].sort(),
    },
  };
}
