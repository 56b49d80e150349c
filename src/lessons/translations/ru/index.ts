/** Every lesson in Russian, by lesson id. */
import type { LessonTexts } from '../../translation';

/** Russian lesson texts. */
export const RU_LESSONS: LessonTexts = {};
