/**
 * The connection from the UI thread to the engine worker: comlink calls with a deadline, and
 * death detection (the worker's error event, or a call that never answers) so the controller
 * can restart it.
 */
import * as comlink from 'comlink';
import { type Coded, coded } from '../engine';
import type { EngineApi } from '../worker/api';
import type { WorkerApi } from '../worker/engine.worker';

/** The name of an engine call (the worker's test-only extras are not calls the app makes). */
export type CallName = keyof EngineApi;

/**
 * A remote function as a plain asynchronous function: without comlink's proxy handles, and with
 * one promise of the union where comlink's `Promisify` gives a union of promises.
 */
type Callable<F> = F extends (...args: infer A) => infer R
  ? (...args: A) => Promise<Awaited<R>>
  : never;

/**
 * The engine API as the UI thread sees it, derived from the worker's implementation through
 * comlink's `Remote`: arguments and answers are what crosses the boundary, every answer a promise.
 */
export type EngineCalls = { readonly [K in CallName]: Callable<comlink.Remote<WorkerApi>[K]> };

/** A live engine: its calls, how to pass a callback across, and how to shut it down. */
export interface EngineConnection {
  readonly calls: EngineCalls;
  /** Makes a callback callable from the engine's side (a comlink proxy for a worker). */
  callback<F extends (...args: never[]) => void>(fn: F): F;
  /** Stops the engine; pending calls never answer and are ignored. */
  dispose(): void;
  /** Crashes the engine on purpose (tests of the restart path); absent where unsupported. */
  crashForTest?(): void;
}

/** Starts an engine; `onDeath` is called at most once if it dies. */
export type EngineFactory = (onDeath: (reason: Coded) => void) => EngineConnection;

/**
 * How long a call may take before the worker is presumed hung. A load builds up to 1M entities
 * and keeps a long deadline; a plan, a page or a rewrite takes milliseconds (a 1M table scan at
 * `$top=1`, the slowest, about two seconds), so a hung worker is noticed within seconds, not
 * half a minute. Meanwhile the plan panel marks the plan on screen stale (useSlow.ts).
 */
export const CALL_DEADLINE_MS: Readonly<Record<CallName, number>> = {
  listDatasets: 10_000,
  load: 120_000,
  describeTable: 8_000,
  preview: 4_000,
  // Reading a 200 MB file in slices; the worker answers other calls meanwhile.
  importFile: 180_000,
  cancelImport: 4_000,
  loadImported: 120_000,
  exportTable: 120_000,
  // Every page of a query, as exportTable builds them.
  modelRun: 120_000,
  analyze: 8_000,
  page: 8_000,
  detail: 8_000,
  // Runs the learner's query and the reference in full: lesson tables are small.
  judgeChallenge: 8_000,
  withPartitionKey: 4_000,
  withRowKeyRange: 4_000,
  // Access-pattern comparisons: loading builds one table per design over shared records. At 1M
  // records a row of scans takes seconds (the first matrix 24 queries), and on a loaded machine
  // tens of seconds: a missed deadline restarts the engine and loads a million records again.
  listScenarios: 4_000,
  loadComparison: 240_000,
  checkMatrix: 120_000,
  writeLoad: 120_000,
  projection: 120_000,
  dropComparison: 4_000,
  ping: 4_000,
};

/** The error a call rejects with when its engine died or missed its deadline. */
export class EngineDied extends Error {
  override readonly name = 'EngineDied';
  /** Why, coded: the notice says it in the reader's language. */
  constructor(readonly reason: Coded) {
    super(`${reason.code} ${JSON.stringify(reason.params ?? {})}`);
  }
}

/**
 * Wraps each call with its deadline: a call that misses it, or that is pending when the engine
 * dies, rejects with `EngineDied` and reports the death once.
 */
export function withDeadlines(
  raw: EngineCalls,
  deadlines: Readonly<Record<CallName, number>>,
  onDeath: (reason: Coded) => void,
): { calls: EngineCalls; kill(reason: Coded): void } {
  let dead: Coded | null = null;
  const waiting = new Set<(reason: Coded) => void>();
  const kill = (reason: Coded) => {
    if (dead !== null) return;
    dead = reason;
    for (const reject of waiting) reject(reason);
    waiting.clear();
    onDeath(reason);
  };
  const guard =
    <A extends unknown[], R>(name: CallName, fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (dead !== null) return Promise.reject(new EngineDied(dead));
      const late = coded('state.engineLate', { call: name, seconds: deadlines[name] / 1000 });
      return new Promise<R>((resolve, reject) => {
        const abandon = (reason: Coded) => {
          clearTimeout(timer);
          reject(new EngineDied(reason));
        };
        const timer = setTimeout(() => {
          waiting.delete(abandon);
          reject(new EngineDied(late));
          kill(late);
        }, deadlines[name]);
        waiting.add(abandon);
        fn(...args).then(
          (value) => {
            clearTimeout(timer);
            waiting.delete(abandon);
            resolve(value);
          },
          (error: unknown) => {
            clearTimeout(timer);
            waiting.delete(abandon);
            reject(error);
          },
        );
      });
    };
  // Spelled out so the compiler checks every call against the derived type: a call added to the
  // worker and missing here fails to compile.
  const calls: EngineCalls = {
    listDatasets: guard('listDatasets', raw.listDatasets),
    load: guard('load', raw.load),
    describeTable: guard('describeTable', raw.describeTable),
    preview: guard('preview', raw.preview),
    importFile: guard('importFile', raw.importFile),
    cancelImport: guard('cancelImport', raw.cancelImport),
    loadImported: guard('loadImported', raw.loadImported),
    exportTable: guard('exportTable', raw.exportTable),
    modelRun: guard('modelRun', raw.modelRun),
    analyze: guard('analyze', raw.analyze),
    page: guard('page', raw.page),
    detail: guard('detail', raw.detail),
    judgeChallenge: guard('judgeChallenge', raw.judgeChallenge),
    withPartitionKey: guard('withPartitionKey', raw.withPartitionKey),
    withRowKeyRange: guard('withRowKeyRange', raw.withRowKeyRange),
    listScenarios: guard('listScenarios', raw.listScenarios),
    loadComparison: guard('loadComparison', raw.loadComparison),
    checkMatrix: guard('checkMatrix', raw.checkMatrix),
    writeLoad: guard('writeLoad', raw.writeLoad),
    projection: guard('projection', raw.projection),
    dropComparison: guard('dropComparison', raw.dropComparison),
    ping: guard('ping', raw.ping),
  };
  return { calls, kill };
}

/** Starts the engine in a module Web Worker (the app's engine). */
export const spawnWorkerEngine: EngineFactory = (onDeath) => {
  const worker = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'keyscope-engine',
  });
  const remote = comlink.wrap<WorkerApi>(worker);
  let disposed = false;
  const guarded = withDeadlines(remote, CALL_DEADLINE_MS, (reason) => {
    worker.terminate();
    if (!disposed) onDeath(reason);
  });
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    guarded.kill(
      event.message
        ? coded('state.engineWorkerFailed', { detail: event.message })
        : coded('state.engineWorkerFailedBare'),
    );
  };
  worker.addEventListener('error', onError);
  worker.addEventListener('messageerror', () => guarded.kill(coded('state.engineUnreadable')));
  return {
    calls: guarded.calls,
    callback: (fn) => comlink.proxy(fn),
    dispose: () => {
      disposed = true;
      worker.removeEventListener('error', onError);
      // Rejects pending calls, so schedulers waiting on them move on.
      guarded.kill(coded('state.engineStopped'));
    },
    crashForTest: () => {
      void remote.crashForTest();
    },
  };
};
