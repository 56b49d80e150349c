/**
 * The explorer's one store (zustand): the workspace (what a share link carries), the highlight,
 * and what the engine answered. Components read it with `useExplorer(selector)`; the controller
 * (`controller.ts`) watches the workspace and asks the worker for answers.
 */
import { create, type StateCreator } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PartitionDetail, RangePartitioning, Span, WireEntity } from '../engine';
import type { DatasetInfo, LoadSummary } from '../worker/session';
import { IDLE_QUERY, type QueryState } from './query-state';
import { DEFAULT_WORKSPACE, type Workspace } from './workspace';

/** Where the engine is in loading the dataset. */
export interface LoadStatus {
  readonly phase: 'starting' | 'loading' | 'ready' | 'failed';
  /** Entities generated so far, and how many are expected, while loading. */
  readonly done: number;
  readonly expected: number;
  /** Why loading failed, when it did. */
  readonly message: string | null;
}

/** What the engine answered for the current workspace. */
export interface EngineView {
  /** The sample dataset catalogue (from the worker). */
  readonly catalogue: readonly DatasetInfo[];
  readonly load: LoadStatus;
  /** The loaded dataset's summary: counts, partitions, properties. */
  readonly loaded: LoadSummary | null;
  /** Where the current query stands, with the last good analysis (see `query-state.ts`). */
  readonly query: QueryState;
  /** Bumped when a new analysis arrives: pages of rows belong to one version. */
  readonly analysisVersion: number;
  /** The partition shown on the key-range strip, marked by the query. */
  readonly detail: PartitionDetail | null;
  /** Fetched pages of rows for `analysisVersion`, by page index. */
  readonly pages: Readonly<Record<number, readonly WireEntity[]>>;
  /** A message the user should see once (the worker was restarted). */
  readonly notice: string | null;
}

/** The setters; each documents what it changes. */
export interface ExplorerSetters {
  /** Picks a sample dataset by id (size and seed unchanged). */
  setDataset(dataset: string): void;
  /** Picks a dataset from the UI: its default size, its first example query, and no focus. */
  chooseDataset(dataset: string): void;
  /** Sets the approximate entity count to generate. */
  setSize(size: number): void;
  /** Sets the generator seed. */
  setSeed(seed: number): void;
  /** Sets where the server splits the table into range partitions. */
  setRangePartitioning(rangePartitioning: RangePartitioning): void;
  /** Sets the `$filter` text; the plan and counters follow as the engine answers. */
  setFilter(filter: string): void;
  /** Sets `$top` (1–1000) or clears it with null. */
  setTop(top: number | null): void;
  /** Sets the `$select` property names (empty for all). */
  setSelect(select: readonly string[]): void;
  /** Focuses the key-range strip on one partition, or null to follow the busiest one. */
  setFocusPartition(focusPartition: string | null): void;
  /** Plays back one page of the query, or null for all pages. */
  setStep(step: number | null): void;
  /** Turns the larger-type presenter setting on or off. */
  setPresenter(presenter: boolean): void;
  /** Highlights a span of the filter (editor and pictures link through it). */
  setHighlight(highlight: Span | null): void;
  /** Replaces any workspace fields at once (restoring a share link or an autosave). */
  applyWorkspace(workspace: Partial<Workspace>): void;
  /** Hides the notice. */
  dismissNotice(): void;
}

/** The whole store: workspace, highlight, engine answers and setters. */
export type ExplorerState = Workspace & { readonly highlight: Span | null } & EngineView &
  ExplorerSetters;

/** The engine view before the worker has said anything. */
export const INITIAL_ENGINE_VIEW: EngineView = {
  catalogue: [],
  load: { phase: 'starting', done: 0, expected: 0, message: null },
  loaded: null,
  query: IDLE_QUERY,
  analysisVersion: 0,
  detail: null,
  pages: {},
  notice: null,
};

/** The store's initial state and setters, shared by the app's hook and by test stores. */
const explorerState: StateCreator<ExplorerState> = (set, get) => ({
  ...DEFAULT_WORKSPACE,
  highlight: null,
  ...INITIAL_ENGINE_VIEW,
  setDataset: (dataset) => set({ dataset }),
  chooseDataset: (dataset) => {
    const info = get().catalogue.find((d) => d.id === dataset);
    set({
      dataset,
      size: info?.defaultSize ?? get().size,
      filter: info?.exampleQueries[0]?.filter ?? '',
      focusPartition: null,
      step: null,
      highlight: null,
      select: [],
    });
  },
  setSize: (size) => set({ size }),
  setSeed: (seed) => set({ seed }),
  setRangePartitioning: (rangePartitioning) => set({ rangePartitioning }),
  setFilter: (filter) => set({ filter }),
  setTop: (top) => set({ top }),
  setSelect: (select) => set({ select: [...select] }),
  setFocusPartition: (focusPartition) => set({ focusPartition }),
  setStep: (step) => set({ step }),
  setPresenter: (presenter) => set({ presenter }),
  setHighlight: (highlight) => set({ highlight }),
  applyWorkspace: (workspace) => set({ ...workspace }),
  dismissNotice: () => set({ notice: null }),
});

/** The explorer store hook; also `useExplorer.getState()`, `.setState()` and `.subscribe()`. */
export const useExplorer = create<ExplorerState>()(explorerState);

/** A fresh, independent store with the same shape (for tests and side-by-side views). */
export function createExplorerStore(): StoreApi<ExplorerState> {
  return createStore<ExplorerState>()(explorerState);
}

/** The workspace fields of a state, for code that serializes or compares them. */
export function workspaceOf(state: Workspace): Workspace {
  return {
    dataset: state.dataset,
    size: state.size,
    seed: state.seed,
    rangePartitioning: state.rangePartitioning,
    filter: state.filter,
    top: state.top,
    select: state.select,
    focusPartition: state.focusPartition,
    step: state.step,
    presenter: state.presenter,
  };
}
