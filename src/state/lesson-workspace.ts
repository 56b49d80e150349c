/**
 * What a lesson step does to the explorer: the workspace it opens, and what revealing its
 * solution changes. Everything else of the workspace (range partitioning, presenter mode) is
 * the user's and stays as it is.
 */
import { type Lesson, type LessonStep, lessonDesign, type Solution } from '../lessons';
import type { Workspace } from './workspace';

/** The workspace fields a step sets when it opens. */
export function stepWorkspace(lesson: Pick<Lesson, 'id'>, step: LessonStep): Partial<Workspace> {
  const { setup } = step;
  return {
    lesson: { lesson: lesson.id, step: step.id },
    dataset: setup.dataset,
    ...(setup.size !== undefined ? { size: setup.size } : {}),
    seed: setup.seed ?? 1,
    design: setup.design === undefined ? null : (lessonDesign(setup.design) ?? null),
    imported: null,
    filter: setup.filter,
    top: setup.top ?? null,
    select: setup.select ?? [],
    focusPartition: null,
    step: null,
  };
}

/** The workspace fields a solution sets over the step's own. */
export function solutionWorkspace(solution: Solution): Partial<Workspace> {
  return {
    ...(solution.filter !== undefined ? { filter: solution.filter } : {}),
    ...(solution.design !== undefined ? { design: lessonDesign(solution.design) ?? null } : {}),
    ...(solution.top !== undefined ? { top: solution.top } : {}),
    ...(solution.select !== undefined ? { select: solution.select } : {}),
  };
}

/** The fields a learner changes to answer a challenge. */
type Answerable = Pick<
  Workspace,
  'dataset' | 'size' | 'seed' | 'design' | 'filter' | 'top' | 'select'
>;

/**
 * Whether the view still shows the workspace the step opened, so the learner has not tried
 * anything yet: a challenge then waits for them rather than saying "not yet" to the step's own
 * setup. Designs compare by their content (a link decodes a new object of the same design).
 */
export function atStepStart(ws: Answerable, step: LessonStep): boolean {
  const opened = stepWorkspace({ id: '' }, step);
  return (
    ws.dataset === opened.dataset &&
    (opened.size === undefined || ws.size === opened.size) &&
    ws.seed === opened.seed &&
    JSON.stringify(ws.design) === JSON.stringify(opened.design) &&
    ws.filter.trim() === (opened.filter ?? '').trim() &&
    ws.top === opened.top &&
    ws.select.join(',') === (opened.select ?? []).join(',')
  );
}
