/**
 * Per-tab autosave entries, so that two tabs never overwrite each other's work. Each tab has an
 * id (kept in its sessionStorage, so a reload keeps it) and its own entry in localStorage, which
 * outlives the tab: after both tabs are closed, each one's last workspace is still there to be
 * restored. An index lists the entries newest first and bounds them to MAX_TABS, removing the
 * oldest entry, so storage never fills with entries of tabs long closed.
 */

import type { Note } from './note';
import {
  fromRecord,
  type Origin,
  type Read,
  readJson,
  record,
  removeKey,
  type Saved,
  type StorageLike,
  writeJson,
} from './saved-record';
import type { Workspace } from './workspace';

/** Where the index of tab entries is kept: tab ids, most recently saved first. */
export const TABS_KEY = 'keyscope.workspace.tabs';
/** The prefix of one tab's entry; the tab id follows. */
export const TAB_ENTRY_PREFIX = 'keyscope.workspace.tab.';
/** Session-storage key of this tab's id. */
const TAB_ID_KEY = 'keyscope.tab';
/** How many tabs' entries are kept. */
export const MAX_TABS = 8;

/** A tab id is short and plain, so a damaged one cannot make odd storage keys. */
const TAB_ID = /^[a-z0-9]{4,32}$/;

/** The tab ids in the index, newest first; anything unreadable is skipped. */
export function tabIds(storage: StorageLike): string[] {
  const read = readJson(storage, TABS_KEY);
  if (!Array.isArray(read.value)) return [];
  const ids = read.value.filter((id): id is string => typeof id === 'string' && TAB_ID.test(id));
  return [...new Set(ids)].slice(0, MAX_TABS);
}

/**
 * This tab's id: the one in its session storage (a reload keeps it), else a new one, stored
 * there. `session` null (a refusing browser) gives a fresh id each start.
 */
export function tabIdOf(session: StorageLike | null, fresh: () => string): string {
  const stored = session ? readJson(session, TAB_ID_KEY).value : null;
  if (typeof stored === 'string' && TAB_ID.test(stored)) return stored;
  const id = fresh();
  if (session) writeJson(session, TAB_ID_KEY, id);
  return id;
}

/** Saves `state` as tab `id`'s entry and moves the tab to the front of the index. */
export function saveTab(
  storage: StorageLike,
  id: string,
  state: Workspace,
  origin: Origin,
  now: number,
): Note | null {
  const failed = writeJson(storage, TAB_ENTRY_PREFIX + id, record(state, origin, now));
  if (failed) return failed;
  const ids = [id, ...tabIds(storage).filter((other) => other !== id)];
  for (const old of ids.slice(MAX_TABS)) removeKey(storage, TAB_ENTRY_PREFIX + old);
  return writeJson(storage, TABS_KEY, ids.slice(0, MAX_TABS));
}

/** Tab `id`'s entry, or null when it has none. */
export function loadTab(storage: StorageLike, id: string, options: Read = {}): Saved | null {
  const read = readJson(storage, TAB_ENTRY_PREFIX + id);
  return read.found ? fromRecord(read.value, options) : null;
}

/** The entries of the other tabs, newest first, with their ids. */
export function otherTabs(
  storage: StorageLike,
  id: string | null,
  options: Read = {},
): { readonly id: string; readonly saved: Saved }[] {
  const entries: { id: string; saved: Saved }[] = [];
  for (const other of tabIds(storage)) {
    if (other === id) continue;
    const saved = loadTab(storage, other, options);
    if (saved) entries.push({ id: other, saved });
  }
  return entries;
}

/** Removes tab `id`'s entry (its workspace moved into another tab). */
export function forgetTab(storage: StorageLike, id: string): void {
  removeKey(storage, TAB_ENTRY_PREFIX + id);
  const ids = tabIds(storage).filter((other) => other !== id);
  writeJson(storage, TABS_KEY, ids);
}
