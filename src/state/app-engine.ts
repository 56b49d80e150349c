/**
 * The app's views over Web Worker engines: the main view, which owns the address bar, the
 * autosave and the user's imported files, and side views (the comparison's), which own nothing.
 */
import { type ComparisonView, createComparisonView } from './comparison-view';
import { spawnWorkerEngine } from './engine-client';
import { createExplorerView, type ExplorerView } from './explorer-view';
import { indexedDbImportStore } from './import-store';
import { startShareSync } from './share-sync';
import type { Workspace } from './workspace';

/**
 * The main view, its workspace opened from the link or the autosave. Make it once before the
 * first render, so the engine loads the link's dataset first.
 */
export function createMainView(): ExplorerView {
  return createExplorerView({
    factory: spawnWorkerEngine,
    imports: indexedDbImportStore(),
    share: (store) => startShareSync(store),
    // Lets the e2e suite kill the worker and watch the app recover; harmless for users.
    onStart: (controller) => {
      (globalThis as { __keyscope?: unknown }).__keyscope = {
        crashWorker: () => controller.crashForTest(),
      };
    },
  });
}

/** A view beside the main one, opened on `workspace`; it never writes the address bar. */
export function createSideView(workspace: Partial<Workspace>): ExplorerView {
  return createExplorerView({ factory: spawnWorkerEngine, workspace });
}

/** The comparison of designs, over its own Web Worker engine. */
export function createAppComparison(): ComparisonView {
  return createComparisonView(spawnWorkerEngine);
}
