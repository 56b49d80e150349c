/**
 * The app's views over Web Worker engines: the main view, which owns the address bar, the
 * autosave, the user's imported files and the live-table connection, and side views (the
 * comparison's), which own nothing.
 */
import type { StoreApi } from 'zustand';
import { coded } from '../engine';
import { type ComparisonView, createComparisonView } from './comparison-view';
import { type EngineFactory, spawnWorkerEngine } from './engine-client';
import { createExplorerView, type ExplorerView } from './explorer-view';
import { indexedDbImportStore } from './import-store';
import { type LiveController, startLiveController } from './live-controller';
import { createLiveStore, type LiveState } from './live-store';
import { startShareSync } from './share-sync';
import type { Workspace } from './workspace';

/** The live-table side of the main view: its store, and its controller while it runs. */
export interface LiveView {
  readonly store: StoreApi<LiveState>;
  actions(): LiveController | null;
}

/** The main view: an explorer view that also reads live tables. */
export interface MainView extends ExplorerView {
  readonly live: LiveView;
}

/** This tab's sessionStorage, or null where the browser refuses it (a sandboxed frame). */
function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The main view, its workspace opened from the link or the autosave. Make it once before the
 * first render, so the engine loads the link's dataset first.
 */
export function createMainView(): MainView {
  const view = createExplorerView({
    factory: spawnWorkerEngine,
    imports: indexedDbImportStore(),
    share: (store) => startShareSync(store),
    giveWay: () => appComparison?.whenIdle() ?? Promise.resolve(),
  });
  const liveStore = createLiveStore();
  let live: LiveController | null = null;
  return {
    ...view,
    start() {
      const stopExplorer = view.start();
      const mine = startLiveController({
        store: view.store,
        live: liveStore,
        // Looked up at each call: the view hands out its current controller.
        explorer: {
          importFile: (...args) => view.actions()?.importFile(...args) ?? Promise.resolve(),
          modelRun: (options) =>
            view.actions()?.modelRun(options) ??
            Promise.resolve({ ok: false, error: coded('state.engineNotRunning') }),
        },
        storage: sessionStore(),
        origin: globalThis.location?.origin ?? null,
      });
      live = mine;
      return () => {
        mine.stop();
        stopExplorer();
        if (live === mine) live = null;
      };
    },
    live: { store: liveStore, actions: () => live },
  };
}

/**
 * A view beside the main one, opened on `workspace`, over a worker of its own unless `factory`
 * says otherwise (the comparison's cells share its engine); it never writes the address bar.
 */
export function createSideView(
  workspace: Partial<Workspace>,
  factory: EngineFactory = spawnWorkerEngine,
): ExplorerView {
  return createExplorerView({ factory, workspace });
}

/**
 * The comparison of designs, over its own Web Worker engine; the comparison view starts it on
 * the pool of engines (`appComparisonEngines`, fetched with the view, not with the page).
 */
export function createAppComparison(): ComparisonView {
  appComparison = createComparisonView(spawnWorkerEngine);
  return appComparison;
}

/**
 * The app's comparison, once made: the main view's loads give way to it while it loads, so on
 * a machine of few cores its engines are not slowed by the explorer loading the same records.
 */
let appComparison: ComparisonView | null = null;
