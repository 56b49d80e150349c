/**
 * The connection from the UI thread to the engine worker: comlink calls with a deadline, and
 * death detection (the worker's error event, or a call that never answers) so the controller
 * can restart it.
 */
import * as comlink from 'comlink';
import { type Coded, coded } from '../engine';
import { type CallName, ENGINE_CALLS, perCall } from '../protocol/calls';
import type { WorkerApi } from '../worker/engine.worker';

/** The name of an engine call, as the contract declares it. */
export type { CallName } from '../protocol/calls';

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
}

/** Starts an engine; `onDeath` is called at most once if it dies. */
export type EngineFactory = (onDeath: (reason: Coded) => void) => EngineConnection;

/** How long each call may take before the worker is presumed hung (the contract's deadlines). */
export const CALL_DEADLINE_MS: Readonly<Record<CallName, number>> = perCall(
  (name) => ENGINE_CALLS[name].deadline,
);

/** The error a call rejects with when its engine died or missed its deadline. */
export class EngineDied extends Error {
  override readonly name = 'EngineDied';
  /** Why, coded: the notice says it in the reader's language. */
  constructor(readonly reason: Coded) {
    super(`${reason.code} ${JSON.stringify(reason.params ?? {})}`);
  }
}

/** Any engine call, its types set aside where a loop over the contract handles every call alike. */
type AnyCall = (...args: unknown[]) => Promise<unknown>;

/**
 * The worker's calls through comlink, one per declared call. Comlink's proxy would answer any
 * name; the contract says which exist, and the client offers those only.
 */
export function remoteCalls(remote: comlink.Remote<WorkerApi>): EngineCalls {
  return perCall((name) => {
    const call = remote[name] as unknown as AnyCall;
    return (...args: unknown[]) => call(...args);
  }) as EngineCalls;
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
  // One guarded call per declared call. The cast is sound: `guard` passes arguments and answers
  // through unchanged, so each guarded call has its raw call's signature, as EngineCalls says.
  const calls = perCall((name) => guard(name, raw[name] as AnyCall)) as EngineCalls;
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
  const guarded = withDeadlines(remoteCalls(remote), CALL_DEADLINE_MS, (reason) => {
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
  };
};
