import { describe, expect, it } from 'vitest';
import { findLesson } from '../../lessons';
import {
  draftFrom,
  draftOf,
  EMPTY_CHALLENGE,
  EMPTY_DRAFT,
  idFrom,
  lessonOf,
  suggestedCheck,
} from './draft';

describe('the builder’s draft', () => {
  it('says what it lacks: a title, a workspace, a solution, a readable check', () => {
    const draft = {
      ...EMPTY_DRAFT,
      steps: [{ ...EMPTY_DRAFT.steps[0]!, challenge: { ...EMPTY_CHALLENGE, check: '{' } }],
    };
    expect(lessonOf(draft)).toEqual({
      ok: false,
      gaps: [{ kind: 'title' }, { kind: 'workspace', step: 0 }],
    });
    const withSetup = {
      ...draft,
      title: 'Mine',
      steps: [
        {
          ...draft.steps[0]!,
          setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales'" },
          shows: 'partition-scan' as const,
        },
      ],
    };
    expect(lessonOf(withSetup)).toEqual({
      ok: false,
      gaps: [
        { kind: 'check', step: 0 },
        { kind: 'solution', step: 0 },
      ],
    });
  });

  it('makes the lesson it was made from (a bundled one, opened as a file)', () => {
    const lesson = findLesson('range-query')!;
    const made = lessonOf(draftOf(lesson));
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.lesson.id).toBe('range-queries');
    expect(made.lesson.steps.map((s) => [s.setup, s.challenge?.check, s.body])).toEqual(
      lesson.steps.map((s) => [s.setup, s.challenge?.check, s.body]),
    );
  });

  it('keeps a step’s "ask the advisor" through the builder, and a stored draft without one still reads', () => {
    const lesson = findLesson('ask-the-advisor')!;
    const draft = draftOf(lesson);
    expect(draft.steps.map((s) => s.advisor)).toEqual([null, 'employees']);
    const made = lessonOf(draft);
    expect(made.ok && made.lesson.steps.map((s) => s.advisor)).toEqual([
      undefined,
      { scenario: 'employees' },
    ]);
    // Drafts kept before the field existed have none; a wrong type is no draft.
    const older = JSON.parse(JSON.stringify(draft));
    delete older.steps[1].advisor;
    expect(draftFrom(older)?.steps[1]?.advisor).toBeUndefined();
    older.steps[1].advisor = 7;
    expect(draftFrom(older)).toBeNull();
  });

  it('suggests a check any correct answer passes: the solution’s entities and cost class', () => {
    const solution = { filter: "PartitionKey eq 'IT' and RowKey eq '000103'" };
    expect(JSON.parse(suggestedCheck(solution, 'point'))).toEqual({
      kind: 'query',
      costClass: ['point'],
      sameAs: solution.filter,
    });
    expect(idFrom('Ranges, not “or”!')).toBe('ranges-not-or');
    expect(idFrom('范围')).toBe('my-lesson');
  });
});

describe('a draft kept in the browser', () => {
  it('reads back as it was written, and not at all when it is not a draft', () => {
    const draft = draftOf(findLesson('log-tail')!);
    expect(draftFrom(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(draftFrom(EMPTY_DRAFT)).toEqual(EMPTY_DRAFT);
    expect(draftFrom(null)).toBeNull();
    expect(draftFrom({ ...draft, steps: [] })).toBeNull();
    expect(
      draftFrom({ ...draft, steps: [{ ...draft.steps[0], setup: { dataset: 1 } }] }),
    ).toBeNull();
    expect(draftFrom({ ...draft, steps: [{ ...draft.steps[0], shows: 'cheap' }] })).toBeNull();
    expect(
      draftFrom({
        ...draft,
        steps: [
          { ...draft.steps[1], challenge: { ...draft.steps[1]!.challenge, solution: { top: -1 } } },
        ],
      }),
    ).toBeNull();
  });
});
