/**
 * The controller's import side: reads the user's file in the worker with progress and cancel,
 * builds the explorer's table from it only when the read succeeded (so a refused file leaves the
 * previous dataset on show), keeps the file in this browser, and restores a view that names an
 * imported file from what is kept, or says which file to drop.
 */
import type { StoreApi } from 'zustand';
import type { Design } from '../design';
import { type Coded, coded } from '../engine';
import type { ImportOptions, ImportOutcome } from '../protocol/imports';
import type { LoadSummary } from '../protocol/loads';
import { MAIN_TABLE } from '../protocol/tables';
import type { ImportedFileRef } from '../share';
import type { EngineCalls } from './engine-client';
import type { ImportStore } from './import-store';
import type { ExplorerState } from './store';
import { isEngineDeath } from './supervisor';

export type { ExportFormat } from '../protocol/exports';
export type { ImportOptions } from '../protocol/imports';

/** What the importer needs from the controller. */
export interface ImportHost {
  readonly store: StoreApi<ExplorerState>;
  /** The engine's calls; throws `EngineDied` while it restarts. */
  engine(): EngineCalls;
  /** Makes a progress callback callable from the worker. */
  callback<F extends (...args: never[]) => void>(fn: F): F;
  readonly imports: ImportStore;
  /** Shows a table the worker just built, as a load's answer is shown. */
  show(loaded: LoadSummary): void;
  /** Milliseconds since 1970, for the order kept imports are dropped in. */
  now(): number;
}

/** The importer's actions. */
export interface Importer {
  /** Reads a file the user picked, dropped or pasted, and opens it as the view's data. */
  importFile(file: Blob, name: string, options: ImportOptions): Promise<void>;
  /** Stops the running read at its next slice. */
  cancel(): void;
  /** Opens a view of an imported file from what this browser keeps, or says which file to drop. */
  restore(ref: ImportedFileRef): Promise<void>;
  /** Whether the worker's table holds this imported data now. */
  holds(fingerprint: string): boolean;
  /** The worker's table no longer holds imported data (a sample was loaded, the worker restarted). */
  forget(): void;
}

/** What a view whose imported file is not here tells the user. */
function missingMessage(ref: ImportedFileRef): Coded {
  const params = { name: ref.name, count: ref.count };
  return ref.as === 'records'
    ? coded('state.importedRecordsMissing', params)
    : coded('state.importedEntitiesMissing', params);
}

/** What the summary says when the dropped file is not the one the view was made from. */
function mismatchMessage(expected: ImportedFileRef, got: ImportedFileRef): Coded {
  const params = {
    expected: expected.name,
    count: expected.count,
    expectedFingerprint: expected.fingerprint,
    name: got.name,
    got: got.count,
    fingerprint: got.fingerprint,
  };
  return expected.as === 'records'
    ? coded('state.importedRecordsMismatch', params)
    : coded('state.importedEntitiesMismatch', params);
}

