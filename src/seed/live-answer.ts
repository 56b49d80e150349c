/**
 * Running one pattern's answer (one or several queries, each on its table) on the live tables as
 * a client does: each query with its own continuations; with `$top` and 'in-order', each query
 * asks for what the answer still lacks and none is sent once it has N; with 'by-row-key', each
 * reads until it has N (any of them may hold the first N). The requests are every page sent.
 */

import type { LiveConnection, LiveProblem } from '../live';
import { type LiveRunOptions, MAX_CAP, runLiveQuery } from '../live';
import { type AnswerKey, type AnswerMerge, mergeAnswer, type QueryResult } from './answer-merge';

/** One query of the answer: its filter and the connection to the table it reads. */
export interface LiveAnswerQuery {
  readonly filter: string;
  readonly connection: LiveConnection;
}

/** The live side of a pattern: kept keys, requests sent, and a problem if one stopped it. */
export interface LiveAnswer {
  readonly keys: AnswerKey[];
  readonly requests: number;
  readonly problem: LiveProblem | null;
  readonly cancelled: boolean;
}

/** Runs the answer's queries on the service and combines them; never throws. */
export async function runLiveAnswer(
  queries: readonly LiveAnswerQuery[],
  merge: AnswerMerge,
  top: number | undefined,
  options: Omit<LiveRunOptions, 'cap' | 'onProgress'> = {},
): Promise<LiveAnswer> {
  const results: QueryResult[] = [];
  let requests = 0;
  let have = 0;
  for (const q of queries) {
    const want = top === undefined || merge === 'by-row-key' ? top : top - have;
    if (want === 0) break;
    const run = await runLiveQuery(
      q.connection,
      { filter: q.filter, ...(want === undefined ? {} : { top: Math.min(want, 1000) }) },
      { ...options, cap: want ?? MAX_CAP },
    );
    requests += run.pages.length;
    if (run.stoppedBy === 'cancelled')
      return { keys: [], requests, problem: null, cancelled: true };
    if (run.problem) return { keys: [], requests, problem: run.problem, cancelled: false };
    results.push({ table: q.connection.ref.table, entities: run.entities });
    have += run.entities.length;
  }
  return { keys: mergeAnswer(results, merge, top), requests, problem: null, cancelled: false };
}
