/**
 * A reload right after typing must reopen what was typed. The address bar is written once typing
 * pauses, and the write made while the page is being left comes too late for the reload, which
 * already asked for the old address. So that last write is handed over in the tab's session
 * storage: "the address `from` became `to`", and the next start of the same address opens `to`.
 */

/** Session-storage key of the hand-over. */
export const UNLOAD_HANDOFF_KEY = 'keyscope.unloaded';

/** What the page being left wrote last: its address bar fragment before and after. */
export interface UnloadHandoff {
  readonly from: string;
  readonly to: string;
}

/** The hand-over as stored text. */
export function writeHandoff(handoff: UnloadHandoff): string {
  return JSON.stringify({ from: handoff.from, to: handoff.to });
}

/**
 * The fragment to start with: the handed-over one when this start is of the address the last
 * page left with; otherwise `hash` itself. Stored text that does not parse is ignored.
 */
export function startFragment(hash: string, stored: string | null): string {
  if (stored === null) return hash;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return hash;
    const { from, to } = parsed as Record<string, unknown>;
    if (typeof from !== 'string' || typeof to !== 'string') return hash;
    return normal(from) === normal(hash) ? to : hash;
  } catch {
    return hash;
  }
}

function normal(fragment: string): string {
  return fragment.startsWith('#') ? fragment.slice(1) : fragment;
}
