/**
 * The learner's progress, held above every lesson component (the lesson list and the lesson
 * panel share it). The shell holds it without reading it: reading and checking it needs every
 * lesson, which comes with the lessons' chunk, so useLessonProgress (use-lesson-progress.ts,
 * in that chunk) reads it from this browser's storage on first use.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { Progress } from '../../lessons';

/** The progress once read (null before any lesson view asked for it), and how it changes. */
export interface ProgressHolder {
  readonly progress: Progress | null;
  readonly update: (change: (before: Progress | null) => Progress) => void;
}

const ProgressContext = createContext<ProgressHolder | null>(null);

/** Holds the learner's progress for the lesson components below. */
export function LessonProgressProvider({ children }: { children?: ReactNode }) {
  const [progress, update] = useState<Progress | null>(null);
  const value = useMemo(() => ({ progress, update }), [progress]);
  return <ProgressContext.Provider value={value}>{children}</ProgressContext.Provider>;
}

/** The holder of the progress; null outside a provider. */
export function useProgressHolder(): ProgressHolder | null {
  return useContext(ProgressContext);
}
