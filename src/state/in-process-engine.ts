/**
 * An engine that runs in the calling thread, behind the same asynchronous calls and deadlines
 * as the worker. Node tests drive the real controller and the real engine through it. Every
 * argument and answer is passed through `structuredClone`, as a worker message is, so a value
 * that could not cross the worker boundary fails a unit test rather than only the e2e suite.
 */
import { type Coded, coded } from '../engine';
import { perCall } from '../protocol/calls';
import { createApi } from '../worker/api';
import { EngineSession } from '../worker/session';
import {
  CALL_DEADLINE_MS,
  type EngineCalls,
  type EngineConnection,
  withDeadlines,
} from './engine-client';

/**
 * Copies `value` as posting it to a worker would. Functions registered with `callbacks` (the
 * in-process twin of a comlink proxy) pass as they are; any other function fails to clone.
 */
function crossing<T>(value: T, callbacks: WeakSet<object>): T {
  return typeof value === 'function' && callbacks.has(value) ? value : structuredClone(value);
}

/**
 * An in-thread engine's connection, with `crash`: tests kill it as a worker error would. Only
 * this test twin can crash on purpose; the production worker's connection has no such hook.
 */
export type InProcessConnection = EngineConnection & { crash(): void };

/** Starts an in-thread engine (an EngineFactory); see InProcessConnection for `crash`. */
export const inProcessEngine = (onDeath: (reason: Coded) => void): InProcessConnection => {
  const api = createApi(new EngineSession(() => performance.now()));
  const callbacks = new WeakSet<object>();
  // A macrotask hop, as a worker round trip has, so ordering bugs show up here too; arguments
  // are cloned when sent and answers when they arrive, as by `postMessage`.
  const hop =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): Promise<Awaited<R>> => {
      try {
        const sent = args.map((arg) => crossing(arg, callbacks)) as A;
        return new Promise<Awaited<R>>((resolve, reject) =>
          setTimeout(async () => {
            try {
              resolve(crossing(await fn(...sent), callbacks));
            } catch (error) {
              reject(error);
            }
          }, 0),
        );
      } catch (error) {
        return Promise.reject(error);
      }
    };
  // One hop per declared call. The cast is sound: `hop` clones arguments and answers but keeps
  // their types, so each call answers as the worker's would through comlink (EngineCalls).
  const calls = perCall((name) => hop(api[name] as (...args: unknown[]) => unknown)) as EngineCalls;
  let disposed = false;
  const guarded = withDeadlines(calls, CALL_DEADLINE_MS, (reason) => {
    if (!disposed) onDeath(reason);
  });
  return {
    calls: guarded.calls,
    callback: (fn) => {
      callbacks.add(fn);
      return fn;
    },
    dispose: () => {
      disposed = true;
      guarded.kill(coded('state.engineStopped'));
    },
    crash: () => guarded.kill(coded('state.engineCrashed')),
  };
};
