/**
 * What the live-table UI shows: the connect dialog, the read of a table, the connection's
 * non-secret terms and the last model-vs-measured run. It holds no signature: the connection
 * itself stays inside the live controller (live-controller.ts), so nothing that serialises this
 * store (devtools, a test dump) can see one.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LiveComparison, LiveConnection, LiveProblem, LiveQuery, LiveTableRef } from '../live';

/** Why the connect dialog is open: the user asked, or a view needs a SAS of the user's own. */
export type ConnectReason = 'user' | 'link' | 'reconnect';

/** The connect dialog: open or not, why, and the table a link or the view expects. */
interface ConnectDialog {
  readonly open: boolean;
  readonly reason: ConnectReason;
  /** The table the SAS must be for (a link's or the view's); null: any table. */
  readonly expected: LiveTableRef | null;
}

/** Where reading a live table stands. */
type LiveReadStatus =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'reading';
      readonly table: string;
      readonly entities: number;
      readonly pages: number;
      readonly cap: number;
    }
  /** The entities are read and become the dataset (the import path builds the table). */
  | { readonly phase: 'installing'; readonly table: string; readonly entities: number }
  | {
      readonly phase: 'done';
      readonly table: string;
      readonly entities: number;
      readonly pages: number;
      /** True when the read stopped at the cap with more entities in the table. */
      readonly capped: boolean;
    }
  | { readonly phase: 'cancelled'; readonly table: string; readonly entities: number }
  | { readonly phase: 'failed'; readonly problem: LiveProblem };

/** A connection's terms without its secret: safe to show, store and log. */
export type LiveTerms = Omit<LiveConnection, 'secret'>;

/** The connection's terms, and whether the SAS is kept in this tab's sessionStorage. */
interface LiveConnected extends LiveTerms {
  readonly kept: boolean;
}

/** Where "Run on the live table" stands. */
type LiveRunStatus =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly entities: number; readonly pages: number }
  | {
      readonly phase: 'done';
      /** The query as sent to both sides (keys added to `$select`). */
      readonly query: LiveQuery;
      readonly comparison: LiveComparison;
      /** The filter text the run was for, to tell a stale comparison. */
      readonly filter: string;
    }
  | { readonly phase: 'failed'; readonly problem: LiveProblem };

/** The live UI's whole state. */
export interface LiveState {
  readonly dialog: ConnectDialog;
  readonly read: LiveReadStatus;
  readonly connected: LiveConnected | null;
  readonly run: LiveRunStatus;
}

/** Nothing connected, nothing running, the dialog closed. */
const INITIAL_LIVE_STATE: LiveState = {
  dialog: { open: false, reason: 'user', expected: null },
  read: { phase: 'idle' },
  connected: null,
  run: { phase: 'idle' },
};

/** A fresh, independent live store: the main view makes one; tests make their own. */
export function createLiveStore(): StoreApi<LiveState> {
  return createStore<LiveState>()(() => INITIAL_LIVE_STATE);
}
