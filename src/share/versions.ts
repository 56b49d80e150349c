/**
 * Format versions of the wire object and how older ones are brought up to date. A link made by
 * any earlier Keyscope must keep opening: a migration, once released, is never deleted, only
 * followed by the next one (name old readers `legacy_vN...` when they move out of the way).
 */

/** The format version this build writes. */
export const CURRENT_VERSION = 1;

/** Rewrites a wire object of version `from` into one of version `from + 1`, noting any losses. */
export interface Migration {
  readonly from: number;
  readonly migrate: (raw: Readonly<Record<string, unknown>>) => {
    readonly raw: Record<string, unknown>;
    readonly notes?: readonly string[];
  };
}

/** The formats a build understands: the one it writes and the path up from every older one. */
export interface FormatHistory {
  readonly current: number;
  readonly migrations: readonly Migration[];
}

/** This build's history: version 1 is the first format, so nothing needs migrating yet. */
export const FORMAT_HISTORY: FormatHistory = { current: CURRENT_VERSION, migrations: [] };

/** The outcome of bringing a wire object up to the current version. */
export type Migrated =
  | { readonly ok: true; readonly raw: Record<string, unknown>; readonly notes: readonly string[] }
  | { readonly ok: false; readonly problem: string };

/** Applies the migrations from `version` up to `history.current`, one version at a time. */
export function migrate(
  raw: Readonly<Record<string, unknown>>,
  version: number,
  history: FormatHistory = FORMAT_HISTORY,
): Migrated {
  if (version > history.current) {
    return {
      ok: false,
      problem: `it was made by a newer Keyscope (format v${version}; this one reads up to v${history.current})`,
    };
  }
  let current: Record<string, unknown> = { ...raw };
  const notes: string[] = [];
  for (let v = version; v < history.current; v++) {
    const step = history.migrations.find((m) => m.from === v);
    if (!step) return { ok: false, problem: `format v${v} is not one Keyscope ever wrote` };
    const next = step.migrate(current);
    current = next.raw;
    if (next.notes) notes.push(...next.notes);
  }
  return { ok: true, raw: current, notes };
}
