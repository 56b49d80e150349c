import { describe, expect, it } from 'vitest';
import { findLesson, findStep, lessonDesign } from '../lessons';
import { atStepStart, solutionWorkspace, stepWorkspace } from './lesson-workspace';
import { DEFAULT_WORKSPACE } from './workspace';

const lesson = findLesson('log-tail')!;
const step = findStep(lesson, 'newest-ten')!;
const opened = { ...DEFAULT_WORKSPACE, ...stepWorkspace(lesson, step) };

describe('a challenge step before the learner tries anything', () => {
  it('is at its start when opened, and with a copy of its design (a link decodes a new object)', () => {
    expect(atStepStart(opened, step)).toBe(true);
    const copied = JSON.parse(JSON.stringify(lessonDesign('oldest-first')));
    expect(atStepStart({ ...opened, design: copied }, step)).toBe(true);
    // Space typed and removed again is no answer.
    expect(atStepStart({ ...opened, filter: ` ${opened.filter} ` }, step)).toBe(true);
  });

  it('is not once the filter, $top, $select, the design or the size changes', () => {
    expect(atStepStart({ ...opened, filter: "PartitionKey eq 'HR'" }, step)).toBe(false);
    expect(atStepStart({ ...opened, top: 10 }, step)).toBe(false);
    expect(atStepStart({ ...opened, select: ['Amount'] }, step)).toBe(false);
    expect(atStepStart({ ...opened, size: 200 }, step)).toBe(false);
    expect(atStepStart({ ...opened, seed: 2 }, step)).toBe(false);
    expect(atStepStart({ ...opened, ...solutionWorkspace(step.challenge!.solution) }, step)).toBe(
      false,
    );
  });
});

describe('a step of a teacher’s lesson', () => {
  it('opens the seed its setup chose, and seed 1 when it chose none', () => {
    expect(stepWorkspace(lesson, step).seed).toBe(1);
    const seeded = { ...step, setup: { ...step.setup, seed: 7 } };
    expect(stepWorkspace(lesson, seeded).seed).toBe(7);
    expect(atStepStart({ ...opened, seed: 7 }, seeded)).toBe(true);
    expect(atStepStart(opened, seeded)).toBe(false);
  });
});
