/**
 * An explorer view's store (zustand): the workspace (what a share link carries), the highlight,
 * and what the engine answered. Components read their view's store with `useExplorer(selector)`
 * (view-context.ts); the controller (`controller.ts`) watches the workspace and asks the worker.
 */
import type { StateCreator } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DesignError } from '../design';
import type { Coded, PartitionDetail, Span, WireEntity } from '../engine';
import type { ImportError } from '../io';
import type { DatasetInfo } from '../protocol/datasets';
import type { RecordsFound } from '../protocol/imports';
import type { LoadSummary } from '../protocol/loads';
import type { ImportedFileRef } from '../share';
import { IDLE_QUERY, type QueryState } from './query-state';
import { DEFAULT_WORKSPACE, WORKSPACE_KEYS, type Workspace } from './workspace';

/**
 * Where the engine is in loading the dataset, in the state's one answer vocabulary
 * (answer.ts): `idle` while the engine starts, `running` while it loads (entities generated so
 * far, of how many), then `ready` (the table is `loaded`) or `failed` (why, said by the dataset
 * panel).
 */
export type LoadStatus =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly done: number; readonly expected: number }
  | { readonly phase: 'ready' }
  | { readonly phase: 'failed'; readonly message: Coded };

/** Why loading failed, or null when it did not. */
export function loadFailure(load: LoadStatus): Coded | null {
  return load.phase === 'failed' ? load.message : null;
}

/**
 * Where an import of the user's file stands, in the state's one answer vocabulary: running
 * (reading it, bytes of total), ready (what was kept and rejected, and whether it is the file a
 * link asked for), or failed (refused as a whole).
 */
export type ImportStatus =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'running';
      readonly name: string;
      readonly read: number;
      readonly total: number;
    }
  | {
      readonly phase: 'ready';
      readonly name: string;
      readonly count: number;
      readonly rejected: number;
      readonly errors: readonly ImportError[];
      /** Set when the view asked for another file (a link's fingerprint differs). */
      readonly mismatch: Coded | null;
      /** For a file imported as records: the inferred record type and the columns dropped. */
      readonly records: RecordsFound | null;
    }
  | {
      readonly phase: 'failed';
      readonly name: string;
      /** Why, coded (a worker's refusal, or a browser's words as they came). */
      readonly message: Coded;
      /** The file's own problem, coded, when the file was refused as a whole. */
      readonly error?: ImportError;
    };

/** A design that does not fit the dataset's records: the message and every compile error. */
interface DesignFailure {
  readonly message: Coded;
  readonly errors: readonly DesignError[];
}

/** What the engine answered for the current workspace. */
interface EngineView {
  /** The sample dataset catalogue (from the worker). */
  readonly catalogue: readonly DatasetInfo[];
  readonly load: LoadStatus;
  /** The loaded dataset's summary: counts, partitions, properties. */
  readonly loaded: LoadSummary | null;
  /**
   * Why the workspace's design could not be applied (its compile errors, with spans), while the
   * last good table stays on show; null when the design in use is the workspace's.
   */
  readonly designError: DesignFailure | null;
  /** Where the current query stands, with the last good analysis (see `query-state.ts`). */
  readonly query: QueryState;
  /** Bumped when a new analysis arrives: pages of rows belong to one version. */
  readonly analysisVersion: number;
  /** The partition shown on the key-range strip, marked by the query. */
  readonly detail: PartitionDetail | null;
  /** Fetched pages of rows for `analysisVersion`, by page index. */
  readonly pages: Readonly<Record<number, readonly WireEntity[]>>;
  /** A message the user should see once (the worker was restarted), said by the notice bar. */
  readonly notice: Coded | null;
  /**
   * The engine kept failing and is no longer restarted: the notice bar offers to try again
   * (the controller's `retryEngine`).
   */
  readonly gaveUp: boolean;
  /** The user's file import, if one was started. */
  readonly importing: ImportStatus;
  /** The imported file the view names but this browser does not hold: drop it to open the view. */
  readonly missingImport: ImportedFileRef | null;
}

/**
 * One setter per workspace field, `setFilter`, `setTop`, ..., derived from the field declaration
 * (src/share/workspace.ts documents what each field means), plus `setHighlight`.
 */
type FieldSetters = {
  readonly [K in keyof Workspace | 'highlight' as `set${Capitalize<K>}`]: (
    value: (Workspace & { readonly highlight: Span | null })[K],
  ) => void;
};

/** The setters beyond one per field; each documents what it changes. */
interface ExplorerSetters extends FieldSetters {
  /** Picks a dataset from the UI: its default size, its first example query, and no focus. */
  chooseDataset(dataset: string): void;
  /** Replaces any workspace fields at once (restoring a share link or an autosave). */
  applyWorkspace(workspace: Partial<Workspace>): void;
  /** Hides the notice. */
  dismissNotice(): void;
}

/** The whole store: workspace, highlight, engine answers and setters. */
export type ExplorerState = Workspace & { readonly highlight: Span | null } & EngineView &
  ExplorerSetters;

/** The engine view before the worker has said anything. */
const INITIAL_ENGINE_VIEW: EngineView = {
  catalogue: [],
  load: { phase: 'idle' },
  loaded: null,
  designError: null,
  query: IDLE_QUERY,
  analysisVersion: 0,
  detail: null,
  pages: {},
  notice: null,
  gaveUp: false,
  importing: { phase: 'idle' },
  missingImport: null,
};

/** `set<Field>` for every workspace field and the highlight, built from the declaration's keys. */
function fieldSetters(set: (partial: Partial<ExplorerState>) => void): FieldSetters {
  const setters: Record<string, (value: unknown) => void> = {};
  for (const key of [...WORKSPACE_KEYS, 'highlight'] as const) {
    setters[`set${key[0]!.toUpperCase()}${key.slice(1)}`] = (value) =>
      set({ [key]: value } as Partial<ExplorerState>);
  }
  return setters as unknown as FieldSetters;
}

/** The store's initial state and setters, shared by the app's hook and by test stores. */
const explorerState: StateCreator<ExplorerState> = (set, get) => ({
  ...DEFAULT_WORKSPACE,
  highlight: null,
  ...INITIAL_ENGINE_VIEW,
  ...fieldSetters(set),
  chooseDataset: (dataset) => {
    const info = get().catalogue.find((d) => d.id === dataset);
    set({
      dataset,
      size: info?.defaultSize ?? get().size,
      filter: info?.exampleQueries[0]?.filter ?? '',
      design: null,
      focusPartition: null,
      step: null,
      highlight: null,
      select: [],
      imported: null,
    });
  },
  applyWorkspace: (workspace) => set({ ...workspace }),
  dismissNotice: () => set({ notice: null }),
});

/** A fresh, independent store: each explorer view (explorer-view.ts) has its own. */
export function createExplorerStore(): StoreApi<ExplorerState> {
  return createStore<ExplorerState>()(explorerState);
}
