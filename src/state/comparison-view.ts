/** The comparison as a unit: its store and, once started, its controller over its own engine. */
import type { StoreApi } from 'zustand';
import { type ComparisonController, startComparison } from './comparison-controller';
import { type ComparisonState, createComparisonStore } from './comparison-store';
import type { EngineFactory } from './engine-client';

/** A comparison: a store, and the start of the controller that keeps its answers current. */
export interface ComparisonView {
  readonly store: StoreApi<ComparisonState>;
  /** Starts the controller and its engine; returns the function that stops them. */
  start(): () => void;
}

/** Makes a comparison with an empty store; nothing runs until `start()`. */
export function createComparisonView(factory: EngineFactory): ComparisonView {
  const store = createComparisonStore();
  return {
    store,
    start() {
      const controller: ComparisonController = startComparison(store, factory);
      return () => controller.stop();
    },
  };
}
