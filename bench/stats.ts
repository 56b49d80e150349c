/** Summary statistics shared by every benchmark, so "median" means one thing in every report. */

/** Median of a non-empty list: the middle value, or the mean of the two middle values. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** 95th percentile of a non-empty list: the value 95 % of the list is at or below. */
export function p95(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]!;
}

/** Milliseconds `f` takes, once. */
export function ms(f: () => unknown): number {
  const t = performance.now();
  f();
  return performance.now() - t;
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
