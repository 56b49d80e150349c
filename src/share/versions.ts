/**
 * Format versions of the wire object and how older ones are brought up to date. A link made by
 * any earlier Keyscope must keep opening: a migration, once released, is never deleted, only
 * followed by the next one (name old readers `legacy_vN...` when they move out of the way).
 */

import { type Note, note } from './note';

/** The format version this build writes. */
export const CURRENT_VERSION = 2;

/** Rewrites a wire object of version `from` into one of version `from + 1`, noting any losses. */
interface Migration {
  readonly from: number;
  readonly migrate: (raw: Readonly<Record<string, unknown>>) => {
    readonly raw: Record<string, unknown>;
    readonly notes?: readonly Note[];
  };
}

/** The formats a build understands: the one it writes and the path up from every older one. */
export interface FormatHistory {
  readonly current: number;
  readonly migrations: readonly Migration[];
}

/**
 * v1 → v2: v2 adds the key design (`e`). A v1 link has none, which v2 reads as "the dataset's own
 * design": exactly the table v1 showed, so the fields carry over unchanged. The version still
 * moves so that a Keyscope that only reads v1 refuses a link with a design ("made by a newer
 * Keyscope") instead of silently showing the dataset's own design in its place.
 */
const V1_TO_V2: Migration = { from: 1, migrate: (raw) => ({ raw: { ...raw } }) };

/** This build's history: every format it has written, and the way up from each. */
export const FORMAT_HISTORY: FormatHistory = { current: CURRENT_VERSION, migrations: [V1_TO_V2] };

/** The outcome of bringing a wire object up to the current version. */
export type Migrated =
  | { readonly ok: true; readonly raw: Record<string, unknown>; readonly notes: readonly Note[] }
  | { readonly ok: false; readonly error: Note };

/** Applies the migrations from `version` up to `history.current`, one version at a time. */
export function migrate(
  raw: Readonly<Record<string, unknown>>,
  version: number,
  history: FormatHistory = FORMAT_HISTORY,
): Migrated {
  if (version > history.current) {
    return {
      ok: false,
      error: note('share.newerFormat', {
        version: String(version),
        current: String(history.current),
      }),
    };
  }
  let current: Record<string, unknown> = { ...raw };
  const notes: Note[] = [];
  for (let v = version; v < history.current; v++) {
    const step = history.migrations.find((m) => m.from === v);
    if (!step) return { ok: false, error: note('share.unknownFormat', { version: String(v) }) };
    const next = step.migrate(current);
    current = next.raw;
    if (next.notes) notes.push(...next.notes);
  }
  return { ok: true, raw: current, notes };
}
