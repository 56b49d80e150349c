import { describe, expect, it } from 'vitest';
import { findDataset, runSample } from '../datasets';
import { designMetrics } from '../design';
import { createTable } from '../engine';
import { LESSONS, lessonIn } from './catalogue';
import { judge } from './judge';

/** The first lesson with a challenge, told in Chinese, and its first challenge step. */
const english = LESSONS.find((l) => l.steps.some((s) => s.challenge))!;
const lesson = lessonIn('zh-CN', english);
const step = lesson.steps.find((s) => s.challenge)!;

function attempt(filter: string) {
  const dataset = findDataset(step.setup.dataset)!;
  const run = runSample(dataset, step.setup.size ?? dataset.defaultSize, 1, dataset.design);
  if (!run.ok) throw new Error(run.error[0]!.message.code);
  const { table } = createTable(run.run.entities);
  return { table, metrics: designMetrics(run.run), query: { filter } };
}

describe('a lesson in Chinese', () => {
  it('is told in Chinese', () => {
    expect(step.challenge!.prompt).not.toBe(
      english.steps.find((s) => s.id === step.id)!.challenge!.prompt,
    );
    expect(step.challenge!.prompt).toMatch(/[\u4e00-\u9fff]/);
  });

  it('judges its first challenge as the English does: the solution passes, the start does not', () => {
    const { check, solution } = step.challenge!;
    expect(judge(check, attempt(solution.filter!)).passed).toBe(true);
    expect(judge(check, attempt(step.setup.filter)).passed).toBe(false);
  });
});
