/**
 * The controller: watches the workspace in the store and keeps the engine's answers current.
 * A recipe change regenerates the dataset; a query change re-analyzes (latest keystroke wins);
 * rows are fetched a page at a time on demand. If the engine dies it is restarted, the dataset
 * regenerated from its recipe and the query re-run, and the user is told; the filter is kept.
 */
import type { StoreApi } from 'zustand';
import { type Design, sameDesign } from '../design';
import {
  type Bound,
  type Coded,
  coded,
  type Outcome,
  type PageSummary,
  type PartitionDetail,
  type QueryAnalysis,
  type QueryOptions,
  type WireEntity,
} from '../engine';
import type { Check, Verdict } from '../lessons';
import { detailPartition } from '../protocol/detail-partition';
import { pagesView } from '../protocol/packed-pages';
import { type PackedPartitionStats, unpackPartitionStats } from '../protocol/packed-stats';
import { IMPORTED_RECORDS, MAIN_TABLE } from '../protocol/tables';
import type { ImportedFileRef } from '../share/imported-file';
import type { ExportFormat } from '../protocol/exports';
import type { ImportOptions } from '../protocol/imports';
import type { LoadSummary } from '../protocol/loads';
import type { PreviewOutcome } from '../protocol/preview';
import {
  type EngineCalls,
  type EngineConnection,
  EngineDied,
  type EngineFactory,
} from './engine-client';
import { engineStartFailure } from './engine-start';
import { type ExportScope, exportFileName } from './export-files';
import { type ImportStore, memoryImportStore } from './import-store';
import { createImporter } from './importer';
import { LatestOnly } from './latest';
import { withPage } from './page-cache';
import {
  failureNoted,
  type QueryFailure,
  queryAnswered,
  queryFailed,
  queryForgotten,
  queryRunning,
  querySettled,
  shownAnalysis,
} from './query-state';
import type { ExplorerState } from './store';
import { queryOptionsOf, sameQuery, sameRecipe } from './workspace';
import { codedOf } from '../protocol/coded-error';

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
  judgeChallenge(check: Check): Promise<Verdict | null>;
  /**
   * Every entity and page the model returns for `options` on the loaded table (the model's side
   * of a live comparison), or why the query could not run.
   */
  modelRun(options: QueryOptions): Promise<ModelRunOutcome>;
  /** Crashes the engine on purpose, to exercise the restart path. */
  crashForTest(): void;
  /** Stops watching the store and shuts the engine down. */
  stop(): void;
}

/** An export ready to download, or why it could not be made. */
export type ExportedFile =
  | { readonly ok: true; readonly name: string; readonly text: string; readonly count: number }
  | { readonly ok: false; readonly message: Coded };

/** The model's whole answer to a query, or why there is none. */
export type ModelRunOutcome =
  | {
      readonly ok: true;
      readonly entities: readonly WireEntity[];
      readonly pages: readonly PageSummary[];
    }
  | { readonly ok: false; readonly message: Coded };

/** How many entities of one partition the key-range strip gets at most: more than its pixels. */
export const DETAIL_LIMIT = 2000;
/** Restarts allowed within `RESTART_WINDOW_MS` before giving up, so a crash loop cannot spin. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;

/** The analysis with its packed per-partition counters turned back into objects. */
function withUnpackedStats(
  analysis: QueryAnalysis,
  packed: PackedPartitionStats,
  partitions: readonly { readonly partitionKey: string }[],
): QueryAnalysis {
  // Packed indices refer to the loaded table's partition list; loads and analyses are
  // answered in order, so a mismatch means a bug, and the map then shows no per-partition data.
  const perPartition = unpackPartitionStats(packed, partitions) ?? [];
  return { ...analysis, stats: { ...analysis.stats, perPartition } };
}

/** The detail without its outcome tag; null when there is none or it failed. */
function detailOf(outcome: Outcome<PartitionDetail> | null): PartitionDetail | null {
  if (!outcome?.ok) return null;
  const { ok: _ok, ...detail } = outcome;
  return detail;
}

