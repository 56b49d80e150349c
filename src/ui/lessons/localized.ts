/** Lessons in the reader's language: the English lesson told in the locale's words. */
import { useMemo } from 'react';
import type { Locale } from '../../i18n/locales';
import type { Lesson } from '../../lessons';
import { translateLesson } from '../../lessons/translation';
import { LESSON_TEXTS } from '../../lessons/translations';
import { useT } from '../i18n/translator-context';

/** The lesson in `locale`'s words (English is the lesson itself). */
export function lessonIn(locale: Locale, lesson: Lesson): Lesson {
  return locale === 'en' ? lesson : translateLesson(lesson, LESSON_TEXTS[locale][lesson.id]);
}

/** The lesson in the words of the locale on show; a new language retells it at once. */
export function useLocalLesson<L extends Lesson | undefined>(lesson: L): L {
  const { locale } = useT();
  return useMemo(
    () => (lesson === undefined ? lesson : lessonIn(locale, lesson)),
    [locale, lesson],
  ) as L;
}
