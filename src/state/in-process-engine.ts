/**
 * An engine that runs in the calling thread, behind the same asynchronous calls and deadlines
 * as the worker. Node tests drive the real controller and the real engine through it.
 */
import { createApi } from '../worker/api';
import { EngineSession } from '../worker/session';
import {
  CALL_DEADLINE_MS,
  type EngineCalls,
  type EngineFactory,
  withDeadlines,
} from './engine-client';

/** Starts an in-thread engine; `crashForTest` kills it as a worker error would. */
export const inProcessEngine: EngineFactory = (onDeath) => {
  const api = createApi(new EngineSession(() => performance.now()));
  const calls = Object.fromEntries(
    Object.entries(api).map(([name, fn]) => [
      name,
      // A macrotask hop, as a worker round trip has, so ordering bugs show up here too.
      (...args: unknown[]) =>
        new Promise((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve((fn as (...a: unknown[]) => unknown)(...args));
            } catch (error) {
              reject(error);
            }
          }, 0),
        ),
    ]),
  ) as unknown as EngineCalls;
  let disposed = false;
  const guarded = withDeadlines(calls, CALL_DEADLINE_MS, (reason) => {
    if (!disposed) onDeath(reason);
  });
  return {
    calls: guarded.calls,
    callback: (fn) => fn,
    dispose: () => {
      disposed = true;
      guarded.kill('the engine was stopped');
    },
    crashForTest: () => guarded.kill('the engine crashed (test)'),
  };
};
