/**
 * The builder's check of a lesson, the one the bundled lessons pass in their tests: every step's
 * workspace opens and its query runs and is the cost class its words claim; no challenge is
 * already solved by the workspace it sits on; every solution passes its own check and returns
 * something. A teacher's lesson that fails any of these is refused, with the step and the reason.
 */
import type { Coded, CostClass } from '../engine';
import { queryFacts } from './facts';
import { referenceQuery } from './goal';
import { type Attempt, judge } from './judge';
import type { DesignRef, Lesson, StepSetup } from './types';
import type { VerdictReason } from './verdict';

/** What is wrong with a lesson's step (numbered from 0). */
export type LessonProblem =
  | { readonly step: number; readonly code: 'SETUP'; readonly why: Coded }
  | {
      readonly step: number;
      readonly code: 'SHOWS';
      readonly claimed: CostClass;
      readonly got: CostClass;
    }
  | { readonly step: number; readonly code: 'ALREADY_SOLVED' }
  | {
      readonly step: number;
      readonly code: 'SOLUTION_FAILS';
      readonly reasons: readonly VerdictReason[];
    }
  | { readonly step: number; readonly code: 'SOLUTION_EMPTY' };

/** A step's sample under a design (an id, or the sample's own when absent), or why it does not open. */
export type OpenTable = (
  setup: StepSetup,
  design: DesignRef | undefined,
) => Omit<Attempt, 'query'> | Coded;

/** Every problem of `lesson`, step by step; none when it may be played. */
export function checkLesson(lesson: Lesson, open: OpenTable): LessonProblem[] {
  const problems: LessonProblem[] = [];
  lesson.steps.forEach((step, index) => {
    const { setup, challenge } = step;
    const table = open(setup, setup.design);
    if ('code' in table) {
      problems.push({ step: index, code: 'SETUP', why: table });
      return;
    }
    const query = referenceQuery(setup, {});
    const facts = queryFacts(table.table, query);
    if (!facts.ok) {
      problems.push({ step: index, code: 'SETUP', why: facts.error.message });
      return;
    }
    if (facts.facts.costClass !== step.shows) {
      problems.push({
        step: index,
        code: 'SHOWS',
        claimed: step.shows,
        got: facts.facts.costClass,
      });
    }
    if (challenge === undefined) return;
    if (judge(challenge.check, { ...table, query }).passed) {
      problems.push({ step: index, code: 'ALREADY_SOLVED' });
    }
    const solved = open(setup, challenge.solution.design ?? setup.design);
    if ('code' in solved) {
      problems.push({ step: index, code: 'SETUP', why: solved });
      return;
    }
    const answer = referenceQuery(setup, challenge.solution);
    const verdict = judge(challenge.check, { ...solved, query: answer });
    if (!verdict.passed) {
      problems.push({ step: index, code: 'SOLUTION_FAILS', reasons: verdict.reasons });
    }
    const returned = queryFacts(solved.table, answer);
    if (returned.ok && returned.facts.returned === 0) {
      problems.push({ step: index, code: 'SOLUTION_EMPTY' });
    }
  });
  return problems;
}
