/**
 * The comparison's controller: watches the comparison (the workspace's setup, state.ts) and
 * keeps the worker's answers in the comparison store current. New records or designs reload
 * the comparison (records once, one table per design); a pattern edit re-checks every cell; the
 * write load follows its settings (the projection and the cost are the view's own, computed from
 * the matrix). Latest edit wins. The engine's life is the supervisor's, as the explorer's is: a
 * dead engine is restarted and the comparison reloaded, within the same budget, and when it is
 * spent the view offers to try again.
 */
import type { StoreApi } from 'zustand';
import { coded } from '../../engine';
import type {
  AccessPattern,
  ComparisonAnswer,
  Matrix,
  WriteLoad,
  WriteLoadSettings,
} from '../../patterns';
import { failed, IDLE, ready, running } from '../answer';
import type { EngineConnection, EngineFactory } from '../engine-client';
import { describeFailure, Refused } from '../engine-failure';
import { EngineSupervisor, isEngineDeath } from '../supervisor';
import { sameTables } from './setup';
import type { ComparisonState, ReadableStore } from './state';
import type { ComparisonAnswers } from './store';

/** The controller's handle: its engine, trying again, stopping; everything else is state. */
export interface ComparisonController {
  /** Stops watching the comparison and shuts the engine down. */
  stop(): void;
  /** Starts the engine again after it kept failing and the restarts were spent (the user asked). */
  retry(): void;
  /** The engine holding the comparison's tables, or null while it (re)starts or after stop. */
  connection(): EngineConnection | null;
}

/** A check asked of the worker: the patterns, and whether the cells alone will do for now. */
interface Check {
  readonly patterns: readonly AccessPattern[];
  readonly cellsOnly: boolean;
}

/** The least time between two repaints of the load's progress. */
const PROGRESS_EVERY_MS = 250;

/** The worker's name for this controller's one comparison. */
export const COMPARISON_ID = 'view';

/** The answer's value, or throws its message (the runner turns it into a failure). */
function unwrap<T>(answer: ComparisonAnswer<T>): T {
  if (!answer.ok) throw new Refused(answer.error);
  return answer.value;
}

/**
 * Starts the controller over the comparison `state`, writing answers to `answers`, running the
 * engine made by `factory` (`clock` times its restarts against the budget).
 */
