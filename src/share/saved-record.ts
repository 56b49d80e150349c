/**
 * How one saved workspace is kept in storage: `{ w: wire object, o: origin, t: savedAt }` as
 * JSON. Shared by the autosave, the earlier list and the per-tab entries; nothing here throws.
 */
import { describe, isPlainObject } from './checks';
import { type Note, note } from './note';
import { type RestoreOptions, restore } from './restore';
import { sameIn, toWire } from './wire';
import { defaultWorkspace, type Workspace } from './workspace';

/** The subset of the DOM `Storage` interface the autosave uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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
  readonly problems: Note[];
}

/** Read options: which datasets exist (the place is always the autosave's). */
export type Read = Omit<RestoreOptions, 'place'>;

/** The stored form of a workspace. */
export function record(state: Workspace, origin: Origin, savedAt: number): Record<string, unknown> {
  return { w: toWire(state, 'local'), o: origin, t: savedAt };
}

/** Reads a stored record; damage becomes defaults with a problem. */
export function fromRecord(raw: unknown, options: Read): Saved {
  if (!isPlainObject(raw)) {
    const problems = [note('share.savedNotWorkspace', { value: describe(raw) })];
    return { ...restore({ v: 1 }, options), origin: 'mine', savedAt: 0, problems };
  }
  const { state, problems } = restore(raw.w, { ...options, place: 'local' });
  const savedAt = typeof raw.t === 'number' && Number.isFinite(raw.t) ? raw.t : 0;
  return { state, problems, origin: raw.o === 'link' ? 'link' : 'mine', savedAt };
}

/**
 * Whether a saved workspace is worth offering back: read without any problem, and not the
 * untouched defaults (which every fresh tab has anyway).
 */
export function worthKeeping(saved: Saved): boolean {
  return saved.problems.length === 0 && !sameIn(saved.state, defaultWorkspace(), 'local');
}

/** The JSON under `key`: found or not, or why storage could not be read. */
export function readJson(
  storage: StorageLike,
  key: string,
): { found: boolean; value: unknown; error?: Note } {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    return {
      found: false,
      value: null,
      error: note('share.cannotRead', { error: String(error) }),
    };
  }
  if (text === null) return { found: false, value: null };
  try {
    return { found: true, value: JSON.parse(text) };
  } catch {
    return { found: true, value: text };
  }
}

/** Writes `value` as JSON; returns null, or why it could not be written (full, disabled). */
export function writeJson(storage: StorageLike, key: string, value: unknown): Note | null {
  try {
    storage.setItem(key, JSON.stringify(value));
    return null;
  } catch (error) {
    return note('share.cannotSave', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Removes `key`, ignoring a browser that refuses. */
export function removeKey(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a refusing storage keeps nothing of ours either.
  }
}