/** Starts the importer over a controller. */
export function createImporter(host: ImportHost): Importer {
  const { store } = host;
  let seq = 0;
  let running: number | null = null;
  let held: string | null = null;

  /** Reads `file` in the worker, with the bar in `importing`; null when superseded or dead. */
  async function read(
    file: Blob,
    name: string,
    options: ImportOptions,
  ): Promise<{ id: number; outcome: ImportOutcome } | null> {
    const id = ++seq;
    running = id;
    let answered = false;
    store.setState({ importing: { phase: 'running', name, read: 0, total: file.size } });
    const onProgress = host.callback((done: number, total: number) => {
      if (running === id && !answered)
        store.setState({ importing: { phase: 'running', name, read: done, total } });
    });
    try {
      const outcome = await host.engine().importFile(id, file, name, options, onProgress);
      answered = true;
      if (running !== id) return null;
      running = null;
      if (!outcome.ok) {
        store.setState({
          importing: outcome.error.cancelled
            ? { phase: 'idle' }
            : {
                phase: 'failed',
                name,
                message: coded('state.detail', { detail: outcome.error.message }),
                ...(outcome.error.problem ? { error: outcome.error.problem } : {}),
              },
        });
      }
      return { id, outcome };
    } catch (error) {
      answered = true;
      if (running === id) running = null;
      if (!isEngineDeath(error)) {
        const detail = error instanceof Error ? error.message : String(error);
        store.setState({
          importing: { phase: 'failed', name, message: coded('state.detail', { detail }) },
        });
      } else store.setState({ importing: { phase: 'idle' } });
      return null;
    }
  }

  /**
   * Builds the table from a finished read (records through `design`, their starting design when
   * null); false when the worker could not.
   */
  async function install(
    id: number,
    ref: ImportedFileRef,
    design: Design | null,
  ): Promise<boolean> {
    let answered = false;
    // Records go through a design, entity by entity: the dataset panel shows how far it is.
    const onProgress = host.callback((done: number, expected: number) => {
      if (!answered) store.setState({ load: { phase: 'running', done, expected } });
    });
    const loaded = await host
      .engine()
      .loadImported(MAIN_TABLE, id, design, onProgress)
      .finally(() => {
        answered = true;
      });
    if (!loaded.ok) {
      store.setState({
        importing: { phase: 'failed', name: ref.name, message: loaded.error.message },
      });
      return false;
    }
    const { ok: _ok, ...summary } = loaded;
    held = ref.fingerprint;
    host.show(summary);
    return true;
  }

  return {
    async importFile(file, name, options) {
      const expected = store.getState().missingImport;
      const answer = await read(file, name, options);
      if (!answer?.outcome.ok) return;
      const { outcome } = answer;
      const ref: ImportedFileRef = {
        name: outcome.name,
        fingerprint: outcome.fingerprint,
        count: outcome.count,
        ...(outcome.as ? { as: outcome.as } : {}),
      };
      const done = {
        phase: 'ready' as const,
        name,
        count: outcome.count,
        rejected: outcome.rejected,
        errors: outcome.errors,
        records: outcome.records ?? null,
        mismatch:
          expected && expected.fingerprint !== ref.fingerprint
            ? mismatchMessage(expected, ref)
            : null,
      };
      if (outcome.count === 0) {
        store.setState({ importing: done });
        return;
      }
      try {
        if (!(await install(answer.id, ref, null))) return;
      } catch (error) {
        if (!isEngineDeath(error)) throw error;
        return;
      }
      store.setState({
        importing: done,
        missingImport: null,
        imported: ref,
        design: null,
        focusPartition: null,
        step: null,
        select: [],
      });
      // Refused storage (site data blocked, private browsing, a full disk) keeps nothing: say
      // so now, while the user still has the file, rather than after a reload loses it.
      if (!(await host.imports.save({ ...ref, options, file, savedAt: host.now() }))) {
        store.setState({ notice: coded('state.importNotKept', { name: ref.name }) });
      }
    },
    cancel() {
      if (running === null) return;
      void host
        .engine()
        .cancelImport(running)
        .catch(() => {});
    },
    async restore(ref) {
      const kept = await host.imports.find(ref.fingerprint);
      if (store.getState().imported?.fingerprint !== ref.fingerprint) return;
      if (!kept) {
        store.setState({
          missingImport: ref,
          load: { phase: 'failed', message: missingMessage(ref) },
        });
        return;
      }
      const answer = await read(kept.file, kept.name, kept.options);
      if (!answer || store.getState().imported?.fingerprint !== ref.fingerprint) return;
      if (answer.outcome.ok && (await install(answer.id, ref, store.getState().design))) {
        store.setState({ importing: { phase: 'idle' }, missingImport: null });
        return;
      }
      // Cancelled, or the kept file no longer reads: the view waits for the file to be dropped.
      store.setState({
        missingImport: ref,
        load: { phase: 'failed', message: missingMessage(ref) },
      });
    },
    holds(fingerprint) {
      return held === fingerprint;
    },
    forget() {
      held = null;
    },
  };
}
