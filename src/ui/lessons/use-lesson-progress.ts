/**
 * The learner's progress for the lesson components: read from this browser's storage once (the
 * first time a lesson view asks), saved on every change. In the lessons' chunk: reading it keeps
 * only the steps of lessons this build has, so it needs every lesson.
 */
import { useCallback } from 'react';
import { completeStep, mergeProgress, type Progress } from '../../lessons';
import { loadProgress, saveProgress } from '../../state/lesson-progress';
import { browserStorage } from './browser-storage';
import { lessonOf } from './lesson-of';
import { useProgressHolder } from './progress-context';

/** The progress, and the way to add to it. */
export interface ProgressState {
  readonly progress: Progress;
  readonly complete: (lessonId: string, stepId: string) => void;
  /** Adds every step of `theirs` (a progress file's), dropping none of the learner's own. */
  readonly merge: (theirs: Progress) => void;
}

let stored: Progress | undefined;

/** The progress kept in this browser, read once per page. */
function storedProgress(): Progress {
  stored ??= loadProgress(browserStorage(), lessonOf);
  return stored;
}

/** The progress and the way to add to it; outside a provider, progress is not kept. */
export function useLessonProgress(): ProgressState {
  const holder = useProgressHolder();
  const update = holder?.update;
  const complete = useCallback(
    (lessonId: string, stepId: string) =>
      update?.((held) => {
        const before = held ?? storedProgress();
        const after = completeStep(before, lessonId, stepId);
        if (after !== before) saveProgress(browserStorage(), after);
        return after;
      }),
    [update],
  );
  const merge = useCallback(
    (theirs: Progress) =>
      update?.((held) => {
        const after = mergeProgress(held ?? storedProgress(), theirs);
        saveProgress(browserStorage(), after);
        return after;
      }),
    [update],
  );
  if (!holder) return { progress: {}, complete, merge };
  return { progress: holder.progress ?? storedProgress(), complete, merge };
}
