/**
 * The lessons room's one entry: the lessons as data, the checks that judge a challenge on what
 * the engine computes, and the learner's progress. The worker judges; the UI plays lessons.
 */
export { findLesson, findStep, LESSONS, lessonDesign, lessonIn } from './catalogue';
export { judge } from './judge';
export { LESSON_DESIGN_ID, type LessonComparison } from './judge-records';
export {
  completeStep,
  lessonProgress,
  NO_PROGRESS,
  nextLesson,
  type Progress,
  readProgress,
  writeProgress,
} from './progress';
export type * from './types';
export type { Verdict, VerdictReason } from './verdict';
