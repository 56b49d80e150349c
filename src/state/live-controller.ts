/**
 * The live-table controller: parses a pasted SAS URL, reads the table on the main thread (the
 * connection's secret cannot cross to the worker), hands the entities to the import path so they
 * become a dataset exactly as an imported file's do, and runs the current query on both the model
 * and the service. The connection lives in this closure only; the store sees its terms, never the
 * signature. The SAS reaches sessionStorage only when the user asks to keep it for the session.
 */
import type { StoreApi } from 'zustand';
import { coded } from '../engine';
import { writeODataJson } from '../io';
import {
  compareRuns,
  type FetchLike,
  type LiveConnection,
  type LiveProblem,
  type LiveQuery,
  type LiveResult,
  type LiveTableRef,
  MAX_CAP,
  type ParsedSasUrl,
  parseSasForRef,
  parseSasUrl,
  readLiveTable,
  runLiveQuery,
  sameTable,
  sasUrlToKeep,
  selectWithKeys,
} from '../live';
import type { ExplorerController } from './controller';
import type { ConnectReason, LiveState, LiveTerms } from './live-store';
import type { ExplorerState } from './store';
import { queryOptionsOf, sameQuery } from './workspace';

/** What the connect dialog shows of a pasted URL: its terms, or what is wrong with it. */
export type SasPreview =
  | ({ readonly ok: true } & LiveTerms)
  | { readonly ok: false; readonly error: LiveProblem };

/** The sessionStorage key of a SAS URL the user asked to keep for the session. */
export const KEPT_SAS_KEY = 'keyscope.live.sas';

/** What the live controller needs from the app. */
export interface LiveHost {
  readonly store: StoreApi<ExplorerState>;
  readonly live: StoreApi<LiveState>;
  readonly explorer: Pick<ExplorerController, 'importFile' | 'modelRun'>;
  /** This tab's sessionStorage (null where there is none); only written when the user asks. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** This page's origin, for the CORS command. */
  readonly origin: string | null;
  /** Default: the global fetch. */
  readonly fetch?: FetchLike;
  /** Wall clock in ms since 1970 (SAS expiry). */
  readonly epochMs?: () => number;
}

/**
 * How to read a table: the cap on entities, whether to keep the SAS for the session, and the
 * endpoint the reader confirmed for a bare token (a link's host is never used without it).
 */
interface ConnectOptions {
  readonly cap: number;
  readonly keep: boolean;
  readonly confirmedEndpoint?: string | null;
}

/** The actions of the live UI. */
export interface LiveController {
  /**
   * The terms of a pasted URL (for the table the dialog expects, if any), or its problem; a bare
   * token is read against the expected table's endpoint only when it is `confirmedEndpoint`.
   */
  preview(text: string, confirmedEndpoint?: string | null): SasPreview;
  /** Opens the connect dialog; `expected` names the table a SAS must be for. */
  openDialog(reason: ConnectReason, expected?: LiveTableRef | null): void;
  closeDialog(): void;
  /** Reads the table the URL names and makes it the dataset; the previous one stays on failure. */
  connect(text: string, options: ConnectOptions): Promise<void>;
  /** Stops a read (nothing is loaded) or a run in progress. */
  cancel(): void;
  /** Sends the current filter, $select and $top to the live table and compares with the model. */
  runOnLive(): Promise<void>;
  /** Drops the connection and any kept SAS. */
  forget(): void;
  /** Stops watching the store. */
  stop(): void;
}

