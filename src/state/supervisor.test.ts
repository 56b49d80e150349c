import { describe, expect, it } from 'vitest';
import { type Coded, coded } from '../engine';
import type { EngineFactory } from './engine-client';
import { type InProcessConnection, inProcessEngine } from './in-process-engine';
import { EngineSupervisor, isEngineDeath, type SupervisorHooks } from './supervisor';

/** Hooks that record what the supervisor said, in order. */
function recorder() {
  const said: string[] = [];
  const hooks: SupervisorHooks = {
    connected: () => said.push('connected'),
    restarting: (reason: Coded) => said.push(`restarting ${reason.code}`),
    gaveUp: (reason: Coded) => said.push(`gave up ${reason.code}`),
    unavailable: () => said.push('unavailable'),
  };
  return { said, hooks };
}

/** An in-process engine that counts how many were made, and crashes the last one on demand. */
function counted() {
  const made: { count: number; last: InProcessConnection | null } = { count: 0, last: null };
  const factory: EngineFactory = (onDeath) => {
    made.count++;
    made.last = inProcessEngine(onDeath);
    return made.last;
  };
  return { made, factory, crash: () => made.last?.crash() };
}

describe('the engine supervisor', () => {
  it('restarts within the budget, gives up past it, and tries again when asked', () => {
    const { said, hooks } = recorder();
    const { made, factory, crash } = counted();
    const supervisor = new EngineSupervisor(factory, hooks, () => 0, {
      restarts: 2,
      windowMs: 1000,
    });
    supervisor.start();
    for (let n = 0; n < 3; n++) crash();
    expect(made.count).toBe(3);
    expect(supervisor.gaveUp).toBe(true);
    expect(supervisor.connection).toBeNull();
    expect(said).toEqual([
      'connected',
      'restarting state.engineCrashed',
      'connected',
      'restarting state.engineCrashed',
      'connected',
      'gave up state.engineCrashed',
    ]);
    supervisor.retry();
    expect(made.count).toBe(4);
    expect(supervisor.gaveUp).toBe(false);
    // A fresh budget: two more restarts before it gives up again.
    crash();
    crash();
    expect(supervisor.gaveUp).toBe(false);
    supervisor.stop();
  });

  it('counts only deaths within the window: a crash now and then is always survived', () => {
    const { hooks } = recorder();
    const { made, factory, crash } = counted();
    let now = 0;
    const supervisor = new EngineSupervisor(factory, hooks, () => now, {
      restarts: 1,
      windowMs: 1000,
    });
    supervisor.start();
    for (let n = 0; n < 5; n++) {
      now += 1001;
      crash();
    }
    expect(supervisor.gaveUp).toBe(false);
    expect(made.count).toBe(6);
    supervisor.stop();
  });

  it('does not charge a restart on purpose, and ignores deaths after stop', () => {
    const { said, hooks } = recorder();
    const { made, factory } = counted();
    const supervisor = new EngineSupervisor(factory, hooks, () => 0, {
      restarts: 0,
      windowMs: 1000,
    });
    supervisor.start();
    supervisor.restart();
    supervisor.restart();
    expect(made.count).toBe(3);
    expect(supervisor.gaveUp).toBe(false);
    const last = made.last;
    supervisor.stop();
    last?.crash();
    expect(said.filter((s) => s !== 'connected')).toEqual([]);
  });

  it('tells a death by its type, and says when no engine can be made', async () => {
    const { said, hooks } = recorder();
    const supervisor = new EngineSupervisor(() => {
      throw new Error('no workers here');
    }, hooks);
    supervisor.start();
    expect(said).toEqual(['unavailable']);
    expect(() => supervisor.calls).toThrow();
    try {
      void supervisor.calls;
    } catch (error) {
      expect(isEngineDeath(error)).toBe(true);
    }
    // An error that only looks like a death (a worker's message naming it) is not one.
    const lookalike = new Error('EngineDied');
    lookalike.name = 'EngineDied';
    expect(isEngineDeath(lookalike)).toBe(false);
    expect(isEngineDeath(coded('state.engineCrashed'))).toBe(false);
  });

  it('cancels its runners on a restart: an answer from the old engine is never delivered', async () => {
    const { hooks } = recorder();
    const { factory } = counted();
    const supervisor = new EngineSupervisor(factory, hooks);
    supervisor.start();
    const delivered: string[] = [];
    const runner = supervisor.latest(
      async (_id, input: string) => {
        await supervisor.calls.ping();
        return input;
      },
      (output) => delivered.push(output),
    );
    const answer = supervisor.latestAnswer(async (_id, input: string) => {
      await new Promise((r) => setTimeout(r, 5));
      return input;
    });
    runner.submit('old');
    const pending = answer.ask('old');
    supervisor.restart();
    expect(await pending).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(delivered).toEqual([]);
    runner.submit('new');
    await new Promise((r) => setTimeout(r, 20));
    expect(delivered).toEqual(['new']);
    supervisor.stop();
  });
});
