/**
 * A learner's best passing answer to each challenge, measured against its par (goal.ts): the
 * fewest requests, then the fewest entities scanned. Kept beside the progress in the browser's
 * storage, which anyone can edit, so reading keeps only what names a challenge of this build and
 * holds two whole numbers.
 */
import { findLesson, findStep } from './catalogue';
import { betterScore, type Score } from './goal';
import type { Lesson, StepRef } from './types';

/** Best scores by `lesson/step`. */
export type Bests = Readonly<Record<string, Score>>;

/** The key a step's best is kept under. */
function keyOf(at: StepRef): string {
  return `${at.lesson}/${at.step}`;
}

/** The best score kept for step `at`, if any. */
export function bestOf(bests: Bests, at: StepRef): Score | undefined {
  const key = keyOf(at);
  return Object.hasOwn(bests, key) ? bests[key] : undefined;
}

/** Bests with `score` kept for `at` when it beats the one kept (the same object otherwise). */
export function withBest(bests: Bests, at: StepRef, score: Score): Bests {
  if (!betterScore(score, bestOf(bests, at))) return bests;
  return { ...bests, [keyOf(at)]: { requests: score.requests, scanned: score.scanned } };
}

/** Bests as stored text. */
export function writeBests(bests: Bests): string {
  return JSON.stringify(bests);
}

const count = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * Bests read back from stored text: anything not naming a challenge step, or not two counts, is
 * dropped. `lessonOf` finds a lesson by id (the bundled ones by default, as readProgress).
 */
export function readBests(
  text: string | null,
  lessonOf: (id: string) => Lesson | undefined = findLesson,
): Bests {
  let value: unknown;
  try {
    value = text === null ? null : JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const kept: Record<string, Score> = {};
  for (const [key, score] of Object.entries(value)) {
    const [lessonId = '', stepId = '', ...rest] = key.split('/');
    const lesson = lessonOf(lessonId);
    const step = lesson && findStep(lesson, stepId);
    if (rest.length > 0 || step?.challenge === undefined) continue;
    if (typeof score !== 'object' || score === null) continue;
    const { requests, scanned } = score as Record<string, unknown>;
    if (count(requests) && count(scanned)) kept[key] = { requests, scanned };
  }
  return kept;
}
