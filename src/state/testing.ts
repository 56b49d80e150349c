/**
 * Shared fixtures of the state room's tests: an engine factory that behaves as an offline worker
 * does (its chunk never loads, so it dies on the first call it is asked), counting the engines it
 * started, and healthy again once the test says so.
 */
import type { EngineCalls, EngineFactory } from './engine-client';
import { inProcessEngine } from './in-process-engine';

/** An engine that dies on `dying` calls until `healthy` is set; `started` counts the engines. */
export function offlineEngine(dying: readonly (keyof EngineCalls)[]) {
  const engines = { started: 0, healthy: false };
  const factory: EngineFactory = (onDeath) => {
    engines.started++;
    const conn = inProcessEngine(onDeath);
    if (engines.healthy) return conn;
    const dies = () => {
      conn.crash();
      return Promise.reject(new Error('unreachable: the engine is dead'));
    };
    const calls = { ...conn.calls };
    for (const name of dying) (calls as Record<string, unknown>)[name] = dies;
    return { ...conn, calls };
  };
  return { engines, factory };
}
