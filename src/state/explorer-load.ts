/**
 * The explorer's table: makes the worker hold the table the workspace asks for (a sample's
 * records under a design, or an imported file) and shows it. A recipe or design change loads
 * again, with progress; a newer load makes an older one's answer stale; a design that does not
 * fit the records keeps the last good table on show and says why.
 */
import type { StoreApi } from 'zustand';
import { sameDesign } from '../design';
import type { LoadSummary } from '../protocol/loads';
import { IMPORTED_RECORDS, MAIN_TABLE } from '../protocol/tables';
import type { ImportedFileRef } from '../share';
import { describeFailure } from './engine-failure';
import type { ExplorerQuery } from './explorer-query';
import type { ImportStore } from './import-store';
import { createImporter, type Importer } from './importer';
import { queryForgotten, querySettled } from './query-state';
import type { ExplorerState, LoadStatus } from './store';
import { type EngineSupervisor, isEngineDeath } from './supervisor';
import { sameRecipe } from './workspace';

/** The recipe that names a file's imported records in the worker. */
export function recordsRecipe(ref: ImportedFileRef) {
  return { dataset: IMPORTED_RECORDS, size: ref.count, seed: 0 };
}

/** The load status of a table on show (its counts are the `loaded` summary's). */
const READY: LoadStatus = { phase: 'ready' };

/** The table side's handle, for the controller. */
export interface ExplorerLoad {
  /** Makes the worker hold the workspace's table (a fresh engine, or the workspace changed). */
  load(): Promise<void>;
  /** Makes any load in flight stale (the user cancelled it, or the view stops). */
  abandon(): void;
  /** Reads, restores and forgets the user's imported files. */
  readonly importer: Importer;
}

/** What the table side needs. */
export interface ExplorerLoadHost {
  readonly store: StoreApi<ExplorerState>;
  readonly engine: EngineSupervisor;
  readonly query: ExplorerQuery;
  readonly imports: ImportStore;
  readonly now: () => number;
  /**
   * Resolves when heavier work sharing the cores is done (the comparison's engines loading the
   * same records): a load waits for it rather than take a core from it.
   */
  readonly giveWay?: () => Promise<void>;
}

/** The table side of the explorer. */
export function createExplorerLoad({
  store,
  engine,
  query,
  imports,
  now,
  giveWay,
}: ExplorerLoadHost): ExplorerLoad {
  /** Bumped by every load: an answer is shown only when no newer load began since. */
  let generation = 0;

  const importer = createImporter({
    store,
    engine: () => engine.calls,
    callback: (fn) => engine.callback(fn),
    imports,
    show: (loaded) => {
      // A table built from a file replaces whatever load was under way.
      generation++;
      show(loaded);
    },
    now,
  });

  /** Shows a table the worker built and analyzes the query on it. */
  function show(loaded: LoadSummary): void {
    query.reset();
    store.setState((s) => ({
      loaded,
      designError: null,
      load: READY,
      query: queryForgotten(s.query),
      detail: null,
      pages: {},
      analysisVersion: s.analysisVersion + 1,
    }));
    query.analyze();
  }

  /** The worker holds the table on show already: any load in flight is stale; analyze on it. */
  function keepShown(): void {
    const { load, loaded } = store.getState();
    if (load.phase === 'ready') return;
    generation++;
    if (loaded) store.setState({ load: READY });
    query.analyze();
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
      keepShown();
      return;
    }
    ++generation;
    query.reset();
    store.setState((s) => ({
      load: { phase: 'running', done: 0, expected: ref.count },
      query: querySettled(s.query),
    }));
    try {
      await importer.restore(ref);
    } catch (error) {
      if (isEngineDeath(error)) return;
      store.setState({
        load: { phase: 'failed', message: describeFailure(error) },
      });
    }
  }

  async function load(): Promise<void> {
    if (!engine.connection) return;
    const { imported } = store.getState();
    // Records imported from a file are a dataset the worker holds: a design applies to them as
    // to a sample's. Until the worker holds them (a reload, a link), they are restored first.
    const records = imported?.as === 'records' && importer.holds(imported.fingerprint);
    if (imported && !records) {
      await openImported(imported);
      return;
    }
    if (records && showsImportedDesign()) {
      keepShown();
      return;
    }
    if (!records) {
      if (store.getState().missingImport) store.setState({ missingImport: null });
      // A sample chosen while a file is read wins: the read would replace it when done.
      importer.cancel();
    }
    const mine = ++generation;
    query.reset();
    const { dataset, size, seed, design, load: before } = store.getState();
    const recipe = records && imported ? recordsRecipe(imported) : { dataset, size, seed };
    // The table the worker holds now (none while a load or a restart is under way): a design
    // that does not fit the records leaves it in place.
    const previous = before.phase === 'ready' ? store.getState().loaded : null;
    store.setState((s) => ({
      load: { phase: 'running', done: 0, expected: size },
      query: querySettled(s.query),
    }));
    if (giveWay) {
      await giveWay();
      if (mine !== generation || !engine.connection) return;
    }
    // Progress travels on its own message port, so a report can arrive after the load's answer;
    // once the answer is in, late reports must not put the panel back into "loading".
    let answered = false;
    const onProgress = engine.callback((done: number, expected: number) => {
      if (mine === generation && !answered)
        store.setState({ load: { phase: 'running', done, expected } });
    });
    try {
      const outcome = await engine.calls.load(MAIN_TABLE, recipe, design, onProgress);
      answered = true;
      if (mine !== generation) return;
      if (
        !outcome.ok &&
        outcome.error.designErrors &&
        previous &&
        sameRecipe(previous.recipe, recipe)
      ) {
        // Same records, a design with errors: keep showing the last good table and say why.
        store.setState({
          load: READY,
          designError: { message: outcome.error.message, errors: outcome.error.designErrors },
        });
        query.analyze();
        return;
      }
      if (!outcome.ok) {
        store.setState((s) => ({
          load: { phase: 'failed', message: outcome.error.message },
          designError: outcome.error.designErrors
            ? { message: outcome.error.message, errors: outcome.error.designErrors }
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
      show(loaded);
    } catch (error) {
      answered = true;
      if (mine !== generation || isEngineDeath(error)) return;
      store.setState({
        load: { phase: 'failed', message: describeFailure(error) },
      });
    }
  }

  return {
    load,
    abandon() {
      generation++;
    },
    importer,
  };
}
