import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../i18n/english';
import { findLesson, lessonIn } from './catalogue';
import { readLessonFile, writeLessonFile } from './lesson-file';

const teachers = { ...lessonIn('en', findLesson('log-tail')!), id: 'sales-tail', title: 'Sales' };

describe('a lesson step’s seed', () => {
  it('travels in the lesson file and is refused out of range, by place', () => {
    const seeded = {
      ...teachers,
      steps: teachers.steps.map((s) => ({ ...s, setup: { ...s.setup, seed: 7 } })),
    };
    const read = readLessonFile(writeLessonFile(seeded, 'en'));
    expect(read.ok && read.lesson.steps.map((s) => s.setup.seed)).toEqual([7, 7]);
    const bad = JSON.parse(writeLessonFile(seeded, 'en'));
    bad.lesson.steps[1].setup.seed = -1;
    const refused = readLessonFile(JSON.stringify(bad));
    expect(refused.ok ? [] : refused.problems.map(sayEnglish)).toEqual([
      'lesson.steps[1].setup.seed: expected whole number from 0 to 4294967295.',
    ]);
  });
});

describe('a step that asks the advisor', () => {
  const asking = { ...lessonIn('en', findLesson('ask-the-advisor')!), id: 'my-advisor' };

  it('travels in the lesson file, so a teacher’s lesson can end with "ask the advisor" too', () => {
    const read = readLessonFile(writeLessonFile(asking, 'en'));
    expect(read.ok && read.lesson.steps.map((s) => s.advisor?.scenario ?? null)).toEqual([
      null,
      'employees',
    ]);
  });

  it('is refused, by place, when it names no scenario of the step’s sample', () => {
    for (const scenario of ['nothing', 'expenses']) {
      const bad = JSON.parse(writeLessonFile(asking, 'en'));
      bad.lesson.steps[1].advisor.scenario = scenario;
      const refused = readLessonFile(JSON.stringify(bad));
      expect(refused.ok ? [] : refused.problems.map(sayEnglish)).toEqual([
        `lesson.steps[1].advisor.scenario: there is no scenario '${scenario}' of the step's sample to ask the advisor about.`,
      ]);
    }
  });
});
