/** Every lesson in Simplified Chinese, by lesson id. */
import type { LessonTexts } from '../../translation';

/** Simplified Chinese lesson texts. */
export const ZH_CN_LESSONS: LessonTexts = {};
