/**
 * The engine supervisor: the one place that owns a view's connection to its engine. It starts
 * the engine, tells a death from any other failure (`EngineDied`, by type), restarts a dead
 * engine within a budget, and stops restarting when the budget is spent until the user asks to
 * try again. The explorer and the comparison both run on it, so neither can restart an engine
 * that fails on every call forever (issue 24: offline, a comparison restarted its worker about
 * 5,000 times in 15 seconds).
 *
 * It also makes the latest-only runners of its views: their answers are dropped when stale, a
 * death is never reported as the user's failure (the restart re-runs the work), and a restart or
 * a stop cancels them all at once.
 */
import type { Coded } from '../engine';
import { coded } from '../engine';
import {
  type EngineCalls,
  type EngineConnection,
  EngineDied,
  type EngineFactory,
} from './engine-client';
import { LatestAnswer, LatestOnly } from './latest';

/** How many unplanned restarts an engine gets, and within how long, before the supervisor stops. */
export interface RestartBudget {
  readonly restarts: number;
  readonly windowMs: number;
}

/**
 * Three restarts a minute: a crash now and then is survived unnoticed beyond a notice, while an
 * engine that dies on every call (no network for its chunk, a hung million-record load) stops
 * after seconds, not after thousands of workers.
 */
const RESTART_BUDGET: RestartBudget = { restarts: 3, windowMs: 60_000 };

/** What the view does at each turn of its engine's life. */
export interface SupervisorHooks {
  /** A new engine is up (the first, a restart or a retry): ask it for everything on show. */
  connected(): void;
  /** The engine died and is being restarted, within the budget. */
  restarting(reason: Coded): void;
  /** The engine died once too often: it stays down until `retry()`. */
  gaveUp(reason: Coded): void;
  /** No engine could be made at all (a policy forbids workers): `error` says why. */
  unavailable(error: unknown): void;
}

/** Whether `error` says the engine died (so its restart, not the user, deals with it). */
export function isEngineDeath(error: unknown): error is EngineDied {
  return error instanceof EngineDied;
}

/** Something a runner can be told to forget. */
interface Cancellable {
  cancel(): void;
}

/** Owns one view's engine: its connection, restarts, restart budget and latest-only runners. */
export class EngineSupervisor {
  private conn: EngineConnection | null = null;
  private stopped = false;
  private spent = false;
  /** When each unplanned restart happened, within the budget's window. */
  private readonly deaths: number[] = [];
  private readonly runners: Cancellable[] = [];

  constructor(
    private readonly factory: EngineFactory,
    private readonly hooks: SupervisorHooks,
    private readonly clock: () => number = () => Date.now(),
    private readonly budget: RestartBudget = RESTART_BUDGET,
  ) {}

  /** Starts the first engine. */
  start(): void {
    this.connect();
  }

  /** The running engine, or null while it restarts, after giving up, or after `stop()`. */
  get connection(): EngineConnection | null {
    return this.conn;
  }

  /** Whether restarts are spent: the engine stays down until `retry()`. */
  get gaveUp(): boolean {
    return this.spent;
  }

  /** The engine's calls; throws `EngineDied` when there is no engine, as a dead one's calls do. */
  get calls(): EngineCalls {
    return this.live().calls;
  }

  /** Makes `fn` callable from the engine's side; throws `EngineDied` when there is no engine. */
  callback<F extends (...args: never[]) => void>(fn: F): F {
    return this.live().callback(fn);
  }

  /**
   * Replaces the engine on purpose (stopping a load the user cancelled): not a death, so the
   * budget is not charged and no notice is due. `meanwhile` runs while no engine is up, so what
   * it changes starts no work on the old one.
   */
  restart(meanwhile: () => void = () => {}): void {
    if (this.stopped) return;
    this.drop();
    meanwhile();
    this.connect();
  }

  /** The user asks to try again after the supervisor gave up: a fresh budget and a fresh engine. */
  retry(): void {
    if (this.stopped || !this.spent) return;
    this.spent = false;
    this.deaths.length = 0;
    this.connect();
  }

  /** Shuts the engine down for good and forgets all pending work. */
  stop(): void {
    this.stopped = true;
    this.drop();
  }

  /**
   * A latest-only runner on this engine (see `LatestOnly`): `fail` hears of every failure except
   * the engine's death, and restarts and `stop()` cancel it.
   */
  latest<I, O>(
    run: (requestId: number, input: I) => Promise<O>,
    deliver: (output: O, input: I, requestId: number) => void,
    fail: (error: unknown, input: I, requestId: number) => void = () => {},
  ): LatestOnly<I, O> {
    const runner = new LatestOnly(run, deliver, (error, input, id) => {
      if (!isEngineDeath(error)) fail(error, input, id);
    });
    this.runners.push(runner);
    return runner;
  }

  /**
   * A latest-only call whose caller awaits the answer (see `LatestAnswer`): null when a newer
   * call was made meanwhile. Restarts and `stop()` make pending answers null.
   */
  latestAnswer<I, O>(run: (requestId: number, input: I) => Promise<O>): LatestAnswer<I, O> {
    const runner = new LatestAnswer(run);
    this.runners.push(runner);
    return runner;
  }

  private live(): EngineConnection {
    if (!this.conn) throw new EngineDied(coded('state.engineRestarting'));
    return this.conn;
  }

  /** Disposes of the engine, if any, and cancels every runner's pending work. */
  private drop(): void {
    for (const runner of this.runners) runner.cancel();
    const old = this.conn;
    this.conn = null;
    old?.dispose();
  }

  private connect(): void {
    let connection: EngineConnection;
    try {
      connection = this.factory((reason) => this.died(connection, reason));
    } catch (error) {
      this.hooks.unavailable(error);
      return;
    }
    this.conn = connection;
    this.hooks.connected();
  }

  private died(connection: EngineConnection, reason: Coded): void {
    // A death reported by an engine already replaced (or after stop) is not this view's.
    if (this.stopped || this.conn !== connection) return;
    this.drop();
    const now = this.clock();
    this.deaths.push(now);
    while (this.deaths.length > 0 && now - (this.deaths[0] ?? now) > this.budget.windowMs)
      this.deaths.shift();
    if (this.deaths.length > this.budget.restarts) {
      this.spent = true;
      this.hooks.gaveUp(reason);
      return;
    }
    this.hooks.restarting(reason);
    this.connect();
  }
}
