import { describe, expect, it } from 'vitest';
import { LESSONS } from './catalogue';
import {
  completeStep,
  lessonProgress,
  NO_PROGRESS,
  nextLesson,
  readProgress,
  writeProgress,
} from './progress';

const first = LESSONS[0]!;
const second = LESSONS[1]!;

describe('progress', () => {
  it('counts completed steps per lesson, once each', () => {
    let p = completeStep(NO_PROGRESS, first.id, first.steps[0]!.id);
    p = completeStep(p, first.id, first.steps[0]!.id);
    expect(lessonProgress(p, first)).toEqual({ done: 1, of: first.steps.length });
    expect(lessonProgress(p, second)).toEqual({ done: 0, of: second.steps.length });
  });

  it('continues with the first lesson not finished', () => {
    expect(nextLesson(NO_PROGRESS)).toBe(first);
    let p = NO_PROGRESS;
    for (const step of first.steps) p = completeStep(p, first.id, step.id);
    expect(nextLesson(p)).toBe(second);
  });

  it('survives a round trip through storage', () => {
    const p = completeStep(
      completeStep(NO_PROGRESS, first.id, first.steps[1]!.id),
      second.id,
      second.steps[0]!.id,
    );
    expect(readProgress(writeProgress(p))).toEqual(p);
  });

  it('keeps only what names a real lesson and step from edited or broken storage', () => {
    const stored = JSON.stringify({
      [first.id]: [first.steps[0]!.id, 'no-such-step', 42, first.steps[0]!.id],
      'no-such-lesson': ['x'],
      [second.id]: 'not a list',
      __proto__: [first.steps[0]!.id],
    });
    expect(readProgress(stored)).toEqual({ [first.id]: [first.steps[0]!.id] });
    for (const bad of [null, '', '{', '[]', '42', 'null', '"text"']) {
      expect(readProgress(bad)).toEqual(NO_PROGRESS);
    }
  });

  it('keeps a teacher’s lesson’s steps when the reader knows that lesson, and only then', () => {
    const teachers = { ...first, id: 'my-own' };
    const stored = JSON.stringify({ 'my-own': [first.steps[0]!.id, 'no-such-step'] });
    expect(readProgress(stored)).toEqual(NO_PROGRESS);
    const known = (id: string) => (id === 'my-own' ? teachers : undefined);
    expect(readProgress(stored, known)).toEqual({ 'my-own': [first.steps[0]!.id] });
  });
});
