/** Pieces of plan explanations: quoted keys and key intervals, in symbols or as codes. */
import { type CodedParam, coded } from './coded';
import type { KeyInterval } from './query-types';

/** A key as the filter language writes it, quotes doubled. */
export function quote(key: string): string {
  return `'${key.replaceAll("'", "''")}'`;
}

/**
 * A bounded interval for an explanation: one bound in symbols (`≥ 'a'`), two as a code
 * (`≥ 'a' and < 'b'`), since joining them takes a word.
 */
export function describeInterval(i: KeyInterval): CodedParam {
  const lower = i.lower ? `${i.lower.inclusive ? '≥' : '>'} ${quote(i.lower.value)}` : null;
  const upper = i.upper ? `${i.upper.inclusive ? '≤' : '<'} ${quote(i.upper.value)}` : null;
  if (lower && upper) return coded('engine.intervalBetween', { lower, upper });
  return lower ?? upper ?? '';
}
