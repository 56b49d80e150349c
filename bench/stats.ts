/** Summary statistics shared by every benchmark, so "median" means one thing in every report. */

/** Median of a non-empty list: the middle value, or the mean of the two middle values. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Collects an iterable into an array, as a loader that keeps its input would; returns the count. */
export function keepAll(items: Iterable<unknown>): number {
  const out: unknown[] = [];
  for (const item of items) out.push(item);
  return out.length;
}

/** Iterates to the end keeping nothing (a generator's own cost); returns the count. */
export function countAll(items: Iterable<unknown>): number {
  let n = 0;
  for (const _ of items) n++;
  return n;
}
