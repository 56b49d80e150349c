import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { LESSON_SOURCES, LESSONS, lessonIn, lessonsIn } from './catalogue';
import type { Lesson, LessonSource, Words } from './types';
import { tellLesson } from './words';

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

/** The places a lesson says something, each with its words in every language. */
function placesOf(source: LessonSource): [string, Words][] {
  return [
    ['title', source.title],
    ['summary', source.summary],
    ...source.steps.flatMap((s): [string, Words][] => [
      [`${s.id} title`, s.title],
      ...s.body.map((p, i): [string, Words] => [`${s.id} paragraph ${i + 1}`, p]),
      ...(s.challenge
        ? [
            [`${s.id} prompt`, s.challenge.prompt] as [string, Words],
            ...s.challenge.hints.map((h, i): [string, Words] => [`${s.id} hint ${i + 1}`, h]),
          ]
        : []),
    ]),
  ];
}

// The denormalization hint once wrote its filter, which ends in a backquote, between single
// backticks: the player showed half the filter as text and the words after it as code.
describe.each(LOCALES)(
  'code marks in %s (the denormalization hint showed prose as code)',
  (locale) => {
    it.each(LESSON_SOURCES.map((l) => [l.id, l] as const))(
      '%s: no stray backtick',
      (_id, source) => {
        expect(strayBackticks(tellLesson(source, locale))).toEqual([]);
      },
    );
  },
);

describe('every translation keeps the English filter text', () => {
  it.each(LESSON_SOURCES.map((l) => [l.id, l] as const))(
    '%s: each text has the same code spans in every language',
    (_id, source) => {
      const problems: string[] = [];
      for (const [place, words] of placesOf(source)) {
        const english = codeSpans(words.en).join('\n');
        for (const locale of LOCALES) {
          if (codeSpans(words[locale]).join('\n') !== english) {
            problems.push(`${place} in ${locale}: code spans differ`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('has a word for every language at every place, none empty', () => {
    const empty = LESSON_SOURCES.flatMap((source) =>
      placesOf(source).flatMap(([place, words]) =>
        LOCALES.filter((l) => words[l].trim() === '').map((l) => `${source.id} ${place} ${l}`),
      ),
    );
    expect(empty).toEqual([]);
  });
});

describe('a lesson told in a language', () => {
  it.each(LOCALES)(
    'in %s has the same steps, setups, checks and solutions: the very objects',
    (locale) => {
      const told = lessonsIn(locale);
      expect(told.map((l) => l.id)).toEqual(LESSON_SOURCES.map((l) => l.id));
      told.forEach((lesson, i) => {
        const source = LESSON_SOURCES[i]!;
        expect(lesson.group).toBe(source.group);
        lesson.steps.forEach((step, j) => {
          const written = source.steps[j]!;
          expect(step.id).toBe(written.id);
          expect(step.setup).toBe(written.setup);
          expect(step.focus).toBe(written.focus);
          expect(step.shows).toBe(written.shows);
          expect(step.challenge?.check).toBe(written.challenge?.check);
          expect(step.challenge?.solution).toBe(written.challenge?.solution);
        });
      });
    },
  );

  it('says what the lesson file says in that language', () => {
    const source = LESSON_SOURCES.find((l) => l.steps.some((s) => s.challenge))!;
    const step = source.steps.findIndex((s) => s.challenge);
    const ru = lessonIn('ru', LESSONS.find((l) => l.id === source.id)!);
    expect(ru.title).toBe(source.title.ru);
    expect(ru.steps[step]!.body).toEqual(source.steps[step]!.body.map((p) => p.ru));
    expect(ru.steps[step]!.challenge!.hints).toEqual(
      source.steps[step]!.challenge!.hints.map((h) => h.ru),
    );
  });

  it('is made once per language, and English is the catalogue itself', () => {
    expect(lessonsIn('zh-CN')).toBe(lessonsIn('zh-CN'));
    expect(lessonsIn('en')).toBe(LESSONS);
    expect(lessonIn('en', LESSONS[0]!)).toBe(LESSONS[0]);
  });

  it('leaves a lesson the catalogue does not have as it is', () => {
    const stray: Lesson = {
      id: 'not-a-lesson',
      group: 'querying',
      title: 'T',
      summary: 'S',
      steps: [],
    };
    expect(lessonIn('ru', stray)).toBe(stray);
  });
});

/** Words in every language, for the lessons the type tests write. */
const all = (en: string): Words => ({ en, 'zh-CN': en, ru: en });

// Type tests: `tsc` fails when an expected error does not happen, so each case below is a
// lesson file that must not compile. At run time they only show what each case lacks.
describe('a lesson file lacking a translation does not compile', () => {
  it('lacks a Russian hint', () => {
    const lesson: LessonSource = {
      id: 'no-russian-hint',
      group: 'querying',
      title: all('Title'),
      summary: all('Summary'),
      steps: [
        {
          id: 'step',
          title: all('Step'),
          body: [all('Paragraph')],
          focus: 'plan',
          shows: 'point',
          setup: { dataset: 'employees', filter: '' },
          challenge: {
            prompt: all('Prompt'),
            hints: [
              all('First hint'),
              // @ts-expect-error: the second hint has no Russian
              { en: 'Second hint', 'zh-CN': '第二个提示' },
            ],
            solution: { filter: '' },
            check: { kind: 'query' },
          },
        },
      ],
    };
    expect(lesson.steps[0]!.challenge!.hints[1]).not.toHaveProperty('ru');
  });

  it('lacks a step title in Chinese, or a paragraph in Russian', () => {
    const lesson: LessonSource = {
      id: 'no-step-words',
      group: 'patterns',
      title: all('Title'),
      summary: all('Summary'),
      steps: [
        {
          id: 'step',
          // @ts-expect-error: the step's title has no Chinese
          title: { en: 'Step', ru: 'Шаг' },
          // @ts-expect-error: the paragraph has no Russian
          body: [{ en: 'Paragraph', 'zh-CN': '段落' }],
          focus: 'plan',
          shows: 'point',
          setup: { dataset: 'employees', filter: '' },
        },
      ],
    };
    expect(lesson.steps[0]!.title).not.toHaveProperty('zh-CN');
  });

  it('lacks a lesson title in Russian, or has a language Keyscope does not speak', () => {
    const lesson: LessonSource = {
      id: 'no-title',
      group: 'querying',
      // @ts-expect-error: the lesson's title has no Russian
      title: { en: 'Title', 'zh-CN': '标题' },
      // @ts-expect-error: German is no locale of ours, so a stray translation is caught too
      summary: { en: 'Summary', 'zh-CN': '摘要', ru: 'Сводка', de: 'Zusammenfassung' },
      steps: [],
    };
    expect(lesson.title).not.toHaveProperty('ru');
  });
});
