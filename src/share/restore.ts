/**
 * THE way into the app for every workspace read from outside (share links, autosave, history
 * entries): validate each field, migrate older formats, fill defaults. It never throws; whatever
 * it cannot use becomes a problem (a note) and a default in the state.
 */
import { describe, isPlainObject } from './checks';
import { type Note, note } from './note';
import { FORMAT_HISTORY, type FormatHistory, migrate } from './versions';
import { VERSION_KEY } from './wire';
import {
  defaultWorkspace,
  keptIn,
  type ReadContext,
  WORKSPACE_FIELDS,
  WORKSPACE_KEYS,
  type Workspace,
} from './workspace';

/** Where the wire object came from and what the app can offer. */
export interface RestoreOptions extends ReadContext {
  /** Which fields may be read: a link carries only `url` fields. Default `local` (all kept). */
  readonly place?: 'url' | 'local';
  readonly history?: FormatHistory;
}

/** A usable workspace, and what could not be used (empty when everything was). */
export interface Restored {
  readonly state: Workspace;
  readonly problems: Note[];
}

/** Reads a wire object `{ v, ...fields }` into a complete, valid workspace. */
export function restore(raw: unknown, options: RestoreOptions = {}): Restored {
  const state = defaultWorkspace();
  const problems: Note[] = [];
  if (!isPlainObject(raw)) {
    problems.push(note('share.workspaceNotObject', { value: describe(raw) }));
    return { state, problems };
  }
  const version = raw[VERSION_KEY];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    problems.push(note('share.workspaceNoVersion', { value: describe(version) }));
    return { state, problems };
  }
  const migrated = migrate(raw, version, options.history ?? FORMAT_HISTORY);
  if (!migrated.ok) {
    problems.push(note('share.workspaceUnreadable', { problem: migrated.error }));
    return { state, problems };
  }
  problems.push(...migrated.notes);

  const place = options.place ?? 'local';
  const known = new Set<string>([VERSION_KEY]);
  const writable = state as unknown as Record<string, unknown>;
  for (const name of WORKSPACE_KEYS) {
    const field = WORKSPACE_FIELDS[name];
    if (!keptIn(field.keep, place)) continue;
    known.add(field.key);
    if (!Object.hasOwn(migrated.raw, field.key)) continue;
    const read = field.read(migrated.raw[field.key], { ...options, place });
    if (read.ok) {
      writable[name] = read.value;
      if (read.notes) problems.push(...read.notes);
    } else {
      problems.push(note('share.fieldDefault', { problem: read.error }));
    }
  }
  for (const key of Object.keys(migrated.raw)) {
    if (!known.has(key)) problems.push(note('share.unknownSetting', { value: describe(key) }));
  }
  return { state, problems };
}
