/**
 * Every pattern of the seeded design on the live table(s), beside the model: each pattern's
 * answer (its queries, filled as the cell ran them, on the tables the cell names) is run on the
 * service with runLiveAnswer, and on the comparison's worker with modelRun, and the two sides'
 * entities are compared in order (same table, keys and position is agreement). A pattern the
 * design has no query for is listed as such; a problem stops only its own pattern.
 */

import { type Coded, coded } from '../../engine';
import { comparisonTableName } from '../../patterns';
import {
  type AnswerKey,
  type AnswerMerge,
  compareAnswers,
  type LiveAnswerQuery,
  mergeAnswer,
  type QueryResult,
  runLiveAnswer,
  type SeedTarget,
} from '../../seed';
import { shown } from '../answer';
import type { EngineCalls } from '../engine-client';
import { COMPARISON_ID } from './controller';
import type { PatternRow, Seeded } from './seed-store';
import type { ComparisonState } from './state';

/** What a run of every pattern needs. */
export interface RunEveryPattern {
  readonly state: ComparisonState;
  readonly calls: EngineCalls;
  readonly seeded: Seeded;
  readonly target: SeedTarget;
  readonly options: Parameters<typeof runLiveAnswer>[3] & { readonly signal: AbortSignal };
  readonly onProgress: (done: number, total: number) => void;
}

/** One query of a cell: its filter and which of the design's tables it reads ('' for the one). */
interface CellQuery {
  readonly filter: string;
  readonly part: string;
}

/** The model's side: each query run on the worker's table, kept as a client keeps it. */
async function modelKeys(
  calls: EngineCalls,
  designId: string,
  queries: readonly CellQuery[],
  live: (part: string) => string,
  merge: AnswerMerge,
  top: number | undefined,
): Promise<AnswerKey[] | Coded> {
  const base = comparisonTableName(COMPARISON_ID, designId);
  const results: QueryResult[] = [];
  let have = 0;
  for (const q of queries) {
    const want = top === undefined || merge === 'by-row-key' ? top : top - have;
    if (want === 0) break;
    const name = q.part === '' ? base : `${base}/${q.part}`;
    const run = await calls.modelRun(name, { filter: q.filter });
    if (!run.ok) return run.error.message;
    // A client that wants N reads pages until it has N: the first N of the whole result.
    const entities = want === undefined ? run.entities : run.entities.slice(0, want);
    results.push({ table: live(q.part), entities });
    have += entities.length;
  }
  return mergeAnswer(results, merge, top);
}

/** Runs every pattern; null when cancelled. */
export async function runEveryPattern(input: RunEveryPattern): Promise<PatternRow[] | null> {
  const { state, calls, seeded, target, options, onProgress } = input;
  const matrix = shown(state.matrix);
  const design = matrix?.designIds.indexOf(seeded.designId) ?? -1;
  const live = (part: string) => seeded.tables.find((t) => t.part === part)?.live ?? part;
  const connection = (table: string) =>
    target.connections.find((c) => c.ref.table === table) ?? target.connections[0]!;
  const rows: PatternRow[] = [];
  const total = state.patterns.length;
  for (const [k, p] of state.patterns.entries()) {
    onProgress(k, total);
    if (options.signal.aborted) return null;
    const at = matrix?.patternIds.indexOf(p.id) ?? -1;
    const cell = at < 0 || design < 0 ? undefined : matrix!.cells[at]![design];
    if (
      cell === undefined ||
      cell.filter === null ||
      cell.verdict === 'error' ||
      cell.verdict === 'no-query'
    ) {
      rows.push({ patternId: p.id, status: 'no-query' });
      continue;
    }
    const filters = cell.filters ?? [cell.filter];
    const queries = filters.map((filter, i) => ({ filter, part: cell.tables?.[i] ?? '' }));
    const merge: AnswerMerge = cell.merge ?? 'in-order';
    const model = await modelKeys(calls, seeded.designId, queries, live, merge, p.top);
    const liveQueries: LiveAnswerQuery[] = queries.map((q) => ({
      filter: q.filter,
      connection: connection(live(q.part)),
    }));
    const answer = await runLiveAnswer(liveQueries, merge, p.top, options);
    if (answer.cancelled) return null;
    if (answer.problem) {
      rows.push({ patternId: p.id, status: 'problem', problem: answer.problem });
      continue;
    }
    if (!Array.isArray(model)) {
      rows.push({
        patternId: p.id,
        status: 'problem',
        problem: {
          code: 'HTTP_ERROR',
          message: coded('live.modelFailed', { reason: model }),
          action: coded('live.modelFailedAction'),
        },
      });
      continue;
    }
    rows.push({
      patternId: p.id,
      status: 'ran',
      modelRequests: cell.cost?.requests ?? 0,
      liveRequests: answer.requests,
      ...compareAnswers(model, answer.keys),
    });
  }
  onProgress(total, total);
  return rows;
}
