/**
 * Numbers in words, one way everywhere: the plan panel, the picture summaries and the exported
 * captions state the same counts, so they must format them alike. Fixed to en-US (grouping with
 * commas) until the language catalogue takes over, so tests and slides agree.
 */

// One formatter for all counts: building one per call (as `toLocaleString` with options does)
// cost ~100 ms of main-thread time per few dozen keystrokes at 1M entities.
const COUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators, rounded to a whole number: 1,000,000. */
export function formatCount(n: number): string {
  return COUNT_FORMAT.format(n);
}

/** `1 entity`, `2 entities`: a formatted count and the word that agrees with it. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
