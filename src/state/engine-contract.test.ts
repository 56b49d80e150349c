import type * as comlink from 'comlink';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { CALL_NAMES, type CallName, ENGINE_CALLS } from '../protocol/calls';
import { createApi, type EngineApi } from '../worker/api';
import type { WorkerApi } from '../worker/engine.worker';
import { EngineSession } from '../worker/session';
import {
  CALL_DEADLINE_MS,
  type EngineCalls,
  type EngineConnection,
  remoteCalls,
  withDeadlines,
} from './engine-client';
import { inProcessEngine } from './in-process-engine';

let conn: EngineConnection | null = null;
afterEach(() => {
  conn?.dispose();
  conn = null;
});

/** A stand-in for comlink's proxy: every name answers, recording the call it was asked. */
function recordingRemote(asked: [string, unknown[]][]): comlink.Remote<WorkerApi> {
  return new Proxy(
    {},
    {
      get:
        (_target, name) =>
        async (...args: unknown[]) => {
          asked.push([String(name), args]);
          return name;
        },
    },
  ) as comlink.Remote<WorkerApi>;
}

describe('the engine contract (issue 23): a call declared once', () => {
  it('names the same calls in the worker API, the client, its deadlines and the in-process engine', () => {
    expectTypeOf<keyof EngineApi>().toEqualTypeOf<CallName>();
    expectTypeOf<keyof EngineCalls>().toEqualTypeOf<CallName>();
    // The worker offers the contract's calls and nothing else (no test-only crash hook).
    expectTypeOf<keyof WorkerApi>().toEqualTypeOf<CallName>();
    const declared = [...CALL_NAMES].sort();
    expect(declared).toEqual(Object.keys(ENGINE_CALLS).sort());
    const api = createApi(new EngineSession(() => 0));
    const client = remoteCalls(recordingRemote([]));
    const guarded = withDeadlines(client, CALL_DEADLINE_MS, () => {});
    conn = inProcessEngine(() => {});
    for (const [name, table] of Object.entries({
      api,
      client,
      guarded: guarded.calls,
      inProcess: conn.calls,
    })) {
      expect(Object.keys(table).sort(), name).toEqual(declared);
      for (const call of Object.values(table)) expect(typeof call).toBe('function');
    }
    for (const name of CALL_NAMES) expect(CALL_DEADLINE_MS[name]).toBe(ENGINE_CALLS[name].deadline);
  });

  it('reaches the worker under its own name, with its arguments as given', async () => {
    const asked: [string, unknown[]][] = [];
    const client = remoteCalls(recordingRemote(asked));
    for (const name of CALL_NAMES) {
      const call = client[name] as (...args: unknown[]) => Promise<unknown>;
      await expect(call(name, 1)).resolves.toBe(name);
    }
    expect(asked).toEqual(CALL_NAMES.map((name) => [name, [name, 1]]));
  });

  it('answers tagged with the request id exactly when the contract says it is tagged', async () => {
    conn = inProcessEngine(() => {});
    const recipe = { dataset: 'employees', size: 50, seed: 1 };
    expect(ENGINE_CALLS.ping.tagged).toBe(false);
    await expect(conn.calls.ping()).resolves.toBe('pong');
    expect(ENGINE_CALLS.preview.tagged).toBe(true);
    const datasets = await conn.calls.listDatasets();
    const design = datasets.find((d) => d.id === 'employees')!.design;
    const preview = await conn.calls.preview(41, recipe, design, 2);
    expect(preview.requestId).toBe(41);
    expect(preview.result.ok).toBe(true);
    await conn.calls.load('main', recipe, null);
    const page = await conn.calls.page(42, 'main', { filter: '' }, null);
    expect(page).toMatchObject({ requestId: 42, result: { ok: true } });
    const tagged = CALL_NAMES.filter((name) => ENGINE_CALLS[name].tagged).sort();
    expect(tagged).toEqual([
      'analyze',
      'checkMatrix',
      'detail',
      'judgeChallenge',
      'page',
      'preview',
    ]);
  });
});
