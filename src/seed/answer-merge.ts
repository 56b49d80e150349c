/**
 * A pattern's answer on the live tables, combined as the model's client combines it
 * (src/patterns/run-answer.ts; docs/access-patterns.md, "Answers of several queries"): 'in-order'
 * keeps each query's entities one query after another, 'by-row-key' merges them by RowKey, then
 * PartitionKey, then the query's position; `$top` keeps the first N. Then the two sides are
 * compared entity by entity: the same keys (and table) in the same order is agreement. Pure.
 */
import type { WireEntity } from '../engine';

/** How several queries' results are combined (the pattern's merge). */
export type AnswerMerge = 'in-order' | 'by-row-key';

/** One kept entity: the query's table (its position in the answer's tables) and its keys. */
export interface AnswerKey {
  readonly table: string;
  readonly partitionKey: string;
  readonly rowKey: string;
}

/** One query's result: its table and its entities in the order the service returned them. */
export interface QueryResult {
  readonly table: string;
  readonly entities: readonly WireEntity[];
}

const keyOf = (table: string, e: WireEntity): AnswerKey => ({
  table,
  partitionKey: String(e.PartitionKey),
  rowKey: String(e.RowKey),
});

/** The answer's kept keys, combined as `merge` says and cut at `top`. */
export function mergeAnswer(
  results: readonly QueryResult[],
  merge: AnswerMerge,
  top: number | undefined,
): AnswerKey[] {
  const all = results.flatMap((r, run) =>
    r.entities.map((e, at) => ({ key: keyOf(r.table, e), run, at })),
  );
  if (merge === 'by-row-key' && results.length > 1) {
    // Keys compare by UTF-16 code unit, as the service orders them; `<` does that.
    all.sort((a, b) => {
      if (a.key.rowKey !== b.key.rowKey) return a.key.rowKey < b.key.rowKey ? -1 : 1;
      if (a.key.partitionKey !== b.key.partitionKey)
        return a.key.partitionKey < b.key.partitionKey ? -1 : 1;
      return a.run - b.run || a.at - b.at;
    });
  }
  const keys = all.map((x) => x.key);
  return top === undefined ? keys : keys.slice(0, top);
}

/** How the service's answer compares with the model's. */
export interface AnswerAgreement {
  /** Same entities (table and keys) in the same order. */
  readonly agree: boolean;
  readonly model: number;
  readonly live: number;
  /** The first position (0-based) where the two differ, or null when they agree. */
  readonly firstDifference: number | null;
}

const same = (a: AnswerKey | undefined, b: AnswerKey | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.table === b.table &&
  a.partitionKey === b.partitionKey &&
  a.rowKey === b.rowKey;

/** Compares the two sides' kept keys, in order. */
export function compareAnswers(
  model: readonly AnswerKey[],
  live: readonly AnswerKey[],
): AnswerAgreement {
  const n = Math.max(model.length, live.length);
  for (let k = 0; k < n; k++) {
    if (!same(model[k], live[k])) {
      return { agree: false, model: model.length, live: live.length, firstDifference: k };
    }
  }
  return { agree: true, model: model.length, live: live.length, firstDifference: null };
}
