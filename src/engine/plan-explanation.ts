/** Plain-words pieces of plan explanations: quoted keys and key intervals. */
import type { KeyInterval } from './query-types';

/** A key as the filter language writes it, quotes doubled. */
export function quote(key: string): string {
  return `'${key.replaceAll("'", "''")}'`;
}

/** An interval in words: "from 'a' (inclusive) to 'b' (exclusive)", or "any". */
export function describeInterval(i: KeyInterval): string {
  const lower = i.lower ? `${i.lower.inclusive ? '≥' : '>'} ${quote(i.lower.value)}` : null;
  const upper = i.upper ? `${i.upper.inclusive ? '≤' : '<'} ${quote(i.upper.value)}` : null;
  if (lower && upper) return `${lower} and ${upper}`;
  return lower ?? upper ?? 'of any value';
}
