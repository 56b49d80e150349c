/** Lessons in the reader's language: each lesson told in the locale's words. */
import { useMemo } from 'react';
import { type Lesson, lessonIn } from '../../lessons';
import { useT } from '../i18n/translator-context';

/** A lesson in a given locale's words, as the lesson list shows each one. */
export { lessonIn };

/** The lesson in the words of the locale on show; a new language retells it at once. */
export function useLocalLesson<L extends Lesson | undefined>(lesson: L): L {
  const { locale } = useT();
  return useMemo(
    () => (lesson === undefined ? lesson : lessonIn(locale, lesson)),
    [locale, lesson],
  ) as L;
}
