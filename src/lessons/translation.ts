/**
 * A lesson in another language: its words only. Setups, checks and solutions are the English
 * lesson's, so a translated lesson opens the same workspaces and judges the same way; filter
 * text in `backticks` stays exactly as the English has it (a test holds every translation to it).
 */
import type { Lesson } from './types';

/** A step's words in one language. */
export interface StepText {
  readonly title: string;
  /** As many paragraphs as the English step. */
  readonly body: readonly string[];
  /** Present exactly when the English step has a challenge; as many hints as the English. */
  readonly challenge?: { readonly prompt: string; readonly hints: readonly string[] };
}

/** A lesson's words in one language, its steps by step id. */
export interface LessonText {
  readonly title: string;
  readonly summary: string;
  readonly steps: Readonly<Record<string, StepText>>;
}

/** Every lesson's words in one language, by lesson id. */
export type LessonTexts = Readonly<Record<string, LessonText>>;

/**
 * The lesson told in a translation's words; anything the translation lacks stays English, so a
 * half-translated catalogue still plays (the translation tests keep it whole).
 */
export function translateLesson(lesson: Lesson, text: LessonText | undefined): Lesson {
  if (!text) return lesson;
  return {
    ...lesson,
    title: text.title,
    summary: text.summary,
    steps: lesson.steps.map((step) => {
      const words = text.steps[step.id];
      if (!words) return step;
      const challenge =
        step.challenge && words.challenge
          ? { ...step.challenge, prompt: words.challenge.prompt, hints: words.challenge.hints }
          : step.challenge;
      return { ...step, title: words.title, body: words.body, ...(challenge ? { challenge } : {}) };
    }),
  };
}
