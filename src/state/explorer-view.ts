/**
 * An explorer view: one store and, once started, one controller over one engine. The app shows
 * the main view; the comparison shows more views beside it, each with state of its own.
 */
import type { StoreApi } from 'zustand';
import { type ExplorerController, startExplorer } from './controller';
import type { EngineFactory } from './engine-client';
import { type ImportStore, memoryImportStore } from './import-store';
import type { ShareSync } from './share-sync';
import { createExplorerStore, type ExplorerState } from './store';
import type { Workspace } from './workspace';

/** One explorer view: its store, its controller's lifetime, and its share sync if it owns the URL. */
export interface ExplorerView {
  /** The view's own store: workspace, highlight and the engine's answers. */
  readonly store: StoreApi<ExplorerState>;
  /** Starts the view's controller and engine; returns the function that stops them. */
  start(): () => void;
  /** The running controller's actions (page fetches, filter rewrites), or null when stopped. */
  actions(): ExplorerController | null;
  /** The address bar, history and autosave sync: only the main view has one; else null. */
  readonly share: ShareSync | null;
}

/** What a view is made from: the engine to run and, optionally, where it starts. */
export interface ExplorerViewOptions {
  /** Makes the view's engine (a Web Worker in the app, in-process in Node tests). */
  readonly factory: EngineFactory;
  /** Where imported files are kept; memory unless the view owns the user's imports. */
  readonly imports?: ImportStore;
  readonly clock?: () => number;
  /** Workspace fields the view opens on (the defaults otherwise). */
  readonly workspace?: Partial<Workspace>;
  /** Builds the share sync over the new store, for the one view that owns the address bar. */
  readonly share?: (store: StoreApi<ExplorerState>) => ShareSync;
  /** What the view's loads wait for first (explorer-load.ts): the app's comparison loading. */
  readonly giveWay?: () => Promise<void>;
}

/** Makes an explorer view with a fresh store; nothing runs until `start()`. */
export function createExplorerView(options: ExplorerViewOptions): ExplorerView {
  const store = createExplorerStore();
  if (options.workspace) store.getState().applyWorkspace(options.workspace);
  const share = options.share ? options.share(store) : null;
  const imports = options.imports ?? memoryImportStore();
  let controller: ExplorerController | null = null;
  return {
    store,
    share,
    start() {
      const mine = startExplorer(
        store,
        options.factory,
        options.clock ?? (() => Date.now()),
        imports,
        options.giveWay,
      );
      controller = mine;
      return () => {
        mine.stop();
        if (controller === mine) controller = null;
      };
    },
    actions: () => controller,
  };
}
