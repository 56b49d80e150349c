/** The part of the explorer the open lesson step is about, for the presenter layout. */
import { findLesson, findStep, type StepFocus } from '../../lessons';
import type { LessonRef } from '../../share';

/** The step's focus, or null outside a lesson (or for a lesson this build does not have). */
export function stepFocusOf(at: LessonRef | null): StepFocus | null {
  if (at === null) return null;
  const lesson = findLesson(at.lesson);
  return (lesson && findStep(lesson, at.step)?.focus) ?? null;
}
