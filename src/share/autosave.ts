/**
 * The workspace kept in this browser (localStorage in the app; any Storage-like object here).
 * The current workspace is saved on every change, both as the browser's newest workspace (what
 * a fresh tab opens) and as the tab's own entry (tabs.ts), so two tabs never overwrite each
 * other's work. Opening someone else's link first moves the user's own workspace to a short list
 * of earlier ones, so a link never silently destroys it; "Restore" offers those and the other
 * tabs' entries, never an empty or damaged one. Storage can be full, disabled or shared with
 * other tabs: nothing here throws.
 */

import type { Note } from './note';
import {
  fromRecord,
  type Origin,
  type Read,
  readJson,
  record,
  type Saved,
  type StorageLike,
  worthKeeping,
  writeJson,
} from './saved-record';
import { forgetTab, loadTab, otherTabs, saveTab } from './tabs';
import { sameIn } from './wire';
import type { Workspace } from './workspace';

export type { Origin, Saved, StorageLike } from './saved-record';

/** Where the newest workspace of any tab is kept (what a new tab opens). */
export const AUTOSAVE_KEY = 'keyscope.workspace';
/** Where the user's own earlier workspaces are kept, newest first. */
export const EARLIER_KEY = 'keyscope.workspace.earlier';
/** How many earlier workspaces are kept. */
const MAX_EARLIER = 3;

/**
 * Saves the current workspace (and, given a tab id, the tab's own entry); returns null, or why
 * it could not be saved.
 */
export function saveWorkspace(
  storage: StorageLike,
  state: Workspace,
  origin: Origin,
  now: number,
  tab: string | null = null,
): Note | null {
  const failed = writeJson(storage, AUTOSAVE_KEY, record(state, origin, now));
  const tabFailed = tab === null ? null : saveTab(storage, tab, state, origin, now);
  return failed ?? tabFailed;
}

/** The current saved workspace, or null when there is none (or storage cannot be read). */
export function loadWorkspace(storage: StorageLike, options: Read = {}): Saved | null {
  const read = readJson(storage, AUTOSAVE_KEY);
  return read.found ? fromRecord(read.value, options) : null;
}

/** The tab's own entry when it has one (a reload), else the browser's newest workspace. */
export function loadOwnWorkspace(
  storage: StorageLike,
  tab: string | null,
  options: Read = {},
): Saved | null {
  return (tab === null ? null : loadTab(storage, tab, options)) ?? loadWorkspace(storage, options);
}

/** The user's own earlier workspaces, newest first; damaged and empty entries are skipped. */
export function loadEarlier(storage: StorageLike, options: Read = {}): Saved[] {
  const read = readJson(storage, EARLIER_KEY);
  if (!Array.isArray(read.value)) return [];
  return read.value
    .map((entry) => fromRecord(entry, options))
    .filter(worthKeeping)
    .slice(0, MAX_EARLIER);
}

function pushEarlier(
  storage: StorageLike,
  state: Workspace,
  now: number,
  rest: readonly Saved[],
): void {
  const kept = rest.filter((saved) => !sameIn(saved.state, state, 'local'));
  const entry: Saved = { state, origin: 'mine', savedAt: now, problems: [] };
  const list = (worthKeeping(entry) ? [entry, ...kept] : kept).map((s) =>
    record(s.state, 'mine', s.savedAt),
  );
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
 * (the tab's, else the newest) among the earlier ones unless the link holds the same, then saves
 * the link's state as the current one, as `link` unless it is the user's own.
 */
export function openLinkOver(
  storage: StorageLike,
  incoming: Workspace,
  now: number,
  tab: string | null = null,
): LinkOpened {
  const current = loadOwnWorkspace(storage, tab);
  if (current && current.origin === 'mine') {
    if (sameIn(current.state, incoming, 'local')) {
      saveWorkspace(storage, incoming, 'mine', now, tab);
      return 'same-as-mine';
    }
    pushEarlier(storage, current.state, now, loadEarlier(storage));
    saveWorkspace(storage, incoming, 'link', now, tab);
    return 'kept-mine';
  }
  saveWorkspace(storage, incoming, 'link', now, tab);
  return 'nothing-mine';
}

/** A workspace "Restore" can offer, and where it is kept. */
interface Candidate {
  readonly saved: Saved;
  /** `earlier` for the earlier list, else the id of the tab whose entry it is. */
  readonly from: 'earlier' | { readonly tab: string };
}

/** Everything restorable, newest first, without repeats or anything equal to `current`. */
function candidates(
  storage: StorageLike,
  current: Workspace,
  tab: string | null,
  options: Read,
): Candidate[] {
  const all: Candidate[] = [
    ...loadEarlier(storage, options).map((saved) => ({ saved, from: 'earlier' as const })),
    ...otherTabs(storage, tab, options)
      .filter(({ saved }) => saved.origin === 'mine' && worthKeeping(saved))
      .map(({ id, saved }) => ({ saved, from: { tab: id } })),
  ].sort((a, b) => b.saved.savedAt - a.saved.savedAt);
  const out: Candidate[] = [];
  for (const candidate of all) {
    if (sameIn(candidate.saved.state, current, 'local')) continue;
    if (out.some((kept) => sameIn(kept.saved.state, candidate.saved.state, 'local'))) continue;
    out.push(candidate);
  }
  return out;
}

/**
 * The newest workspace to offer as "Restore my last workspace": an earlier one of mine, or the
 * last workspace of another tab (closed or not), never one equal to `current`.
 */
export function restorableEarlier(
  storage: StorageLike,
  current: Workspace,
  options: Read = {},
  tab: string | null = null,
): Saved | null {
  return candidates(storage, current, tab, options)[0]?.saved ?? null;
}

/**
 * Restores the newest restorable workspace and makes it current. The workspace it replaces is
 * kept among the earlier ones if the user had made it theirs (`mine`); an untouched link state
 * is not, since the link still opens it. Returns the restored workspace, or null when there is none.
 */
export function restoreEarlier(
  storage: StorageLike,
  current: Workspace,
  currentOrigin: Origin,
  now: number,
  options: Read = {},
  tab: string | null = null,
): Workspace | null {
  const [newest] = candidates(storage, current, tab, options);
  if (!newest) return null;
  const rest = loadEarlier(storage, options).filter(
    (saved) => !sameIn(saved.state, newest.saved.state, 'local'),
  );
  // The other tab's entry moves into this tab; kept twice, it would be offered again.
  if (newest.from !== 'earlier') forgetTab(storage, newest.from.tab);
  if (currentOrigin === 'mine' && !sameIn(current, newest.saved.state, 'local')) {
    pushEarlier(storage, current, now, rest);
  } else {
    writeJson(
      storage,
      EARLIER_KEY,
      rest.map((s) => record(s.state, 'mine', s.savedAt)),
    );
  }
  saveWorkspace(storage, newest.saved.state, 'mine', now, tab);
  return newest.saved.state;
}