/** Starts the live controller over the explorer's store and the live store. */
export function startLiveController(host: LiveHost): LiveController {
  const { store, live } = host;
  const epochMs = host.epochMs ?? (() => Date.now());
  let connection: LiveConnection | null = null;
  let reading: AbortController | null = null;
  let running: AbortController | null = null;
  // While our own import installs a table, the change of `imported` is ours, not the user's.
  let installing = false;

  const runOptions = (signal: AbortSignal) => ({
    signal,
    epochMs,
    ...(host.fetch ? { fetch: host.fetch } : {}),
    ...(host.origin ? { origin: host.origin } : {}),
  });

  function parse(
    text: string,
    expected: LiveTableRef | null,
    confirmedEndpoint: string | null = null,
  ): ParsedSasUrl {
    const options = { nowMs: epochMs(), confirmedEndpoint };
    return expected ? parseSasForRef(expected, text, options) : parseSasUrl(text, options);
  }

  function adopt(parsed: LiveConnection, kept: boolean): void {
    connection = parsed;
    const { ref, grant, warnings } = parsed;
    live.setState({ connected: { ref, grant, warnings, kept } });
  }

  function drop(): void {
    connection = null;
    running?.abort();
    host.storage?.removeItem(KEPT_SAS_KEY);
    live.setState({ connected: null, run: { phase: 'idle' } });
  }

  /** A SAS kept for this session, adopted when it is for the view's live table. */
  function adoptKept(): void {
    const view = store.getState().live;
    if (connection || !view) return;
    const kept = host.storage?.getItem(KEPT_SAS_KEY);
    if (!kept) return;
    const parsed = parse(kept, view);
    if (parsed.ok) adopt(parsed.connection, true);
  }

  async function install(result: LiveResult, ref: LiveTableRef): Promise<boolean> {
    const text = writeODataJson(result.entities, 'body');
    installing = true;
    try {
      await host.explorer.importFile(new Blob([text], { type: 'application/json' }), ref.table, {});
    } finally {
      installing = false;
    }
    const state = store.getState();
    if (state.importing.phase !== 'ready' || state.imported?.name !== ref.table) {
      const message =
        state.importing.phase === 'failed' ? state.importing.message : coded('live.notLoaded');
      live.setState({
        read: {
          phase: 'failed',
          problem: {
            code: 'NOT_TABLE_JSON',
            message: coded('live.buildFailed', { table: ref.table, reason: message }),
            action: coded('live.buildFailedAction'),
          },
        },
      });
      return false;
    }
    store.setState({ live: ref });
    return true;
  }

  const unsubscribe = store.subscribe((state, prev) => {
    // Another dataset chosen or another file imported: the view is no longer the live table's.
    if (
      !installing &&
      state.imported?.fingerprint !== prev.imported?.fingerprint &&
      state.live !== null &&
      state.live === prev.live
    ) {
      store.setState({ live: null });
      return;
    }
    if (state.live !== prev.live) {
      if (connection && (!state.live || !sameTable(connection.ref, state.live))) drop();
      adoptKept();
    }
    // A view of a live table whose data this browser lacks: ask for the user's own SAS.
    if (state.missingImport && !prev.missingImport && state.live && !connection) {
      live.setState({ dialog: { open: true, reason: 'link', expected: state.live } });
    }
    if (!sameQuery(state, prev) && live.getState().run.phase !== 'idle') {
      running?.abort();
      live.setState({ run: { phase: 'idle' } });
    }
  });
  adoptKept();

  return {
    preview(text, confirmedEndpoint = null) {
      const parsed = parse(text, live.getState().dialog.expected, confirmedEndpoint);
      if (!parsed.ok) return { ok: false, error: parsed.error };
      const { ref, grant, warnings } = parsed.connection;
      return { ok: true, ref, grant, warnings };
    },
    openDialog(reason, expected = null) {
      const state = live.getState();
      const read = state.read.phase === 'reading' ? state.read : { phase: 'idle' as const };
      live.setState({ dialog: { open: true, reason, expected }, read });
    },
    closeDialog() {
      live.setState((s) => ({ dialog: { ...s.dialog, open: false } }));
    },
    async connect(text, { cap, keep, confirmedEndpoint = null }) {
      const parsed = parse(text, live.getState().dialog.expected, confirmedEndpoint);
      if (!parsed.ok) {
        live.setState({ read: { phase: 'failed', problem: parsed.error } });
        return;
      }
      const next = parsed.connection;
      const { table } = next.ref;
      reading?.abort();
      const controller = new AbortController();
      reading = controller;
      live.setState({ read: { phase: 'reading', table, entities: 0, pages: 0, cap } });
      const result = await readLiveTable(next, {
        ...runOptions(controller.signal),
        cap,
        onProgress: ({ entities, pages }) => {
          if (reading === controller)
            live.setState({ read: { phase: 'reading', table, entities, pages, cap } });
        },
      });
      if (reading !== controller) return;
      reading = null;
      if (result.stoppedBy === 'cancelled') {
        live.setState({ read: { phase: 'cancelled', table, entities: result.entities.length } });
        return;
      }
      if (result.problem) {
        live.setState({ read: { phase: 'failed', problem: result.problem } });
        return;
      }
      if (result.entities.length === 0) {
        live.setState({
          read: {
            phase: 'failed',
            problem: {
              code: 'NOT_TABLE_JSON',
              message: coded('live.tableEmpty', { table }),
              action: coded('live.tableEmptyAction'),
            },
          },
        });
        return;
      }
      live.setState({ read: { phase: 'installing', table, entities: result.entities.length } });
      const previous = connection;
      connection = next;
      if (!(await install(result, next.ref))) {
        connection = previous;
        return;
      }
      // Kept whole (never the bare token typed), so it can only go back to this host.
      if (keep) host.storage?.setItem(KEPT_SAS_KEY, sasUrlToKeep(next));
      else host.storage?.removeItem(KEPT_SAS_KEY);
      adopt(next, keep);
      live.setState({
        read: {
          phase: 'done',
          table,
          entities: result.entities.length,
          pages: result.pages.length,
          capped: result.stoppedBy === 'cap',
        },
        dialog: { open: false, reason: 'user', expected: null },
        run: { phase: 'idle' },
      });
    },
    cancel() {
      reading?.abort();
      running?.abort();
    },
    async runOnLive() {
      const view = store.getState().live;
      if (!connection || !view || !sameTable(connection.ref, view)) {
        live.setState({ dialog: { open: true, reason: 'reconnect', expected: view } });
        return;
      }
      const state = store.getState();
      // Both sides run with the keys selected, so entities are matched by key (select-keys.ts).
      const select = selectWithKeys(state.select) ?? [];
      const options = queryOptionsOf({ ...state, select });
      const query: LiveQuery = {
        ...(state.filter.trim() !== '' ? { filter: state.filter } : {}),
        ...(select.length > 0 ? { select } : {}),
        ...(state.top !== null ? { top: state.top } : {}),
      };
      running?.abort();
      const controller = new AbortController();
      running = controller;
      live.setState({ run: { phase: 'running', entities: 0, pages: 0 } });
      const model = await host.explorer.modelRun(options);
      if (running !== controller) return;
      if (!model.ok) {
        running = null;
        live.setState({
          run: {
            phase: 'failed',
            problem: {
              code: 'HTTP_ERROR',
              message: coded('live.modelFailed', { reason: model.error }),
              action: coded('live.modelFailedAction'),
            },
          },
        });
        return;
      }
      const result = await runLiveQuery(connection, query, {
        ...runOptions(controller.signal),
        cap: MAX_CAP,
        onProgress: ({ entities, pages }) => {
          if (running === controller) live.setState({ run: { phase: 'running', entities, pages } });
        },
      });
      if (running !== controller) return;
      running = null;
      if (result.stoppedBy === 'cancelled') {
        live.setState({ run: { phase: 'idle' } });
        return;
      }
      if (result.problem) {
        live.setState({ run: { phase: 'failed', problem: result.problem } });
        return;
      }
      live.setState({
        run: {
          phase: 'done',
          query,
          comparison: compareRuns(model, result),
          filter: state.filter,
        },
      });
    },
    forget() {
      drop();
    },
    stop() {
      unsubscribe();
      reading?.abort();
      running?.abort();
    },
  };
}
