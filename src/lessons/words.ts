/**
 * A lesson told in one language: the lesson file's words for that locale on the lesson's own
 * setups, checks and solutions (the very same objects), so a lesson opens the same workspaces and
 * judges the same way in every language.
 */
import type { Locale } from '../i18n/locales';
import type { Lesson, LessonSource, LessonStep, Words } from './types';

/** The lesson with each of its words in `locale`. */
export function tellLesson(source: LessonSource, locale: Locale): Lesson {
  return {
    ...source,
    title: source.title[locale],
    summary: source.summary[locale],
    steps: source.steps.map((step) => tellStep(step, locale)),
  };
}

function tellStep(step: LessonStep<Words>, locale: Locale): LessonStep {
  const { challenge, ...rest } = step;
  return {
    ...rest,
    title: step.title[locale],
    body: step.body.map((paragraph) => paragraph[locale]),
    ...(challenge
      ? {
          challenge: {
            ...challenge,
            prompt: challenge.prompt[locale],
            hints: challenge.hints.map((hint) => hint[locale]),
          },
        }
      : {}),
  };
}
