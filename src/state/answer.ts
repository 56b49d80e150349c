/**
 * Where one asynchronous answer from the engine stands, in one shape across the state: a
 * `phase` (not asked, running, answered, failed) with what is on screen meanwhile. A running or
 * failed answer keeps the last value it showed, so pictures stay put while the next one is
 * awaited or after it failed.
 */
import type { Coded } from '../engine';

/** Where one worker answer stands: not asked, running, answered, or failed (with why). */
export type Answer<T> =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly last: T | null }
  | { readonly phase: 'ready'; readonly value: T }
  | { readonly phase: 'failed'; readonly message: Coded; readonly last: T | null };

/** The phases an answer goes through, for code that reads only where it stands. */
export type AnswerPhase = Answer<unknown>['phase'];

/** Nothing asked yet. */
export const IDLE: Answer<never> = { phase: 'idle' };

/** The value an answer shows: the current one, or the last one while a newer one runs or failed. */
export function shown<T>(answer: Answer<T>): T | null {
  if (answer.phase === 'ready') return answer.value;
  if (answer.phase === 'idle') return null;
  return answer.last;
}

/** The answer marked running, keeping what it showed. */
export function running<T>(answer: Answer<T>): Answer<T> {
  return { phase: 'running', last: shown(answer) };
}

/** The answer with its value. */
export function ready<T>(value: T): Answer<T> {
  return { phase: 'ready', value };
}

/** The answer marked failed with `message`, keeping what it showed. */
export function failed<T>(answer: Answer<T>, message: Coded): Answer<T> {
  return { phase: 'failed', message, last: shown(answer) };
}
