/**
 * The comparison as a unit: its answers' store, its state over the main view's workspace once
 * attached to it, and, once started, its controller over its own engine.
 */
import type { StoreApi } from 'zustand';
import { coded } from '../../engine';
import type { AccessPattern, Advice, AdviceSettings, ComparisonAnswer } from '../../patterns';
import type { EngineFactory } from '../engine-client';
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
  /** Starts the controller and its engine; returns the function that stops them. */
  start(): () => void;
  /** Starts the engine again after it kept failing (the user asked); nothing when running. */
  retry(): void;
  /** The engine of an explorer view over the comparison's table `table` (its cell pictures). */
  tableEngine(table: string): EngineFactory;
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

/** Makes a comparison with no answers yet; nothing runs until `start()`. */
export function createComparisonView(factory: EngineFactory): ComparisonView {
  const answers = createComparisonStore();
  const state = comparisonState(answers);
  let running: ComparisonController | null = null;
  return {
    store: state.store,
    answers,
    attach(main) {
      const detach = state.attach(main);
      const stopShelving = main.subscribe((now, prev) => {
        if (prev.comparison !== null && now.comparison === null)
          answers.setState({ shelf: setupOf(prev) });
      });
      return () => {
        stopShelving();
        detach();
      };
    },
    start() {
      const controller: ComparisonController = startComparison(state.store, answers, factory);
      running = controller;
      return () => {
        controller.stop();
        if (running === controller) running = null;
      };
    },
    retry: () => running?.retry(),
    tableEngine: (table) => tableEngine(() => running?.connection() ?? null, table),
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
