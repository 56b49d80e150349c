/**
 * The learner's progress for the lesson components: loaded from this browser's storage once,
 * saved on every change.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { completeStep, type Progress } from '../../lessons';
import { loadProgress, saveProgress } from '../../state/lesson-progress';

interface ProgressState {
  readonly progress: Progress;
  readonly complete: (lessonId: string, stepId: string) => void;
}

const ProgressContext = createContext<ProgressState | null>(null);

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Gives the lesson components the learner's progress. */
export function LessonProgressProvider({ children }: { children?: ReactNode }) {
  const [progress, setProgress] = useState(() => loadProgress(browserStorage()));
  const complete = useCallback((lessonId: string, stepId: string) => {
    setProgress((before) => {
      const after = completeStep(before, lessonId, stepId);
      if (after !== before) saveProgress(browserStorage(), after);
      return after;
    });
  }, []);
  const value = useMemo(() => ({ progress, complete }), [progress, complete]);
  return <ProgressContext.Provider value={value}>{children}</ProgressContext.Provider>;
}

/** The progress and the way to add to it; outside a provider, progress is not kept. */
export function useLessonProgress(): ProgressState {
  return useContext(ProgressContext) ?? { progress: {}, complete: () => {} };
}
