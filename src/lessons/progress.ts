/**
 * A learner's progress: the steps they completed (a step without a challenge is completed by
 * reading it; one with a challenge, by passing its check). Kept in the browser's storage, which
 * anyone can edit, so reading it keeps only what still names a lesson and a step.
 */
import { findLesson, findStep, LESSONS } from './catalogue';
import type { Lesson } from './types';

/** Completed step ids by lesson id. */
export type Progress = Readonly<Record<string, readonly string[]>>;

/** No progress yet. */
export const NO_PROGRESS: Progress = {};

/** Progress with one more step completed (the same object when it already was). */
export function completeStep(progress: Progress, lessonId: string, stepId: string): Progress {
  const done = progress[lessonId] ?? [];
  if (done.includes(stepId)) return progress;
  return { ...progress, [lessonId]: [...done, stepId] };
}

/** How many of a lesson's steps are completed, of how many. */
export function lessonProgress(progress: Progress, lesson: Lesson): { done: number; of: number } {
  const done = new Set(progress[lesson.id] ?? []);
  return { done: lesson.steps.filter((s) => done.has(s.id)).length, of: lesson.steps.length };
}

/** The first lesson not yet completed, for "continue": the first lesson when all are done. */
export function nextLesson(progress: Progress): Lesson {
  return (
    LESSONS.find((l) => {
      const { done, of } = lessonProgress(progress, l);
      return done < of;
    }) ?? LESSONS[0]!
  );
}

/** Progress as stored text. */
export function writeProgress(progress: Progress): string {
  return JSON.stringify(progress);
}

/**
 * Progress read back from stored text: unknown lessons and steps, duplicates and anything not
 * shaped like progress are dropped, never thrown on. `lessonOf` finds a lesson by id: the
 * bundled ones by default; the player passes one that knows a teacher's lessons held here too.
 */
export function readProgress(
  text: string | null,
  lessonOf: (id: string) => Lesson | undefined = findLesson,
): Progress {
  if (text === null) return NO_PROGRESS;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NO_PROGRESS;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return NO_PROGRESS;
  let progress: Progress = NO_PROGRESS;
  for (const [lessonId, steps] of Object.entries(value)) {
    const lesson = lessonOf(lessonId);
    if (lesson === undefined || !Array.isArray(steps)) continue;
    for (const stepId of steps) {
      if (typeof stepId === 'string' && findStep(lesson, stepId) !== undefined) {
        progress = completeStep(progress, lessonId, stepId);
      }
    }
  }
  return progress;
}
