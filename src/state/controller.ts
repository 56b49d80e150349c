/**
 * The explorer's controller: watches the workspace in the store and keeps the engine's answers
 * current. A recipe change regenerates the dataset (explorer-load.ts); a query change
 * re-analyzes, latest keystroke wins (explorer-query.ts); rows are fetched a page at a time on
 * demand. The engine's life is the supervisor's (supervisor.ts): a dead engine is restarted, the
 * dataset regenerated and the query re-run, and the user is told; the filter is kept. When it
 * keeps dying, the supervisor stops and the notice bar offers to try again.
 */
import type { StoreApi } from 'zustand';
import { type Design, sameDesign } from '../design';
import {
  type Bound,
  type Coded,
  coded,
  type PageSummary,
  type QueryOptions,
  type WireEntity,
} from '../engine';
import type {
  Check,
  Goal,
  Lesson,
  LessonAdviceAnswer,
  LessonProblem,
  StepRef,
  Verdict,
} from '../lessons';
import type { ExportFormat } from '../protocol/exports';
import type { ImportOptions } from '../protocol/imports';
import type { PreviewOutcome } from '../protocol/preview';
import type { EngineFactory } from './engine-client';
import { describeFailure } from './engine-failure';
import { engineStartFailure } from './engine-start';
import { createExplorerLoad } from './explorer-load';
import { createExplorerQuery } from './explorer-query';
import { createExplorerRequests } from './explorer-requests';
import type { ExportScope } from './export-files';
import { type ImportStore, memoryImportStore } from './import-store';
import { queryForgotten } from './query-state';
import type { ExplorerState } from './store';
import { EngineSupervisor, isEngineDeath } from './supervisor';
import { sameQuery, sameRecipe } from './workspace';

/** What the UI can ask of the controller beyond setting workspace fields. */
export interface ExplorerController {
  /** Fetches page `index` of the current query's rows, if not fetched yet. */
  requestPage(index: number): void;
  /** Rewrites the filter to one partition (a click on the partition map). */
  partitionClick(partitionKey: string): void;
  /** Rewrites the filter to a RowKey range (a brush on the key-range strip). */
  rowKeyBrush(lower: Bound | null, upper: Bound | null): void;
  /**
   * The first records' keys under a design being edited, or its compile errors; null when a
   * newer preview was asked for meanwhile, or the engine is not ready.
   */
  previewDesign(design: Design, count: number): Promise<PreviewOutcome | null>;
  /**
   * Stops a load in progress (a million entities take seconds): the engine is restarted and the
   * size goes back to the last loaded one, else to `fallbackSize`.
   */
  cancelLoad(fallbackSize: number): void;
  /** Reads the user's file (picked, dropped or pasted) in the worker and opens it as the data. */
  importFile(file: Blob, name: string, options: ImportOptions): Promise<void>;
  /** Stops the running import; the data on show stays. */
  cancelImport(): void;
  /** The current results (all pages) or the whole table as a file's text, built in the worker. */
  exportData(scope: ExportScope, format: ExportFormat): Promise<ExportedFile>;
  /**
   * The verdict of a lesson challenge on the table and query on show; null when a newer verdict
   * was asked for meanwhile, or no table is ready.
   */
  judgeChallenge(check: Check, at?: StepRef): Promise<Verdict | null>;
  /** The goal of the challenge on step `at` on the sample on show; null without one. */
  lessonGoal(at: StepRef): Promise<Goal | null>;
  /**
   * The advisor's best design beside the loaded one, for the scenario step `at` asks about, on
   * the sample on show; `onProgress` hears (built, limit). Null when the engine failed or no
   * table is loaded.
   */
  lessonAdvice(
    at: StepRef,
    onProgress: (built: number, limit: number) => void,
  ): Promise<LessonAdviceAnswer | null>;
  /** The builder's check of a lesson: every problem, step by step; null when the engine failed. */
  checkLesson(lesson: Lesson): Promise<readonly LessonProblem[] | null>;
  /**
   * Every entity and page the model returns for `options` on the loaded table (the model's side
   * of a live comparison), or why the query could not run.
   */
  modelRun(options: QueryOptions): Promise<ModelRunOutcome>;
  /** Starts the engine again after it kept failing and the restarts were spent (the user asked). */
  retryEngine(): void;
  /** Stops watching the store and shuts the engine down. */
  stop(): void;
}

/** An export ready to download, or why it could not be made. */
type ExportedFile =
  | { readonly ok: true; readonly name: string; readonly text: string; readonly count: number }
  | { readonly ok: false; readonly error: Coded };

