/**
 * The lessons room's one entry: the lessons as data, the checks that judge a challenge on what
 * the engine computes, and the learner's progress. The worker judges; the UI plays lessons.
 */

export { askedScenario, type LessonAdvice, type LessonAdviceAnswer, lessonAdvice } from './advice';
export { type Bests, bestOf, readBests, withBest, writeBests } from './best';
export {
  findLesson,
  findStep,
  LESSONS,
  lessonDesign,
  lessonDesignId,
  lessonIn,
} from './catalogue';
export { completionOf, writeCompletionCode } from './completion-code';
export { type Course, readCourseFile, writeCourseFile } from './course-file';
export { betterScore, type Goal, goalOf, referenceQuery, type Score } from './goal';
export { type Attempt, judge } from './judge';
export { LESSON_DESIGN_ID, type LessonComparison } from './judge-records';
export { checkLesson, type LessonProblem } from './lesson-check';
export { COST_CLASSES, readLessonFile, writeLessonFile } from './lesson-file';
export {
  type LessonLinkWrite,
  MAX_LESSON_LINK_LENGTH,
  readSharedLink,
  writeCourseLink,
  writeLessonLink,
} from './lesson-link';
export {
  completeStep,
  lessonProgress,
  NO_PROGRESS,
  nextLesson,
  type Progress,
  readProgress,
  writeProgress,
} from './progress';
export {
  MAX_PROGRESS_FILE_BYTES,
  mergeBests,
  mergeProgress,
  readProgressFile,
  writeProgressFile,
} from './progress-file';
export { type RoomLesson, roomOf } from './room';
export type * from './types';
export { type Variant, variantReasons, variantRecipes } from './variants';
export type { Verdict, VerdictReason } from './verdict';
