/** Opening a lesson step in the explorer view: its workspace replaces the current one's fields. */
import { useCallback } from 'react';
import type { Lesson } from '../../lessons';
import type { ExplorerView } from '../../state/explorer-view';
import { stepWorkspace } from '../../state/lesson-workspace';
import { useExplorerView } from '../../state/view-context';

/** Opens step `index` of a lesson (clamped to its steps) in `view`. */
export function openStepIn(view: ExplorerView, lesson: Lesson, index: number): void {
  const step = lesson.steps[Math.max(0, Math.min(index, lesson.steps.length - 1))]!;
  view.store.getState().applyWorkspace(stepWorkspace(lesson, step));
}

/** A function that opens step `index` of a lesson (clamped to its steps). */
export function useOpenStep(): (lesson: Lesson, index: number) => void {
  const view = useExplorerView();
  return useCallback((lesson, index) => openStepIn(view, lesson, index), [view]);
}
