/**
 * The app's one controller over the app's one store, with the engine in a Web Worker.
 * The UI starts it on mount and reaches its actions through `explorerActions()`.
 */
import { type ExplorerController, startExplorer } from './controller';
import { spawnWorkerEngine } from './engine-client';
import { indexedDbImportStore } from './import-store';
import { useExplorer } from './store';

let controller: ExplorerController | null = null;

/** Starts the engine worker and the controller; returns the function that stops them. */
export function startAppEngine(): () => void {
  const mine = startExplorer(
    useExplorer,
    spawnWorkerEngine,
    () => Date.now(),
    indexedDbImportStore(),
  );
  controller = mine;
  // Lets the e2e suite kill the worker and watch the app recover; harmless for users.
  (globalThis as { __keyscope?: unknown }).__keyscope = {
    crashWorker: () => mine.crashForTest(),
  };
  return () => {
    mine.stop();
    if (controller === mine) controller = null;
  };
}

/** The running controller's actions (page fetches, filter rewrites), or null before start. */
export function explorerActions(): ExplorerController | null {
  return controller;
}
