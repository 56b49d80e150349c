/**
 * The worker's API: the calls the contract (src/protocol/calls.ts) declares, each implemented
 * by one shelf method of an `EngineSession` (the filter rewrites by the engine's own functions,
 * which need no state). The worker exposes the result through comlink; Node tests call the same
 * object directly, so both run one API. Every table call names its table: the explorer's is
 * `MAIN_TABLE`, and a comparison of designs holds one table per design.
 */
import { withPartitionKey, withRowKeyRange } from '../engine';
import { type CallName, ENGINE_CALLS, perCall } from '../protocol/calls';
import type { Tagged } from '../protocol/tagged';
import type { EngineSession } from './session';

/**
 * `shelf[key]` bound to its shelf: the call takes the method's signature and answer as they
 * are declared there, so nothing is restated here.
 */
function method<T, K extends keyof T>(shelf: T, key: K): T[K] {
  const fn = shelf[key];
  if (typeof fn !== 'function') throw new TypeError(`${String(key)} is not a method`);
  return fn.bind(shelf) as T[K];
}

/**
 * What each declared call does, over one session's shelves, before a tagged call's request id
 * is added. A call declared and not implemented here, or implemented and not declared, fails to
 * compile.
 */
function implement(s: EngineSession) {
  return {
    listDatasets: method(s.catalogue, 'list'),
    load: method(s.loads, 'load'),
    describeTable: method(s.loads, 'describe'),
    preview: method(s.catalogue, 'preview'),
    importFile: method(s.imports, 'read'),
    cancelImport: method(s.imports, 'cancel'),
    loadImported: method(s.loads, 'loadImported'),
    exportTable: method(s.queries, 'exportTable'),
    modelRun: method(s.queries, 'modelRun'),
    analyze: method(s.queries, 'analyze'),
    page: method(s.queries, 'page'),
    detail: method(s.queries, 'detail'),
    judgeChallenge: method(s.lessons, 'judge'),
    lessonGoal: method(s.lessons, 'goal'),
    checkLesson: method(s.lessons, 'check'),
    lessonAdvice: method(s.lessonAdvisor, 'advise'),
    withPartitionKey,
    withRowKeyRange,
    listScenarios: method(s.comparisons, 'listScenarios'),
    loadComparison: method(s.comparisons, 'load'),
    checkMatrix: method(s.comparisons, 'checkMatrix'),
    writeLoad: method(s.comparisons, 'writeLoad'),
    projection: method(s.comparisons, 'projection'),
    seedTables: method(s.comparisons, 'seedTables'),
    adviseDesigns: method(s.comparisons, 'advise'),
    cancelAdvice: method(s.comparisons, 'cancelAdvice'),
    dropComparison: method(s.comparisons, 'drop'),
    ping: () => 'pong' as const,
  } satisfies Record<CallName, (...args: never[]) => unknown>;
}

type Implementation = ReturnType<typeof implement>;

/** A call as the API offers it: a tagged call takes the request id first and echoes it. */
type Offered<K extends CallName> = (typeof ENGINE_CALLS)[K]['tagged'] extends true
  ? Implementation[K] extends (...args: infer A) => infer R
    ? (requestId: number, ...args: A) => Tagged<R>
    : never
  : Implementation[K];

/** The API's synchronous shape, derived from the contract and the implementation; the client sees it through comlink as promises. */
export type EngineApi = { [K in keyof typeof ENGINE_CALLS]: Offered<K> };

/** Builds the worker API over a session, one entry per call the contract declares. */
export function createApi(session: EngineSession): EngineApi {
  const implemented: Record<CallName, (...args: never[]) => unknown> = implement(session);
  // The table holds each implementation, tagged when the contract says so: what `EngineApi`
  // spells out per call. Arguments pass through untouched: their types were checked by the caller.
  return perCall((name) => {
    const run = implemented[name] as (...args: unknown[]) => unknown;
    return ENGINE_CALLS[name].tagged
      ? (requestId: number, ...args: unknown[]) => ({ requestId, result: run(...args) })
      : run;
  }) as EngineApi;
}
