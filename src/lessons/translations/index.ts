/** The lessons' words in every language but English (the lessons themselves are English). */
import type { Locale } from '../../i18n/locales';
import type { LessonTexts } from '../translation';
import { RU_LESSONS } from './ru';
import { ZH_CN_LESSONS } from './zh-CN';

/** Lesson texts by locale; English needs none. */
export const LESSON_TEXTS: Readonly<Record<Exclude<Locale, 'en'>, LessonTexts>> = {
  'zh-CN': ZH_CN_LESSONS,
  ru: RU_LESSONS,
};
