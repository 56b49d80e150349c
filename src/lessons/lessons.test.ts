import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS, findDataset, runSample } from '../datasets';
import { designMetrics } from '../design';
import { createTable, parseFilter } from '../engine';
import { holdRecords, loadComparison } from '../patterns';
import { findLesson, findStep, LESSONS, lessonDesign } from './catalogue';
import { LESSON_DESIGNS } from './designs';
import { queryFacts } from './facts';
import { type Attempt, judge } from './judge';
import { LESSON_DESIGN_ID } from './judge-records';
import type { Solution, StepSetup } from './types';

const tables = new Map<string, Omit<Attempt, 'query'>>();

/** The table and design figures a step's workspace shows, built as the worker builds them. */
function loaded(setup: StepSetup, design = setup.design): Omit<Attempt, 'query'> {
  const key = `${setup.dataset}/${setup.size}/${design}`;
  const cached = tables.get(key);
  if (cached !== undefined) return cached;
  const dataset = findDataset(setup.dataset)!;
  const run = runSample(
    dataset,
    setup.size ?? dataset.defaultSize,
    1,
    design === undefined ? dataset.design : lessonDesign(design)!,
  );
  if (!run.ok) throw new Error(`${key}: ${run.error[0]!.message}`);
  const { table } = createTable(run.run.entities);
  expect(run.run.log.total, `${key} has problems`).toBe(0);
  const applied = design === undefined ? dataset.design : lessonDesign(design)!;
  const records = () => {
    const held = holdRecords(
      dataset.recordTypes,
      dataset.records(setup.size ?? dataset.defaultSize, 1),
    );
    const loaded = loadComparison(dataset.recordTypes, held, [
      { id: LESSON_DESIGN_ID, design: applied },
    ]);
    return loaded.ok ? loaded : loaded.error.message;
  };
  const built = { table, metrics: designMetrics(run.run), records };
  tables.set(key, built);
  return built;
}

function attempt(setup: StepSetup, solution: Solution = {}): Attempt {
  return {
    ...loaded(setup, solution.design ?? setup.design),
    query: {
      filter: solution.filter ?? setup.filter,
      top: solution.top ?? setup.top,
      select: solution.select ?? setup.select,
    },
  };
}

const steps = LESSONS.flatMap((lesson) => lesson.steps.map((step) => ({ lesson, step })));

describe('the lessons', () => {
  it('cover querying basics and every pattern and anti-pattern of the guide', () => {
    expect(LESSONS.map((l) => l.id)).toEqual(
      expect.arrayContaining([
        'point-query',
        'range-query',
        'partition-scan',
        'table-scan',
        'or-is-not-a-range',
        'keys-are-strings',
        'prefix-search',
        'typed-literals',
        'top-and-pages',
        'select',
        'intra-partition-index',
        'inter-partition-index',
        'eventually-consistent',
        'index-entities',
        'denormalization',
        'compound-key',
        'log-tail',
        'high-volume-delete',
        'data-series',
        'wide-entities',
        'large-entities',
        'prepend-append',
        'log-data',
        'heterogeneous',
      ]),
    );
  });

  it('have unique, URL-safe ids, and steps unique within their lesson', () => {
    const ids = LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const lesson of LESSONS) {
      expect(lesson.id).toMatch(/^[a-z0-9-]+$/);
      const stepIds = lesson.steps.map((s) => s.id);
      expect(new Set(stepIds).size, lesson.id).toBe(stepIds.length);
      for (const id of stepIds) expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(findLesson(lesson.id)).toBe(lesson);
      expect(findStep(lesson, stepIds[0]!)).toBe(lesson.steps[0]);
    }
  });

  it("own designs never shadow a preset's id", () => {
    const presets = new Set(DESIGN_PRESETS.map((p) => p.id));
    expect(Object.keys(LESSON_DESIGNS).filter((id) => presets.has(id))).toEqual([]);
  });
});

describe('claims the lessons make', () => {
  it('an Int64 literal matches no Int32 Age, while the Int32 literal does', () => {
    const step = findStep(findLesson('typed-literals')!, 'types-do-not-convert')!;
    const { table } = loaded(step.setup);
    const count = (filter: string) => {
      const facts = queryFacts(table, { filter });
      return facts.ok ? facts.facts.returned : -1;
    };
    expect(count(step.setup.filter)).toBe(0);
    expect(count(step.setup.filter.replace('30L', '30'))).toBeGreaterThan(0);
  });

  it('an or of two RowKeys is a partition scan, and the same two as a range are not', () => {
    const step = findStep(findLesson('or-is-not-a-range')!, 'two-rows')!;
    const facts = queryFacts(loaded(step.setup).table, { filter: step.setup.filter });
    expect(facts.ok && facts.facts.costClass).toBe('partition-scan');
    expect(facts.ok && facts.facts.returned).toBe(2);
  });

  it('unpadded ids put 12 and 16 among 100 to 196', () => {
    const step = findStep(findLesson('keys-are-strings')!, 'unpadded')!;
    const facts = queryFacts(loaded(step.setup).table, { filter: step.setup.filter });
    expect(facts.ok && facts.facts.keys.slice(0, 3)).toEqual([
      'Sales / 100',
      'Sales / 104',
      'Sales / 108',
    ]);
    expect(facts.ok && facts.facts.keys).toEqual(
      expect.arrayContaining(['Sales / 12', 'Sales / 16']),
    );
  });
});

describe.each(steps)('$lesson.id / $step.id', ({ step }) => {
  it('opens a workspace that loads and a filter that runs', () => {
    const dataset = findDataset(step.setup.dataset);
    expect(dataset, step.setup.dataset).toBeDefined();
    if (step.setup.size !== undefined) expect(dataset!.sizes).toContain(step.setup.size);
    if (step.setup.design !== undefined) expect(lessonDesign(step.setup.design)).toBeDefined();
    expect(parseFilter(step.setup.filter).ok).toBe(true);
    const facts = queryFacts(loaded(step.setup).table, attempt(step.setup).query);
    expect(facts.ok).toBe(true);
    // The words of the step claim a cost class; the engine must show exactly that one.
    expect(facts.ok && facts.facts.costClass, 'the cost class the step claims').toBe(step.shows);
    // One step shows an empty result on purpose; its claim is checked on its own below.
    if (step.id !== 'types-do-not-convert') {
      expect(facts.ok && facts.facts.returned, 'the step shows something').toBeGreaterThan(0);
    }
  });

  if (step.challenge !== undefined) {
    const { check, solution } = step.challenge;
    it('is not already solved by the workspace it opens', () => {
      expect(judge(check, attempt(step.setup)).passed).toBe(false);
    });

    it('is solved by its solution, which returns something (no challenge passes vacuously)', () => {
      const solved = attempt(step.setup, solution);
      expect(judge(check, solved).reasons).toEqual([]);
      const facts = queryFacts(solved.table, solved.query);
      expect(facts.ok && facts.facts.returned).toBeGreaterThan(0);
    });
  }
});
