/**
 * Which fetched pages of rows to keep. Scrolling through a million-row result would otherwise
 * hold every row on the UI thread; pages far from the one just fetched are dropped and fetched
 * again if the user scrolls back.
 */

/** How many pages of up to 1,000 rows the UI thread keeps for one query. */
const MAX_PAGES_KEPT = 24;

/** `pages` plus `added` at `index`, without the pages farthest from it beyond `max`. */
export function withPage<T>(
  pages: Readonly<Record<number, T>>,
  index: number,
  added: T,
  max = MAX_PAGES_KEPT,
): Record<number, T> {
  const next: Record<number, T> = { ...pages, [index]: added };
  const kept = Object.keys(next).map(Number);
  if (kept.length <= max) return next;
  kept.sort((a, b) => Math.abs(a - index) - Math.abs(b - index) || a - b);
  for (const far of kept.slice(max)) delete next[far];
  return next;
}
