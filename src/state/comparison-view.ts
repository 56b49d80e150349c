/** The comparison as a unit: its store and, once started, its controller over its own engine. */
import type { StoreApi } from 'zustand';
import { type ComparisonController, startComparison } from './comparison-controller';
import { type ComparisonState, createComparisonStore } from './comparison-store';
import { tableEngine } from './comparison-tables';
import type { EngineFactory } from './engine-client';

/** A comparison: a store, and the start of the controller that keeps its answers current. */
export interface ComparisonView {
  readonly store: StoreApi<ComparisonState>;
  /** Starts the controller and its engine; returns the function that stops them. */
  start(): () => void;
  /** The engine of an explorer view over the comparison's table `table` (its cell pictures). */
  tableEngine(table: string): EngineFactory;
}

/** Makes a comparison with an empty store; nothing runs until `start()`. */
export function createComparisonView(factory: EngineFactory): ComparisonView {
  const store = createComparisonStore();
  let running: ComparisonController | null = null;
  return {
    store,
    start() {
      const controller: ComparisonController = startComparison(store, factory);
      running = controller;
      return () => {
        controller.stop();
        if (running === controller) running = null;
      };
    },
    tableEngine: (table) => tableEngine(() => running?.connection() ?? null, table),
  };
}
