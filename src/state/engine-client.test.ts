import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Coded, coded } from '../engine';
import { perCall } from '../protocol/calls';
import { CALL_DEADLINE_MS, type EngineCalls, EngineDied, withDeadlines } from './engine-client';

/** Calls that answer `ping` at once and never answer anything else (a hung worker). */
function rawCalls(): EngineCalls {
  const never = () => new Promise<never>(() => {});
  // Types set aside: every call but ping is one that never answers, whatever it would answer.
  return perCall((name) =>
    name === 'ping' ? async () => 'pong' : never,
  ) as unknown as EngineCalls;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withDeadlines', () => {
  it('passes answers through while the engine is alive', async () => {
    const deaths: Coded[] = [];
    const { calls } = withDeadlines(rawCalls(), CALL_DEADLINE_MS, (r) => deaths.push(r));
    await expect(calls.ping()).resolves.toBe('pong');
    expect(deaths).toEqual([]);
  });

  it('declares the engine dead once when a call misses its deadline, and fails later calls', async () => {
    const deaths: Coded[] = [];
    const { calls } = withDeadlines(rawCalls(), { ...CALL_DEADLINE_MS, analyze: 20 }, (r) =>
      deaths.push(r),
    );
    const late = expect(calls.analyze(1, 'main', {}, null, 10)).rejects.toBeInstanceOf(EngineDied);
    await vi.advanceTimersByTimeAsync(19);
    expect(deaths).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await late;
    await expect(calls.ping()).rejects.toBeInstanceOf(EngineDied);
    expect(deaths).toHaveLength(1);
    expect(deaths[0]).toEqual({
      code: 'state.engineLate',
      params: { call: 'analyze', seconds: 0.02 },
    });
  });

  it('rejects pending calls when the engine is killed (a worker error event)', async () => {
    const deaths: Coded[] = [];
    const { calls, kill } = withDeadlines(rawCalls(), CALL_DEADLINE_MS, (r) => deaths.push(r));
    const pending = calls.analyze(1, 'main', {}, null, 10);
    const boom = coded('state.engineWorkerFailed', { detail: 'boom' });
    kill(boom);
    await expect(pending).rejects.toMatchObject({ name: 'EngineDied', reason: boom });
    kill(coded('state.engineUnreadable'));
    expect(deaths).toEqual([boom]);
  });
});

describe('call deadlines (issue 11)', () => {
  it('regression: a hung worker is noticed only after 30 s — a plan now misses its deadline within 8 s, a load keeps minutes', async () => {
    const deaths: Coded[] = [];
    const { calls } = withDeadlines(rawCalls(), CALL_DEADLINE_MS, (r) => deaths.push(r));
    const plan = expect(calls.analyze(1, 'main', {}, null, 10)).rejects.toBeInstanceOf(EngineDied);
    await vi.advanceTimersByTimeAsync(8_000);
    await plan;
    expect(deaths[0]).toEqual({
      code: 'state.engineLate',
      params: { call: 'analyze', seconds: 8 },
    });
    expect(CALL_DEADLINE_MS.load).toBeGreaterThanOrEqual(60_000);
    for (const quick of ['analyze', 'page', 'detail', 'withPartitionKey', 'ping'] as const)
      expect(CALL_DEADLINE_MS[quick]).toBeLessThanOrEqual(8_000);
  });
});