/** Whether an error is about `$top` / `$select` rather than the filter text (no span to underline). */
export function isOptionError(code: string): boolean {
  return code === 'INVALID_TOP' || code === 'INVALID_SELECT';
}

/** The recipe that names a file's imported records in the worker. */
function recordsRecipe(ref: ImportedFileRef) {
  return { dataset: IMPORTED_RECORDS, size: ref.count, seed: 0 };
}

/**
 * Says what went wrong in an engine call, for the user: the worker's own coded message, else the
 * error's words as they came (a browser's, not ours to translate).
 */
function describeFailure(error: unknown): Coded {
  return codedOf(error) ?? asIs(error instanceof Error ? error.message : String(error));
}

/**
 * A failure whose words are not ours (a browser's or the worker's error text) as a load message:
 * shown as it came, in every language.
 */
function asIs(detail: string): Coded {
  return coded('state.detail', { detail });
}

/** Starts the controller over `store`, running the engine made by `factory`. */
export function startExplorer(
  store: StoreApi<ExplorerState>,
  factory: EngineFactory,
  clock: () => number = () => Date.now(),
  imports: ImportStore = memoryImportStore(),
): ExplorerController {
  let conn: EngineConnection | null = null;
  let stopped = false;
  let loadSeq = 0;
  let previewSeq = 0;
  let judgeSeq = 0;
  let ready = false;
  let analyzedOptions: QueryOptions | null = null;
  const restarts: number[] = [];
  const pagesInFlight = new Set<string>();

  const engine = () => {
    if (!conn) throw new EngineDied(coded('state.engineRestarting'));
    return conn.calls;
  };

  const importer = createImporter({
    store,
    engine,
    callback: (fn) => {
      if (!conn) throw new EngineDied(coded('state.engineRestarting'));
      return conn.callback(fn);
    },
    imports,
    show: (loaded) => {
      // A table built from a file replaces whatever load was under way.
      loadSeq++;
      showLoaded(loaded);
    },
    isDeath,
    now: clock,
  });

  /** Shows a table the worker built and analyzes the query on it. */
  function showLoaded(loaded: LoadSummary): void {
    ready = true;
    analyzedOptions = null;
    store.setState((s) => ({
      loaded,
      designError: null,
      load: { phase: 'ready', done: loaded.count, expected: loaded.count, message: null },
      query: queryForgotten(s.query),
      detail: null,
      pages: {},
      analysisVersion: s.analysisVersion + 1,
    }));
    analyzeCurrent();
  }

  const analysisRunner = new LatestOnly<
    QueryOptions,
    Awaited<ReturnType<EngineCalls['analyze']>>['result']
  >(
    async (id, options) =>
      (
        await engine().analyze(
          id,
          MAIN_TABLE,
          options,
          store.getState().focusPartition,
          DETAIL_LIMIT,
        )
      ).result,
    ({ analysis: outcome, detail, ms, packed, packedPages }, options) => {
      if (outcome.ok) {
        analyzedOptions = options;
        detailRunner.cancel();
        const { ok: _ok, ...unpacked } = outcome;
        const answer = packedPages ? { ...unpacked, pages: pagesView(packedPages) } : unpacked;
        const analysis = packed
          ? withUnpackedStats(answer, packed, store.getState().loaded?.partitions ?? [])
          : answer;
        // Plan, counters and strip land in one update: one repaint per keystroke.
        store.setState((s) => ({
          query: queryAnswered({ filter: options.filter ?? '', analysis, ms }),
          detail: detailOf(detail),
          analysisVersion: s.analysisVersion + 1,
          pages: {},
        }));
        pagesInFlight.clear();
      } else {
        const failure: QueryFailure = isOptionError(outcome.error.code)
          ? { kind: 'option', message: outcome.error.message }
          : { kind: 'filter', error: outcome.error };
        store.setState((s) => ({ query: queryFailed(s.query, failure) }));
      }
    },
    (error) => {
      if (isDeath(error)) return;
      store.setState((s) => ({
        query: queryFailed(s.query, { kind: 'engine', message: describeFailure(error) }),
      }));
    },
  );

  const detailRunner = new LatestOnly<
    { options: QueryOptions; partitionKey: string },
    Outcome<PartitionDetail>
  >(
    async (id, { options, partitionKey }) =>
      (await engine().detail(id, MAIN_TABLE, options, partitionKey, DETAIL_LIMIT)).result,
    (outcome) => store.setState({ detail: detailOf(outcome) }),
    (error) => {
      if (!isDeath(error)) store.setState({ detail: null });
    },
  );

  function isDeath(error: unknown): boolean {
    return error instanceof Error && error.name === 'EngineDied';
  }

  function analyzeCurrent(): void {
    if (!ready || !conn) return;
    store.setState((s) => ({ query: queryRunning(s.query) }));
    analysisRunner.submit(queryOptionsOf(store.getState()));
  }

  function refreshDetail(): void {
    if (!ready || !conn || !analyzedOptions) return;
    const state = store.getState();
    const partitionKey = detailPartition(state.focusPartition, shownAnalysis(state.query));
    if (partitionKey === null) {
      detailRunner.cancel();
      store.setState({ detail: null });
      return;
    }
    detailRunner.submit({ options: analyzedOptions, partitionKey });
  }

  async function loadCurrent(): Promise<void> {
    if (!conn) return;
    const { imported } = store.getState();
    // Records imported from a file are a dataset the worker holds: a design applies to them as
    // to a sample's. Until the worker holds them (a reload, a link), they are restored first.
    const records = imported?.as === 'records' && importer.holds(imported.fingerprint);
    if (imported && !records) {
      await openImported(imported);
      return;
    }
    if (records && showsImportedDesign()) {
      if (!ready) {
        ready = true;
        analyzeCurrent();
      }
      return;
    }
    if (!records) {
      if (store.getState().missingImport) store.setState({ missingImport: null });
      // A sample chosen while a file is read wins: the read would replace it when done.
      importer.cancel();
    }
    const seq = ++loadSeq;
    ready = false;
    analysisRunner.cancel();
    detailRunner.cancel();
    const { dataset, size, seed, design } = store.getState();
    const recipe = records && imported ? recordsRecipe(imported) : { dataset, size, seed };
    // The table the worker holds now: a design that does not fit the records leaves it in place.
    const previous = ready ? store.getState().loaded : null;
    store.setState((s) => ({
      load: { phase: 'loading', done: 0, expected: size, message: null },
      query: querySettled(s.query),
    }));
    // Progress travels on its own message port, so a report can arrive after the load's answer;
    // once the answer is in, late reports must not put the panel back into "loading".
    let answered = false;
    const onProgress = conn.callback((done: number, expected: number) => {
      if (seq === loadSeq && !answered)
        store.setState({ load: { phase: 'loading', done, expected, message: null } });
    });
    try {
      const outcome = await engine().load(MAIN_TABLE, recipe, design, onProgress);
      answered = true;
      if (seq !== loadSeq || stopped) return;
      if (!outcome.ok && outcome.designErrors && previous && sameRecipe(previous.recipe, recipe)) {
        // Same records, a design with errors: keep showing the last good table and say why.
        ready = true;
        store.setState({
          load: { phase: 'ready', done: previous.count, expected: previous.count, message: null },
          designError: { message: outcome.message, errors: outcome.designErrors },
        });
        analyzeCurrent();
        return;
      }
      if (!outcome.ok) {
        store.setState((s) => ({
          load: {
            phase: 'failed',
            done: 0,
            expected: 0,
            message: outcome.message,
          },
          designError: outcome.designErrors
            ? { message: outcome.message, errors: outcome.designErrors }
            : null,
          loaded: null,
          query: queryForgotten(s.query),
          detail: null,
          pages: {},
        }));
        return;
      }
      const { ok: _ok, ...loaded } = outcome;
      if (!records) importer.forget();
      showLoaded(loaded);
    } catch (error) {
      answered = true;
      if (seq !== loadSeq || isDeath(error)) return;
      store.setState({
        load: { phase: 'failed', done: 0, expected: 0, message: describeFailure(error) },
      });
    }
  }

  /** Whether the table on show is the imported records under the workspace's design already. */
  function showsImportedDesign(): boolean {
    const { loaded, imported, design } = store.getState();
    const own = loaded?.importedRecords?.design;
    if (!loaded || !own || loaded.imported?.fingerprint !== imported?.fingerprint) return false;
    return sameDesign(design ?? own, loaded.design);
  }

  /** Opens a view of imported data: the table holds it already, or it is restored from this browser. */
  async function openImported(ref: ImportedFileRef): Promise<void> {
    if (importer.holds(ref.fingerprint)) {
      if (!ready) {
        ready = true;
        analyzeCurrent();
      }
      return;
    }
    ++loadSeq;
    ready = false;
    analysisRunner.cancel();
    detailRunner.cancel();
    store.setState((s) => ({
      load: { phase: 'loading', done: 0, expected: ref.count, message: null },
      query: querySettled(s.query),
    }));
    try {
      await importer.restore(ref);
    } catch (error) {
      if (isDeath(error)) return;
      store.setState({
        load: { phase: 'failed', done: 0, expected: 0, message: describeFailure(error) },
      });
    }
  }

  async function connect(): Promise<void> {
    importer.forget();
    let connection: EngineConnection;
    try {
      connection = factory(onDeath);
    } catch (error) {
      // No worker at all (a policy forbids it): say so instead of waiting for a plan forever.
      store.setState((s) => ({
        load: { phase: 'failed', done: 0, expected: 0, message: engineStartFailure(error) },
        query: queryForgotten(s.query),
      }));
      return;
    }
    conn = connection;
    try {
      const catalogue = await connection.calls.listDatasets();
      if (conn !== connection) return;
      store.setState({ catalogue });
      await loadCurrent();
    } catch (error) {
      if (conn !== connection || isDeath(error)) return;
      store.setState({
        load: { phase: 'failed', done: 0, expected: 0, message: describeFailure(error) },
      });
    }
  }

  function onDeath(reason: Coded): void {
    if (stopped) return;
    conn?.dispose();
    conn = null;
    ready = false;
    const now = clock();
    restarts.push(now);
    while (restarts.length > 0 && now - (restarts[0] ?? now) > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      store.setState({
        notice: coded('state.engineKeepsFailing', { reason }),
        load: { phase: 'failed', done: 0, expected: 0, message: reason },
      });
      return;
    }
    store.setState({
      notice: coded('state.engineRestarted', { reason }),
    });
    void connect();
  }

  const unsubscribe = store.subscribe((state, prev) => {
    if (
      !sameRecipe(state, prev) ||
      !sameDesign(state.design, prev.design) ||
      state.imported?.fingerprint !== prev.imported?.fingerprint
    ) {
      void loadCurrent();
      return;
    }
    if (!sameQuery(state, prev)) analyzeCurrent();
    else if (state.focusPartition !== prev.focusPartition) refreshDetail();
  });

  void connect();

  return {
    requestPage(index) {
      const state = store.getState();
      const options = analyzedOptions;
      const analysis = shownAnalysis(state.query);
      if (!conn || !options || !analysis || state.pages[index]) return;
      const summary = analysis.pages[index];
      if (!summary) return;
      const version = state.analysisVersion;
      const key = `${version}:${index}`;
      if (pagesInFlight.has(key)) return;
      const continuation = index === 0 ? null : (analysis.pages[index - 1]?.continuation ?? null);
      if (index > 0 && continuation === null) return;
      pagesInFlight.add(key);
      engine()
        .page(version, MAIN_TABLE, options, continuation)
        .then(
          ({ requestId, result }) => {
            pagesInFlight.delete(key);
            if (requestId !== store.getState().analysisVersion) return;
            if (!result.ok) {
              noteFailure({ kind: 'engine', message: result.error.message });
              return;
            }
            store.setState((s) => ({ pages: withPage(s.pages, index, result.page.entities) }));
          },
          (error: unknown) => {
            pagesInFlight.delete(key);
            if (!isDeath(error)) noteFailure({ kind: 'engine', message: describeFailure(error) });
          },
        );
    },
    partitionClick(partitionKey) {
      if (!conn) return;
      const filter = store.getState().filter;
      engine()
        .withPartitionKey(filter, partitionKey)
        .then((outcome) => {
          if (store.getState().filter !== filter) return;
          if (outcome.ok) store.getState().setFilter(outcome.filter);
          else noteFailure({ kind: 'filter', error: outcome.error });
        }, ignoreDeath);
    },
    rowKeyBrush(lower, upper) {
      if (!conn) return;
      const filter = store.getState().filter;
      engine()
        .withRowKeyRange(filter, lower, upper)
        .then((outcome) => {
          if (store.getState().filter !== filter) return;
          if (outcome.ok) store.getState().setFilter(outcome.filter);
          else noteFailure({ kind: 'filter', error: outcome.error });
        }, ignoreDeath);
    },
    async judgeChallenge(check) {
      if (!conn || store.getState().load.phase !== 'ready') return null;
      const id = ++judgeSeq;
      try {
        const { requestId, result } = await engine().judgeChallenge(
          id,
          MAIN_TABLE,
          check,
          queryOptionsOf(store.getState()),
        );
        return requestId === judgeSeq ? result : null;
      } catch (error) {
        if (!isDeath(error)) noteFailure({ kind: 'engine', message: describeFailure(error) });
        return null;
      }
    },
    async previewDesign(design, count) {
      if (!conn) return null;
      const id = ++previewSeq;
      const { dataset, size, seed, imported } = store.getState();
      const recipe = imported?.as === 'records' ? recordsRecipe(imported) : { dataset, size, seed };
      try {
        const { requestId, result } = await engine().preview(id, recipe, design, count);
        return requestId === previewSeq ? result : null;
      } catch (error) {
        if (!isDeath(error)) noteFailure({ kind: 'engine', message: describeFailure(error) });
        return null;
      }
    },
    cancelLoad(fallbackSize) {
      if (stopped || store.getState().load.phase !== 'loading') return;
      loadSeq++;
      conn?.dispose();
      conn = null;
      ready = false;
      const previous = store.getState().loaded?.recipe;
      const same = previous && previous.dataset === store.getState().dataset;
      // With no engine, the recipe change below starts no load; connect() loads it.
      store.setState({ size: same ? previous.size : fallbackSize });
      void connect();
    },
    importFile: (file, name, options) => importer.importFile(file, name, options),
    cancelImport: () => importer.cancel(),
    async exportData(scope, format) {
      const state = store.getState();
      const options = scope === 'table' ? { filter: '' } : queryOptionsOf(state);
      try {
        const outcome = await engine().exportTable(MAIN_TABLE, options, format);
        if (!outcome.ok) return outcome;
        const source = state.imported?.name ?? state.dataset;
        return { ...outcome, name: exportFileName(source, scope, format) };
      } catch (error) {
        return { ok: false, message: describeFailure(error) };
      }
    },
    async modelRun(options) {
      try {
        const outcome = await engine().modelRun(MAIN_TABLE, options);
        return outcome.ok ? outcome : { ok: false, message: outcome.error.message };
      } catch (error) {
        return { ok: false, message: describeFailure(error) };
      }
    },
    crashForTest() {
      conn?.crashForTest?.();
    },
    stop() {
      stopped = true;
      unsubscribe();
      analysisRunner.cancel();
      detailRunner.cancel();
      conn?.dispose();
      conn = null;
    },
  };

  function ignoreDeath(error: unknown): void {
    if (!isDeath(error)) noteFailure({ kind: 'engine', message: describeFailure(error) });
  }

  /** Shows a failure beside the analysis (a page, a rewrite); a running query still replaces it. */
  function noteFailure(failure: QueryFailure): void {
    store.setState((s) => ({ query: failureNoted(s.query, failure) }));
  }
}
