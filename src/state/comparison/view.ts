/**
 * The comparison as a unit: its answers' store, its state over the main view's workspace once
 * attached to it, and, once started, its controller over its own engine.
 */
import type { StoreApi } from 'zustand';
import { coded } from '../../engine';
import type { AccessPattern, Advice, AdviceSettings, ComparisonAnswer } from '../../patterns';
import type { EngineCalls, EngineFactory } from '../engine-client';
import { EngineUnavailable } from '../engine-start';
import type { ExplorerState } from '../store';
import { COMPARISON_ID, type ComparisonController, startComparison } from './controller';
import { setupOf } from './setup';
import { type ComparisonState, comparisonState, type ReadableStore } from './state';
import { type ComparisonAnswers, createComparisonStore } from './store';
import { tableEngine } from './tables';

/** A comparison: its state, and the start of the controller that keeps its answers current. */
export interface ComparisonView {
  /** The comparison as components read it: the workspace's setup and the answers. */
  readonly store: ReadableStore<ComparisonState>;
  /** The answers alone (what the worker said, the selection, the shelved setup). */
  readonly answers: StoreApi<ComparisonAnswers>;
  /**
   * Reads what is compared from `main`'s workspace, and shelves its comparison whenever it
   * closes (a click, Back, a link without one) so reopening brings it back; returns the
   * function that lets go.
   */
  attach(main: StoreApi<ExplorerState>): () => void;
  /**
   * Starts the controller and its engine (made by `engines`, else by the view's factory);
   * returns the function that stops them.
   */
  start(engines?: EngineFactory): () => void;
  /** Starts the engine again after it kept failing (the user asked); nothing when running. */
  retry(): void;
  /** The engine of an explorer view over the comparison's table `table` (its cell pictures). */
  tableEngine(table: string): EngineFactory;
  /**
   * Resolves once the comparison is neither loading or checking nor on screen (at once when it
   * is not running): what the main view's loads wait for, so the comparison's engines have the
   * cores meanwhile, and so a million records are not loaded into an explorer nobody sees while
   * the comparison's edits want the cores (measured: the first re-check of the commonest last
   * name took 458 ms beside the explorer's load).
   */
  whenIdle(): Promise<void>;
  /** The calls of the engine holding the comparison's tables, or null while it (re)starts. */
  calls(): EngineCalls | null;
  /**
   * The design advisor's search over the comparison's records, on its engine (src/patterns/
   * advisor); `onProgress` hears (built, limit). Refuses when the engine is not running.
   */
  advise(
    patterns: readonly AccessPattern[],
    settings: AdviceSettings,
    onProgress?: (built: number, limit: number) => void,
  ): Promise<ComparisonAnswer<Advice>>;
  /** Stops the advisor's search; it answers with what it built so far. */
  cancelAdvice(): void;
}

/** The longest the main view's load waits for the comparison (a million records take seconds). */
const GIVE_WAY_CAP_MS = 30_000;

/**
 * Whether the comparison's engines are busy loading its tables or checking its matrix, or are
 * about to (designs to load and no answer yet while its engine starts; a load and no matrix).
 */
function busy(s: ComparisonState): boolean {
  if (s.load.phase === 'running' || s.matrix.phase === 'running') return true;
  if (s.designs.length === 0 || s.size <= 0) return false;
  // Loaded and not yet checked, or not yet loaded: the next step is on its way.
  return s.load.phase === 'idle' || (s.load.phase === 'ready' && s.matrix.phase === 'idle');
}

/** Makes a comparison with no answers yet; nothing runs until `start()`. */
export function createComparisonView(factory: EngineFactory): ComparisonView {
  const answers = createComparisonStore();
  const state = comparisonState(answers);
  let running: ComparisonController | null = null;
  /** Whether it was ever started (a comparison stopped since has nothing to wait for). */
  let started = false;
  /** Who waits for the comparison to be idle; all told when it is, or when it stops. */
  const waiting: (() => void)[] = [];
  const release = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  /** Whether the comparison is on screen, in place of the explorer (false until attached). */
  let onScreen = () => false;
  /** The explorer may load: the comparison neither wants the cores nor hides the explorer. */
  const clear = () => !busy(state.store.getState()) && !onScreen();
  const settle = () => {
    if (clear()) release();
  };
  state.store.subscribe(settle);
  return {
    store: state.store,
    answers,
    attach(main) {
      const detach = state.attach(main);
      onScreen = () => main.getState().comparison !== null;
      const stopShelving = main.subscribe((now, prev) => {
        if (prev.comparison !== null && now.comparison === null)
          answers.setState({ shelf: setupOf(prev) });
        settle();
      });
      return () => {
        stopShelving();
        detach();
        onScreen = () => false;
        settle();
      };
    },
    start(engines = factory) {
      const controller: ComparisonController = startComparison(state.store, answers, engines);
      running = controller;
      started = true;
      return () => {
        controller.stop();
        if (running === controller) running = null;
        release();
      };
    },
    retry: () => running?.retry(),
    tableEngine: (table) => tableEngine(() => running?.connection() ?? null, table),
    async whenIdle() {
      // One task first: a change that starts both loads (a larger size) reaches the
      // comparison's controller after the caller, and its load must be seen as under way.
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Not running: nothing to wait for, unless it is on screen and was never started (its
      // view's code still on its way, a link's large size asked for at once), so about to be
      // busy: measured, the explorer's load of a million records then took 2 s of a core from
      // the comparison's first matrix.
      if (running === null ? started || !onScreen() : clear()) return;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        // Giving way, not waiting forever: past the cap the explorer loads anyway, once it is
        // on screen again (while the comparison is, nobody sees the explorer's table).
        const cap = () => {
          if (onScreen()) setTimeout(cap, GIVE_WAY_CAP_MS);
          else resolve();
        };
        setTimeout(cap, GIVE_WAY_CAP_MS);
      });
    },
    calls: () => running?.connection()?.calls ?? null,
    advise(patterns, settings, onProgress) {
      const connection = running?.connection();
      if (!connection)
        return Promise.reject(new EngineUnavailable(coded('state.comparisonEngineGone')));
      const progress = onProgress && connection.callback(onProgress);
      return connection.calls.adviseDesigns(COMPARISON_ID, patterns, settings, progress);
    },
    cancelAdvice() {
      void running?.connection()?.calls.cancelAdvice(COMPARISON_ID);
    },
  };
}
