/**
 * A reload right after typing must reopen what was typed. The address bar is written once typing
 * pauses, and the write made while the page is being left comes too late for the reload, which
 * already asked for the old address. So that last write is handed over in the tab's session
 * storage: "the address `from` became `to`", and the next start of the same address opens `to`.
 *
 * The same holds for a write made just before the page is left: a reload asked for while the
 * typing pause ran out finds the pause's write already done when the page is hidden, yet it has
 * asked for the address before that write (seen in CI: an imported table's filter lost on reload).
 */

/** Session-storage key of the hand-over. */
export const UNLOAD_HANDOFF_KEY = 'keyscope.unloaded';

/** What the page being left wrote last: its address bar fragment before and after. */
export interface UnloadHandoff {
  readonly from: string;
  readonly to: string;
}

/**
 * How long after a write of the address bar a reload may still have asked for the address before
 * it: the time between a reload's request and the old page being hidden, with room for a slow
 * machine. A write older than this was in the address bar when any reload was asked for.
 */
export const RELOAD_RACE_MS = 2_000;

/** A write of the address bar: the fragment before and after, and when (ms). */
export interface AddressWrite extends UnloadHandoff {
  readonly at: number;
}

/**
 * The hand-over to leave as the page is hidden: `before` and `after` are the address before and
 * after the pending write was flushed, `last` the address bar's last write before that flush.
 * Null when no reload can have asked for an address other than the current one.
 */
export function handoffOnHide(
  before: string,
  after: string,
  last: AddressWrite | null,
  now: number,
): UnloadHandoff | null {
  if (after !== before) return { from: before, to: after };
  if (last === null || last.to !== after || last.from === after) return null;
  return now - last.at <= RELOAD_RACE_MS ? { from: last.from, to: after } : null;
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
