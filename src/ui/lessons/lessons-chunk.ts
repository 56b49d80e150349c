/**
 * The lessons' views in one chunk of their own, with every lesson and its translations: the app
 * fetches it when the lesson list or a lesson is first opened (src/ui/App.tsx, LessonsButton).
 */
export { openLinkedLesson } from './held-lessons';
export { LessonList } from './LessonList';
export { LessonPanel } from './LessonPanel';
export { stepFocusOf } from './step-focus';
export { openStepIn } from './useOpenStep';
