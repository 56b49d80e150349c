/**
 * The workspace kept in this browser (localStorage in the app; any Storage-like object here).
 * The current workspace is saved on every change. Opening someone else's link first moves the
 * user's own workspace to a short list of earlier ones, so a link never silently destroys it.
 * Storage can be full, disabled or shared with other tabs: nothing here throws.
 */
import { describe, isPlainObject } from './checks';
import { type RestoreOptions, restore } from './restore';
import { sameIn, toWire } from './wire';
import type { Workspace } from './workspace';

/** The subset of the DOM `Storage` interface the autosave uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the current workspace is kept. */
export const AUTOSAVE_KEY = 'keyscope.workspace';
/** Where the user's own earlier workspaces are kept, newest first. */
export const EARLIER_KEY = 'keyscope.workspace.earlier';
/** How many earlier workspaces are kept. */
export const MAX_EARLIER = 3;

/**
 * Whose workspace it is: `link` while it is exactly what a shared link opened, `mine` as soon
 * as the user made it (or changed a link's state). Only `mine` is worth keeping when a link opens.
 */
export type Origin = 'mine' | 'link';

/** A workspace read back from storage. */
export interface Saved {
  readonly state: Workspace;
  readonly origin: Origin;
  /** Milliseconds since the epoch, from the injected clock. */
  readonly savedAt: number;
  readonly problems: string[];
}

type Read = Omit<RestoreOptions, 'place'>;

function record(state: Workspace, origin: Origin, savedAt: number): Record<string, unknown> {
  return { w: toWire(state, 'local'), o: origin, t: savedAt };
}

function fromRecord(raw: unknown, options: Read): Saved {
  if (!isPlainObject(raw)) {
    const problems = [
      `The saved workspace is ${describe(raw)}, not a workspace; using the defaults.`,
    ];
    return { ...restore({ v: 1 }, options), origin: 'mine', savedAt: 0, problems };
  }
  const { state, problems } = restore(raw.w, { ...options, place: 'local' });
  const savedAt = typeof raw.t === 'number' && Number.isFinite(raw.t) ? raw.t : 0;
  return { state, problems, origin: raw.o === 'link' ? 'link' : 'mine', savedAt };
}

function readJson(
  storage: StorageLike,
  key: string,
): { found: boolean; value: unknown; error?: string } {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    return {
      found: false,
      value: null,
      error: `Could not read the saved workspace: ${String(error)}`,
    };
  }
  if (text === null) return { found: false, value: null };
  try {
    return { found: true, value: JSON.parse(text) };
  } catch {
    return { found: true, value: text };
  }
}

function writeJson(storage: StorageLike, key: string, value: unknown): string | null {
  try {
    storage.setItem(key, JSON.stringify(value));
    return null;
  } catch (error) {
    return `Could not save the workspace in this browser: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Saves the current workspace; returns null, or why it could not be saved. */
export function saveWorkspace(
  storage: StorageLike,
  state: Workspace,
  origin: Origin,
  now: number,
): string | null {
  return writeJson(storage, AUTOSAVE_KEY, record(state, origin, now));
}

/** The current saved workspace, or null when there is none (or storage cannot be read). */
export function loadWorkspace(storage: StorageLike, options: Read = {}): Saved | null {
  const read = readJson(storage, AUTOSAVE_KEY);
  return read.found ? fromRecord(read.value, options) : null;
}

/** The user's own earlier workspaces, newest first; unreadable entries are skipped. */
export function loadEarlier(storage: StorageLike, options: Read = {}): Saved[] {
  const read = readJson(storage, EARLIER_KEY);
  if (!read.found || !Array.isArray(read.value)) return [];
  return read.value.slice(0, MAX_EARLIER).map((entry) => fromRecord(entry, options));
}

function pushEarlier(
  storage: StorageLike,
  state: Workspace,
  now: number,
  rest: readonly Saved[],
): void {
  const kept = rest.filter((saved) => !sameIn(saved.state, state, 'local'));
  const list = [record(state, 'mine', now), ...kept.map((s) => record(s.state, 'mine', s.savedAt))];
  writeJson(storage, EARLIER_KEY, list.slice(0, MAX_EARLIER));
}

/** What opening a link did to the saved workspaces. */
export type LinkOpened =
  /** My own workspace differed: it was moved to the earlier ones, restorable. */
  | 'kept-mine'
  /** The link holds exactly my own workspace (Open in new tab, reload): it stays mine. */
  | 'same-as-mine'
  /** Nothing of mine was current (nothing saved, or an untouched link state). */
  | 'nothing-mine';

/**
 * Called before a shared link replaces the workspace: keeps the user's own current workspace
 * among the earlier ones (unless the link holds the same), then saves the link's state as the
 * current one, as `link` unless it is the user's own.
 */
export function openLinkOver(storage: StorageLike, incoming: Workspace, now: number): LinkOpened {
  const current = loadWorkspace(storage);
  if (current && current.origin === 'mine') {
    if (sameIn(current.state, incoming, 'local')) return 'same-as-mine';
    pushEarlier(storage, current.state, now, loadEarlier(storage));
    saveWorkspace(storage, incoming, 'link', now);
    return 'kept-mine';
  }
  saveWorkspace(storage, incoming, 'link', now);
  return 'nothing-mine';
}

/** The newest earlier workspace that differs from `current`, to offer "Restore my last workspace". */
export function restorableEarlier(
  storage: StorageLike,
  current: Workspace,
  options: Read = {},
): Saved | null {
  const [newest] = loadEarlier(storage, options);
  return newest && !sameIn(newest.state, current, 'local') ? newest : null;
}

/**
 * Restores the newest earlier workspace and makes it current. The workspace it replaces is kept
 * among the earlier ones if the user had made it theirs (`mine`); an untouched link state is not,
 * since the link still opens it. Returns the restored workspace, or null when there is none.
 */
export function restoreEarlier(
  storage: StorageLike,
  current: Workspace,
  currentOrigin: Origin,
  now: number,
  options: Read = {},
): Workspace | null {
  const [newest, ...rest] = loadEarlier(storage, options);
  if (!newest) return null;
  if (currentOrigin === 'mine' && !sameIn(current, newest.state, 'local')) {
    pushEarlier(storage, current, now, rest);
  } else {
    writeJson(
      storage,
      EARLIER_KEY,
      rest.map((s) => record(s.state, 'mine', s.savedAt)),
    );
  }
  saveWorkspace(storage, newest.state, 'mine', now);
  return newest.state;
}
