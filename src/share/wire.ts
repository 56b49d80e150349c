/**
 * The compact wire object: `{ v: version, <key>: value, ... }` holding only the fields that differ
 * from their defaults, under the one-letter keys of WORKSPACE_FIELDS. Both share links and the
 * autosave carry it; `restore()` reads it back.
 */
import { CURRENT_VERSION } from './versions';
import { fieldSpec, keptIn, WORKSPACE_KEYS, type Workspace } from './workspace';

/** The key of the format version in a wire object; no field may use it. */
export const VERSION_KEY = 'v';

/** Writes the fields kept in `place` that differ from their defaults, under their wire keys. */
export function toWire(state: Workspace, place: 'url' | 'local'): Record<string, unknown> {
  const wire: Record<string, unknown> = { [VERSION_KEY]: CURRENT_VERSION };
  for (const name of WORKSPACE_KEYS) {
    const field = fieldSpec(name);
    if (!keptIn(field.keep, place)) continue;
    const value = field.write(state[name]);
    if (JSON.stringify(value) !== JSON.stringify(field.write(field.initial())))
      wire[field.key] = value;
  }
  return wire;
}

/** Whether two workspaces look the same to `place` (so saving or sharing one gives the other). */
export function sameIn(a: Workspace, b: Workspace, place: 'url' | 'local'): boolean {
  return JSON.stringify(toWire(a, place)) === JSON.stringify(toWire(b, place));
}
