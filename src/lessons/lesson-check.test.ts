import { describe, expect, it } from 'vitest';
import { findDataset, loadSample } from '../datasets';
import { designMetrics } from '../design';
import { type Coded, coded } from '../engine';
import { holdRecords, loadComparison } from '../patterns';
import { findLesson, LESSONS, lessonDesign, lessonDesignId } from './catalogue';
import type { Attempt } from './judge';
import { LESSON_DESIGN_ID } from './judge-records';
import { checkLesson, type OpenTable } from './lesson-check';
import { readLessonFile, writeLessonFile } from './lesson-file';
import type { Lesson } from './types';

const opened = new Map<string, Omit<Attempt, 'query'> | Coded>();

/** A step's sample as the worker opens it: seed 1, its size, a design by id. */
const open: OpenTable = (setup, designId) => {
  const key = JSON.stringify([setup.dataset, setup.size, designId]);
  const known = opened.get(key);
  if (known) return known;
  const dataset = findDataset(setup.dataset);
  if (!dataset)
    return coded('lessons.file.unknownDataset', { field: 'dataset', value: setup.dataset });
  const size = setup.size ?? dataset.defaultSize;
  const design = (designId === undefined ? undefined : lessonDesign(designId)) ?? dataset.design;
  const sample = loadSample(dataset, size, 1, design);
  if (!sample.ok) return sample.error[0]!.message;
  const records = () => {
    const held = holdRecords(dataset.recordTypes, dataset.records(size, 1));
    const loaded = loadComparison(dataset.recordTypes, held, [{ id: LESSON_DESIGN_ID, design }]);
    return loaded.ok ? loaded : loaded.error.message;
  };
  const built = { table: sample.table, metrics: designMetrics(sample.run), records };
  opened.set(key, built);
  return built;
};

const range = findLesson('range-query')!;

/** The range lesson with its challenge step changed by `change`. */
function changed(change: (step: Lesson['steps'][number]) => Lesson['steps'][number]): Lesson {
  return { ...range, steps: range.steps.map((s, i) => (i === 1 ? change(s) : s)) };
}

describe('the builder’s check', () => {
  it('passes every bundled lesson: a teacher’s lesson is held to what they meet', () => {
    for (const lesson of LESSONS) expect(checkLesson(lesson, open), lesson.id).toEqual([]);
  });

  it('refuses a challenge its own workspace already solves', () => {
    const solved = changed((s) => ({
      ...s,
      shows: 'range',
      setup: { ...s.setup, filter: s.challenge!.solution.filter! },
    }));
    expect(checkLesson(solved, open)).toEqual([{ step: 1, code: 'ALREADY_SOLVED' }]);
  });

  it('refuses a solution that does not pass its own check, saying why', () => {
    const wrong = changed((s) => ({
      ...s,
      challenge: {
        ...s.challenge!,
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000150'",
        },
      },
    }));
    const problems = checkLesson(wrong, open);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      step: 1,
      code: 'SOLUTION_FAILS',
      reasons: [{ code: 'MISSING' }],
    });
  });

  it('refuses a step whose words claim another cost class than its query has', () => {
    const claims = changed((s) => ({ ...s, shows: 'point' }));
    expect(checkLesson(claims, open)).toEqual([
      { step: 1, code: 'SHOWS', claimed: 'point', got: 'partition-scan' },
    ]);
  });
});

describe('a lesson file', () => {
  it('round-trips every bundled lesson, in any language', () => {
    for (const lesson of LESSONS) {
      expect(readLessonFile(writeLessonFile(lesson, 'ru'))).toEqual({
        ok: true,
        lesson,
        language: 'ru',
      });
    }
  });

  it('names each problem by where it is, and reads nothing half', () => {
    const file = JSON.parse(writeLessonFile(range, 'en'));
    file.lesson.steps[0].setup.filter = "RowKey eq '";
    file.lesson.steps[1].setup.dataset = 'no-such-sample';
    file.lesson.steps[1].id = file.lesson.steps[0].id;
    file.lesson.steps[1].challenge.check.kind = 'guess';
    const read = readLessonFile(JSON.stringify(file));
    expect(read.ok).toBe(false);
    const codes = read.ok
      ? []
      : read.problems.map((p) => [p.code, p.params?.field ?? p.params?.id]);
    expect(codes).toEqual([
      ['lessons.file.badFilter', 'lesson.steps[0].setup.filter'],
      ['lessons.file.unknownDataset', 'lesson.steps[1].setup.dataset'],
      ['lessons.file.wrongType', 'lesson.steps[1].challenge.check.kind'],
      ['lessons.file.duplicateStep', range.steps[0]!.id],
    ]);
  });

  it('says what a file is not: not JSON, not a lesson, a newer version', () => {
    expect(readLessonFile('{')).toEqual({ ok: false, problems: [coded('lessons.file.notJson')] });
    expect(readLessonFile('{"format":"keyscope-share"}')).toEqual({
      ok: false,
      problems: [coded('lessons.file.notLesson')],
    });
    expect(readLessonFile('{"format":"keyscope-lesson","version":9}')).toEqual({
      ok: false,
      problems: [coded('lessons.file.newerVersion', { version: '9' })],
    });
  });
});

describe('a teacher’s own design in a lesson', () => {
  // The range lesson's sample under a design of the teacher's own: the sample's keys, its
  // properties cut to the names (no preset stores them so).
  const dataset = findDataset(range.steps[0]!.setup.dataset)!;
  const own = {
    name: 'Names only',
    entitySets: dataset.design.entitySets.map((set) => ({
      ...set,
      properties: ['FirstName', 'LastName'],
    })),
  };
  const withOwn: Lesson = {
    ...range,
    steps: range.steps.map((step) => ({ ...step, setup: { ...step.setup, design: own } })),
  };

  it('is checked on its records, and written whole into the file and read back the same', () => {
    expect(lessonDesignId(own)).toBeUndefined();
    expect(checkLesson(withOwn, open)).toEqual([]);
    // The step opened on the teacher's design, not the sample's: its entities hold the names only.
    const opened = open(withOwn.steps[0]!.setup, withOwn.steps[0]!.setup.design);
    if ('code' in opened) throw new Error(opened.code);
    const entity = opened.table.partitions[0]!.entities[0]!;
    expect(Object.keys(entity.properties).sort()).toEqual(['FirstName', 'LastName']);
    const read = readLessonFile(writeLessonFile(withOwn, 'en'));
    expect(read.ok && read.lesson.steps[0]!.setup.design).toEqual(own);
  });

  it('is refused by the file reader when it is no design, naming where', () => {
    const file = JSON.parse(writeLessonFile(withOwn, 'en'));
    file.lesson.steps[1].setup.design = { name: 'Broken', entitySets: 'none' };
    const read = readLessonFile(JSON.stringify(file));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => [p.code, p.params?.field])).toEqual([
      ['lessons.file.badDesign', 'lesson.steps[1].setup.design'],
    ]);
  });
});
