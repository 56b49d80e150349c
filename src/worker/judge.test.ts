import { describe, expect, it } from 'vitest';
import { coded, runQuery } from '../engine';
import { findLesson, findStep, lessonDesign } from '../lessons';
import { MAIN_TABLE } from '../protocol/tables';
import { EngineSession } from './session';

describe('LessonJudge', () => {
  const lesson = findLesson('range-query')!;
  const step = findStep(lesson, 'hundred-to-199')!;
  const check = step.challenge!.check;
  const session = new EngineSession(() => 0);
  session.loads.load(MAIN_TABLE, { dataset: 'employees', size: 1000, seed: 1 }, null);

  it('passes a correct answer written differently from the solution', () => {
    const filter = "RowKey lt '000200' and PartitionKey eq 'Sales' and RowKey gt '000099'";
    expect(session.lessons.judge(MAIN_TABLE, check, { filter })).toEqual({
      passed: true,
      reasons: [],
    });
  });

  it('says why an answer fails: the cost class and the entities it misses', () => {
    const verdict = session.lessons.judge(MAIN_TABLE, check, {
      filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000150'",
    });
    expect(verdict.passed).toBe(false);
    // The first one missing is named as the results show it: the employee's name.
    const missing = runQuery(session.tables.require(MAIN_TABLE).table, {
      filter: "PartitionKey eq 'Sales' and RowKey eq '000152'",
    });
    const employee = missing.ok ? missing.entities[0] : undefined;
    expect(verdict.reasons).toEqual([
      {
        code: 'MISSING',
        count: 12,
        example: coded('lessons.name.person', {
          first: String(employee?.FirstName),
          last: String(employee?.LastName),
        }),
      },
    ]);
    const scan = session.lessons.judge(MAIN_TABLE, check, {
      filter: "PartitionKey eq 'Sales' and Age ge 0 and RowKey ge '000100' and RowKey le '000199'",
    });
    expect(scan.passed).toBe(true);
  });

  it("judges a design check on the loaded design's figures", () => {
    const both = findStep(findLesson('eventually-consistent')!, 'keep-it-atomic')!.challenge!.check;
    const design = both.kind === 'all' ? both.checks[0]! : both;
    session.loads.load(
      'inter',
      { dataset: 'employees', size: 1000, seed: 1 },
      lessonDesign('inter-partition-index')!,
    );
    session.loads.load(
      'intra',
      { dataset: 'employees', size: 1000, seed: 1 },
      lessonDesign('intra-partition-index')!,
    );
    expect(session.lessons.judge('inter', design, { filter: '' }).reasons).toEqual([
      { code: 'NOT_ONE_TRANSACTION', recordType: 'Employee' },
    ]);
    expect(session.lessons.judge('intra', design, { filter: '' }).passed).toBe(true);
  });

  it('judges a records check on any design: the e-mail lookup passes only where it is a point query', () => {
    const check = findStep(findLesson('intra-partition-index')!, 'make-it-a-point')!.challenge!
      .check;
    session.loads.load('plain', { dataset: 'employees', size: 1000, seed: 1 }, null);
    const scan = session.lessons.judge('plain', check, {
      filter: "EmailAddress eq 'smith.dana0@contoso.com'",
    });
    expect(scan.reasons).toEqual([{ code: 'COST_CLASS', expected: ['point'], got: 'table-scan' }]);
    // Right cost class, wrong record: the verdict says one is missing and one is extra.
    const other = session.lessons.judge('intra', check, {
      filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com' and Age lt 0",
    });
    expect(other.reasons.map((r) => r.code)).toEqual(['MISSING']);
    expect(
      session.lessons.judge('intra', check, {
        filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'",
      }),
    ).toEqual({ passed: true, reasons: [] });
  });

  it('judges write load: the hour-keyed log has a hot partition, the hash-bucketed one has none', () => {
    const check = findStep(findLesson('prepend-append')!, 'spread-the-writes')!.challenge!.check;
    const recipe = { dataset: 'app-log-hot', size: 10000, seed: 1 };
    session.loads.load('hot', recipe, null);
    session.loads.load('spread', recipe, lessonDesign('log-hash-bucketed')!);
    const hot = session.lessons.judge('hot', check, { filter: '' });
    expect(hot.passed).toBe(false);
    expect(hot.reasons[0]).toMatchObject({ code: 'HOT_PARTITION', max: 2000 });
    expect(session.lessons.judge('spread', check, { filter: '' })).toEqual({
      passed: true,
      reasons: [],
    });
  });
});

describe('an answer written for the rows on screen', () => {
  const session = new EngineSession(() => 0);
  const at = { lesson: 'log-tail', step: 'newest-ten' };
  const { check } = findStep(findLesson(at.lesson)!, at.step)!.challenge!;
  session.loads.load(
    MAIN_TABLE,
    { dataset: 'expenses-log-tail', size: 1000, seed: 1 },
    lessonDesign('log-tail')!,
  );
  // The ten newest Sales expenses on screen, fenced by the tenth one's key instead of $top.
  const shown = runQuery(session.tables.require(MAIN_TABLE).table, {
    filter: "PartitionKey eq 'Sales'",
    top: 10,
  });
  const keys = shown.ok ? shown.entities.slice(0, 10).map((e) => String(e.RowKey)) : [];
  const fitted = `PartitionKey eq 'Sales' and RowKey le '${keys.at(-1)}'`;

  it('passes on the sample on screen', () => {
    expect(keys).toHaveLength(10);
    expect(session.lessons.judge(MAIN_TABLE, check, { filter: fitted }).passed).toBe(true);
  });

  it('fails on another seed of the recipe, saying so, where the general answer passes', () => {
    const general = { filter: "PartitionKey eq 'Sales'", top: 10 };
    expect(session.lessons.judge(MAIN_TABLE, check, general, at)).toEqual({
      passed: true,
      reasons: [],
    });
    const verdict = session.lessons.judge(MAIN_TABLE, check, { filter: fitted }, at);
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons[0]).toMatchObject({ code: 'ONLY_THESE_ROWS' });
  });

  it("judges a teacher's step the worker does not know the same way, sent whole", () => {
    const own = findStep(findLesson(at.lesson)!, at.step)!;
    const theirs = { lesson: 'teacher-made', step: 'step-1', own };
    const verdict = session.lessons.judge(MAIN_TABLE, check, { filter: fitted }, theirs);
    expect(verdict.reasons[0]).toMatchObject({ code: 'ONLY_THESE_ROWS' });
    expect(session.lessons.goal(MAIN_TABLE, theirs)).toEqual(session.lessons.goal(MAIN_TABLE, at));
    // Named only by ids it does not know, it judges on the sample on screen alone.
    const unknown = { lesson: 'teacher-made', step: 'step-1' };
    expect(session.lessons.judge(MAIN_TABLE, check, { filter: fitted }, unknown).passed).toBe(true);
  });

  it("works out the goal: the reference's cost class, counts and the partition it reads", () => {
    const goal = session.lessons.goal(MAIN_TABLE, at);
    expect(goal).toMatchObject({
      costClass: 'partition-scan',
      partitions: null,
      par: true,
    });
    expect(goal?.perPartition.map((p) => p.partitionKey)).toEqual(['Sales']);
    // Under another design than the reference's, the goal comes with the reference's partitions.
    session.loads.load(
      'oldest',
      { dataset: 'expenses-log-tail', size: 1000, seed: 1 },
      lessonDesign('oldest-first')!,
    );
    expect(session.lessons.goal('oldest', at)?.partitions?.length).toBeGreaterThan(0);
  });
});
