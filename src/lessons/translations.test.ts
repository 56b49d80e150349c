import { describe, expect, it } from 'vitest';
import { LESSONS } from './catalogue';
import { LESSON_TEXTS } from './translations';
import { translateLesson } from './translation';
import type { Lesson } from './types';

/**
 * Code marks as the lesson player reads them (src/ui/lessons/lesson-text.ts): `code`, or
 * ``a`b`` when the code holds a backtick itself, as a key's successor can.
 */
const CODE = /``\s?(.+?)\s?``|`([^`]+)`/g;

/** The `backticked` spans of a text: filter text and key values, which no translation changes. */
function codeSpans(text: string): string[] {
  return [...text.matchAll(CODE)].map((m) => m[1] ?? m[2]!).sort();
}

/** Every text of a lesson a reader sees, in one language. */
function wordsOf(lesson: Lesson): string[] {
  return [
    lesson.title,
    lesson.summary,
    ...lesson.steps.flatMap((s) => [
      s.title,
      ...s.body,
      ...(s.challenge ? [s.challenge.prompt, ...s.challenge.hints] : []),
    ]),
  ];
}

/** Texts with a backtick outside every code span, which the player would show as a stray mark. */
function strayBackticks(lesson: Lesson): string[] {
  return wordsOf(lesson).filter((text) => text.replace(CODE, '').includes('`'));
}

// The denormalization hint once wrote its filter, which ends in a backquote, between single
// backticks: the player showed half the filter as text and the words after it as code.
describe('code marks (the denormalization hint showed prose as code)', () => {
  it.each(LESSONS.map((l) => [l.id, l] as const))(
    '%s in English: no stray backtick',
    (_id, lesson) => {
      expect(strayBackticks(lesson)).toEqual([]);
    },
  );
});

describe.each(Object.entries(LESSON_TEXTS))('lessons in %s', (_locale, texts) => {
  it('translate every lesson and no other', () => {
    expect(Object.keys(texts).sort()).toEqual(LESSONS.map((l) => l.id).sort());
  });

  it('leave no stray backtick in any lesson', () => {
    expect(LESSONS.flatMap((l) => strayBackticks(translateLesson(l, texts[l.id])))).toEqual([]);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))(
    '%s: the same steps, paragraphs, challenges and hints, and the same filter text',
    (_id, lesson) => {
      const text = texts[lesson.id];
      expect(text, 'translation missing').toBeDefined();
      if (!text) return;
      expect(Object.keys(text.steps).sort()).toEqual(lesson.steps.map((s) => s.id).sort());
      const problems: string[] = [];
      for (const step of lesson.steps) {
        const words = text.steps[step.id];
        if (!words) continue;
        if (words.body.length !== step.body.length) problems.push(`${step.id}: paragraph count`);
        step.body.forEach((paragraph, i) => {
          const theirs = words.body[i] ?? '';
          if (codeSpans(theirs).join('\n') !== codeSpans(paragraph).join('\n')) {
            problems.push(`${step.id} paragraph ${i + 1}: code spans differ`);
          }
        });
        if (Boolean(step.challenge) !== Boolean(words.challenge))
          problems.push(`${step.id}: challenge`);
        if (step.challenge && words.challenge) {
          if (words.challenge.hints.length !== step.challenge.hints.length) {
            problems.push(`${step.id}: hint count`);
          }
          const english = [step.challenge.prompt, ...step.challenge.hints].flatMap(codeSpans);
          const theirs = [words.challenge.prompt, ...words.challenge.hints].flatMap(codeSpans);
          if (theirs.sort().join('\n') !== english.sort().join('\n')) {
            problems.push(`${step.id} challenge: code spans differ`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('translateLesson', () => {
  it('keeps setups, checks and solutions, and the English where a translation lacks a step', () => {
    const lesson = LESSONS[0]!;
    const [first] = lesson.steps;
    const translated = translateLesson(lesson, {
      title: 'T',
      summary: 'S',
      steps: { [first!.id]: { title: 'Step', body: ['Body'] } },
    });
    expect(translated.title).toBe('T');
    expect(translated.steps[0]!.title).toBe('Step');
    expect(translated.steps[0]!.setup).toEqual(first!.setup);
    expect(translated.steps.slice(1)).toEqual(lesson.steps.slice(1));
  });
});
