/**
 * The app's one controller over the app's one store, with the engine in a Web Worker.
 * The UI starts it on mount and reaches its actions through `explorerActions()`.
 */
import { type ExplorerController, startExplorer } from './controller';
import { spawnWorkerEngine } from './engine-client';
import { indexedDbImportStore } from './import-store';
import { type LiveController, startLiveController } from './live-controller';
import { useLive } from './live-store';
import { useExplorer } from './store';

let controller: ExplorerController | null = null;
let live: LiveController | null = null;

/** This tab's sessionStorage, or null where the browser refuses it (a sandboxed frame). */
function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Starts the engine worker and the controller; returns the function that stops them. */
export function startAppEngine(): () => void {
  const mine = startExplorer(
    useExplorer,
    spawnWorkerEngine,
    () => Date.now(),
    indexedDbImportStore(),
  );
  controller = mine;
  const liveMine = startLiveController({
    store: useExplorer,
    live: useLive,
    explorer: mine,
    storage: sessionStore(),
    origin: globalThis.location?.origin ?? null,
  });
  live = liveMine;
  // Lets the e2e suite kill the worker and watch the app recover; harmless for users.
  (globalThis as { __keyscope?: unknown }).__keyscope = {
    crashWorker: () => mine.crashForTest(),
  };
  return () => {
    liveMine.stop();
    mine.stop();
    if (controller === mine) controller = null;
    if (live === liveMine) live = null;
  };
}

/** The running controller's actions (page fetches, filter rewrites), or null before start. */
export function explorerActions(): ExplorerController | null {
  return controller;
}

/** The running live-table controller's actions, or null before start. */
export function liveActions(): LiveController | null {
  return live;
}
