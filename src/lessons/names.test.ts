import { describe, expect, it } from 'vitest';
import { findDataset, runSample, SAMPLE_DATASETS } from '../datasets';
import { designMetrics } from '../design';
import { createTable } from '../engine';
import { createTranslator } from '../i18n/translate';
import { holdRecords, loadComparison } from '../patterns';
import { findLesson, findStep, lessonDesign } from './catalogue';
import { type Attempt, judge } from './judge';
import { LESSON_DESIGN_ID } from './judge-records';
import { nameOf, shownEntity, shownRecord } from './names';
import type { VerdictReason } from './verdict';

const en = createTranslator('en');

describe('a record is named by what the learner sees of it', () => {
  it.each(SAMPLE_DATASETS.map((d) => [d.id, d] as const))('%s', (_, dataset) => {
    for (const type of dataset.recordTypes) {
      const records = dataset.records(10, 1)[type.name];
      const first = records ? [...records][0] : undefined;
      if (first === undefined) continue;
      const name = en.say(nameOf(shownRecord(first, type)));
      // Never a place in a list, never "an entity": words from the record itself.
      expect(name, type.name).not.toMatch(/#|an entity/);
      const words = type.properties
        .map((p) => shownRecord(first, type)(p.name))
        .filter((v): v is string => v !== undefined)
        .map((v) => v.slice(0, 10));
      expect(
        words.some((w) => name.includes(w)),
        `${type.name}: ${name}`,
      ).toBe(true);
    }
  });

  it('an entity with nothing better is named by its partition and row, in words', () => {
    const name = en.say(
      nameOf(shownEntity({ PartitionKey: 'Sales', RowKey: '000063' }), {
        pk: 'Sales',
        rk: '000063',
      }),
    );
    expect(name).toBe("the entity with PartitionKey 'Sales' and RowKey '000063'");
  });
});

/** The attempt a step's workspace makes with `change` over its setup, built as the worker does. */
function attempt(
  lessonId: string,
  stepId: string,
  change: { filter?: string; top?: number; design?: string },
): Attempt {
  const step = findStep(findLesson(lessonId)!, stepId)!;
  const dataset = findDataset(step.setup.dataset)!;
  const size = step.setup.size ?? dataset.defaultSize;
  const designId = change.design ?? step.setup.design;
  const design = designId === undefined ? dataset.design : lessonDesign(designId)!;
  const run = runSample(dataset, size, 1, design);
  if (!run.ok) throw new Error(run.error[0]!.message.code);
  const records = () => {
    const held = holdRecords(dataset.recordTypes, dataset.records(size, 1));
    const loaded = loadComparison(dataset.recordTypes, held, [{ id: LESSON_DESIGN_ID, design }]);
    return loaded.ok ? loaded : loaded.error.message;
  };
  return {
    table: createTable(run.run.entities).table,
    metrics: designMetrics(run.run),
    records,
    query: { filter: change.filter ?? step.setup.filter, top: change.top ?? step.setup.top },
  };
}

function sentences(reasons: readonly VerdictReason[]): string[] {
  return reasons.flatMap((r) =>
    'example' in r && typeof r.example === 'object' ? [en.say(r.example)] : [],
  );
}

describe('a verdict speaks the lesson’s words', () => {
  it('names the expenses a log-tail answer leaves out and takes in by category and date', () => {
    const check = findStep(findLesson('log-tail')!, 'newest-ten')!.challenge!.check;
    // The oldest ten, not the newest: $top alone on the oldest-first design.
    const verdict = judge(check, attempt('log-tail', 'newest-ten', { top: 10 }));
    expect(verdict.passed).toBe(false);
    const named = sentences(verdict.reasons);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(name).toMatch(/^the \w+ expense of \d{4}-\d\d-\d\d$/);
  });

  it('names an employee a query check misses by first and last name', () => {
    const check = findStep(findLesson('range-query')!, 'hundred-to-199')!.challenge!.check;
    const verdict = judge(
      check,
      attempt('range-query', 'hundred-to-199', {
        filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000150'",
      }),
    );
    expect(sentences(verdict.reasons)[0]).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it('says why a number compared with a string RowKey matches nothing, before what is missing', () => {
    const check = findStep(findLesson('point-query')!, 'find-one')!.challenge!.check;
    const verdict = judge(
      check,
      attempt('point-query', 'find-one', { filter: "PartitionKey eq 'IT' and RowKey eq 103" }),
    );
    const first = verdict.reasons[0]!;
    expect(first).toMatchObject({ code: 'TYPE_MISMATCH', literal: '103' });
    expect(first.code === 'TYPE_MISMATCH' && en.say(first.why)).toMatch(
      /RowKey is stored as Edm\.String.*never converts types/,
    );
    expect(verdict.reasons.map((r) => r.code)).toContain('MISSING');
  });
});