/** The model's whole answer to a query, or why there is none. */
type ModelRunOutcome =
  | {
      readonly ok: true;
      readonly entities: readonly WireEntity[];
      readonly pages: readonly PageSummary[];
    }
  | { readonly ok: false; readonly error: Coded };

/** Starts the controller over `store`, running the engine made by `factory`. */
export function startExplorer(
  store: StoreApi<ExplorerState>,
  factory: EngineFactory,
  clock: () => number = () => Date.now(),
  imports: ImportStore = memoryImportStore(),
  giveWay?: () => Promise<void>,
): ExplorerController {
  const engine: EngineSupervisor = new EngineSupervisor(
    factory,
    {
      connected: () => void connected(),
      restarting: (reason) =>
        // Idle until the new engine holds the table: no query runs on an empty engine.
        store.setState({
          notice: coded('state.engineRestarted', { reason }),
          load: { phase: 'idle' },
        }),
      gaveUp: (reason) =>
        store.setState({
          notice: coded('state.engineKeepsFailing', { reason }),
          load: { phase: 'failed', message: reason },
          gaveUp: true,
        }),
      // No worker at all (a policy forbids it): say so instead of waiting for a plan forever.
      unavailable: (error) =>
        store.setState((s) => ({
          load: { phase: 'failed', message: engineStartFailure(error) },
          query: queryForgotten(s.query),
        })),
    },
    clock,
  );
  const query = createExplorerQuery(store, engine);
  const table = createExplorerLoad({
    store,
    engine,
    query,
    imports,
    now: clock,
    ...(giveWay ? { giveWay } : {}),
  });
  const requests = createExplorerRequests(store, engine, query);

  /** Loads an edit asked for: connected() need not load again what one asked meanwhile. */
  let edits = 0;

  /** A new engine is up: fetch the catalogue, then load the workspace's table on it. */
  async function connected(): Promise<void> {
    const mine = engine.connection;
    const before = edits;
    // A fresh worker holds no imported data; the view restores it from this browser.
    table.importer.forget();
    if (store.getState().gaveUp) store.setState({ gaveUp: false });
    try {
      const catalogue = await engine.calls.listDatasets();
      if (engine.connection !== mine) return;
      store.setState({ catalogue });
      // An edit while the catalogue came (a held link's size asked for at once) loaded the
      // table on this engine already; a second load would queue behind it.
      if (edits === before) await table.load();
    } catch (error) {
      if (engine.connection !== mine || isEngineDeath(error)) return;
      store.setState({
        load: { phase: 'failed', message: describeFailure(error) },
      });
    }
  }

  const unsubscribe = store.subscribe((state, prev) => {
    if (
      !sameRecipe(state, prev) ||
      !sameDesign(state.design, prev.design) ||
      state.imported?.fingerprint !== prev.imported?.fingerprint
    ) {
      edits++;
      void table.load();
      return;
    }
    if (!sameQuery(state, prev)) query.analyze();
    else if (state.focusPartition !== prev.focusPartition) query.refreshDetail();
  });

  engine.start();

  return {
    requestPage: (index) => query.requestPage(index),
    partitionClick: (partitionKey) => query.partitionClick(partitionKey),
    rowKeyBrush: (lower, upper) => query.rowKeyBrush(lower, upper),
    judgeChallenge: (check, at) => requests.judgeChallenge(check, at),
    lessonGoal: (at) => requests.lessonGoal(at),
    lessonAdvice: (at, onProgress) => requests.lessonAdvice(at, onProgress),
    checkLesson: (lesson) => requests.checkLesson(lesson),
    previewDesign: (design, count) => requests.previewDesign(design, count),
    cancelLoad(fallbackSize) {
      if (store.getState().load.phase !== 'running') return;
      table.abandon();
      // Between the old engine and the new one, the recipe change below starts no load; the
      // new engine's start loads it.
      engine.restart(() => {
        const previous = store.getState().loaded?.recipe;
        const same = previous && previous.dataset === store.getState().dataset;
        store.setState({ size: same ? previous.size : fallbackSize });
      });
    },
    importFile: (file, name, options) => table.importer.importFile(file, name, options),
    cancelImport: () => table.importer.cancel(),
    exportData: (scope, format) => requests.exportData(scope, format),
    modelRun: (options) => requests.modelRun(options),
    retryEngine() {
      if (!engine.gaveUp) return;
      store.setState({
        notice: null,
        gaveUp: false,
        load: { phase: 'idle' },
      });
      engine.retry();
    },
    stop() {
      unsubscribe();
      table.abandon();
      engine.stop();
    },
  };
}
