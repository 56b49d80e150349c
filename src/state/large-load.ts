/**
 * A link must not start a multi-second, memory-hungry load before the user knows: a link that
 * asks for a very large dataset opens at a small size and says what it asked for, and the user
 * chooses to load it (and can still cancel the load while it runs).
 */

/** From this many entities a link's size is held until the user asks for it (over a second). */
export const LARGE_LOAD_SIZE = 250_000;
/** The size a held link opens with meanwhile. */
export const HELD_SIZE = 10_000;

/** A link's size held back: the workspace to open now, and the size it asked for. */
export interface HeldLoad<W> {
  readonly state: W;
  /** The size the link asked for, or null when it is opened as it is. */
  readonly asked: number | null;
}

/** Holds back a large size of a workspace opened from a link; anything else opens as it is. */
export function holdLargeLoad<W extends { readonly size: number }>(
  state: W,
  fromLink: boolean,
): HeldLoad<W> {
  if (!fromLink || state.size < LARGE_LOAD_SIZE) return { state, asked: null };
  return { state: { ...state, size: Math.min(HELD_SIZE, state.size) }, asked: state.size };
}