export function startComparison(
  state: ReadableStore<ComparisonState>,
  answers: StoreApi<ComparisonAnswers>,
  factory: EngineFactory,
  clock: () => number = () => Date.now(),
): ComparisonController {
  /** Bumped by every load: an answer is shown only when no newer load began since. */
  let generation = 0;
  const engine: EngineSupervisor = new EngineSupervisor(
    factory,
    {
      connected: () => void connected(),
      restarting: (reason) =>
        answers.setState((s) => ({
          load: failed(s.load, coded('state.comparisonEngineStopped', { reason })),
        })),
      gaveUp: (reason) =>
        answers.setState((s) => ({
          load: failed(s.load, coded('state.comparisonEngineKeepsFailing', { reason })),
          gaveUp: true,
        })),
      unavailable: (error) =>
        answers.setState((s) => ({ load: failed(s.load, describeFailure(error)) })),
    },
    clock,
  );

  const checker = engine.latest<Check, ComparisonAnswer<Matrix>>(
    async (id, { patterns, cellsOnly }) =>
      (await engine.calls.checkMatrix(id, COMPARISON_ID, patterns, cellsOnly)).result,
    (answer, asked) => {
      if (!answer.ok) {
        answers.setState((s) => ({ matrix: failed(s.matrix, answer.error) }));
        return;
      }
      answers.setState({ matrix: ready(answer.value) });
      // A first matrix comes without what the workload model reads; the full check follows at
      // once (its rows from the worker's cache), the cells on show meanwhile and not stale.
      if (asked.cellsOnly) checker.submit({ patterns: asked.patterns, cellsOnly: false });
    },
    (error) => answers.setState((s) => ({ matrix: failed(s.matrix, describeFailure(error)) })),
  );
  const writer = engine.latest<WriteLoadSettings, WriteLoad>(
    async (_id, settings) => unwrap(await engine.calls.writeLoad(COMPARISON_ID, settings)),
    (value) => answers.setState({ writes: ready(value) }),
    (error) => answers.setState((s) => ({ writes: failed(s.writes, describeFailure(error)) })),
  );
  /** Whether the worker holds the comparison on show, so its cells may be asked about. */
  const loaded = () => engine.connection !== null && answers.getState().load.phase === 'ready';

  /** Checks the patterns; `first`, after a load: the cells first, the model's facts after. */
  function check(first = false): void {
    if (!loaded()) return;
    answers.setState((s) => ({ matrix: running(s.matrix) }));
    checker.submit({ patterns: state.getState().patterns, cellsOnly: first });
  }

  function writeLoad(): void {
    if (!loaded()) return;
    answers.setState((s) => ({ writes: running(s.writes) }));
    writer.submit(state.getState().writeLoad);
  }

  async function load(): Promise<void> {
    const { dataset, size, seed, designs, patterns } = state.getState();
    const mine = ++generation;
    checker.cancel();
    writer.cancel();
    if (!engine.connection || designs.length === 0 || size <= 0) {
      // Without an engine, what went wrong with it stays on show; else nothing is asked.
      if (engine.connection || answers.getState().load.phase !== 'failed')
        answers.setState({ load: IDLE });
      return;
    }
    answers.setState((s) => ({ load: { ...running(s.load), done: 0, expected: size } }));
    // Shown at most every PROGRESS_EVERY_MS: each report repaints the view, and at a million
    // records (a report per 65,536 entities an engine) the page's repaints took 0.5-0.6 s of
    // CPU beside the engines loading on the same two cores (Chromium trace).
    let latest = { done: 0, expected: size };
    let pending = false;
    const show = () => {
      pending = false;
      const now = answers.getState().load;
      if (mine === generation && now.phase === 'running')
        answers.setState({ load: { ...now, ...latest } });
    };
    const onProgress = engine.callback((done: number, expected: number) => {
      latest = { done, expected };
      if (pending) return;
      pending = true;
      setTimeout(show, PROGRESS_EVERY_MS);
    });
    try {
      const answer = await engine.calls.loadComparison(
        COMPARISON_ID,
        { dataset, size, seed },
        designs,
        onProgress,
        { patterns },
      );
      if (mine !== generation) return;
      if (!answer.ok) {
        answers.setState((s) => ({ load: failed(s.load, answer.error) }));
        return;
      }
      answers.setState({ load: ready(answer.value.candidates) });
      check(true);
      writeLoad();
    } catch (error) {
      if (mine !== generation || isEngineDeath(error)) return;
      answers.setState((s) => ({ load: failed(s.load, describeFailure(error)) }));
    }
  }

  /** A new engine is up: fetch the bundled scenarios, then load the comparison on it. */
  async function connected(): Promise<void> {
    const mine = engine.connection;
    const loads = generation;
    // A fresh engine holds none of the tables an earlier one answered about; and it runs, so
    // a give-up from an earlier mount of the view no longer holds.
    answers.setState((s) => ({
      gaveUp: false,
      ...(s.load.phase === 'ready' ? { load: running(s.load) } : {}),
    }));
    try {
      const scenarios = await engine.calls.listScenarios();
      if (engine.connection !== mine) return;
      answers.setState({ scenarios });
    } catch (error) {
      // Without the bundled scenarios, a comparison from the explorer's dataset still works.
      if (engine.connection !== mine || isEngineDeath(error)) return;
    }
    // An edit while the scenarios came (a held link's "Load 1,000,000 entities" clicked at
    // once) already loaded the comparison on this engine: loading it again queued a second
    // million-record load behind the first, doubling the wait (seen in Chromium traces).
    if (generation !== loads) return;
    await load();
  }

  const unsubscribe = state.subscribe((now, prev) => {
    if (!sameTables(now, prev)) {
      void load();
      return;
    }
    if (now.patterns !== prev.patterns) check();
    if (now.writeLoad !== prev.writeLoad) writeLoad();
  });

  engine.start();

  return {
    connection: () => engine.connection,
    retry() {
      if (!engine.gaveUp) return;
      answers.setState({ gaveUp: false, load: IDLE });
      engine.retry();
    },
    stop() {
      unsubscribe();
      generation++;
      engine.stop();
    },
  };
}
