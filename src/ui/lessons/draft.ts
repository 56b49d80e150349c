/**
 * The lesson builder's draft: a lesson as a teacher edits it (text in fields, hints one a line,
 * the check as JSON), and the lesson it makes. A step's workspace and a challenge's solution are
 * taken from the explorer as the teacher set it up, so a draft never holds a filter no one ran.
 */
import type { CostClass } from '../../engine';
import {
  type Check,
  COST_CLASSES,
  type Lesson,
  type LessonStep,
  type Solution,
  type StepSetup,
} from '../../lessons';

/** A challenge being written. */
export interface DraftChallenge {
  readonly prompt: string;
  /** One hint a line. */
  readonly hints: string;
  readonly solution: Solution | null;
  /** The check as JSON text; the builder fills it from the solution, the teacher may edit it. */
  readonly check: string;
}

/** A step being written. */
export interface DraftStep {
  readonly title: string;
  /** Paragraphs, separated by blank lines. */
  readonly text: string;
  readonly setup: StepSetup | null;
  /** The cost class the setup's query has, taken with it. */
  readonly shows: CostClass | null;
  readonly challenge: DraftChallenge | null;
  /** The scenario the step asks the advisor about, at its end (absent or null: none). */
  readonly advisor?: string | null;
}

/** A lesson being written. */
export interface Draft {
  readonly title: string;
  readonly summary: string;
  readonly steps: readonly DraftStep[];
}

/** A new draft: one empty step. */
export const EMPTY_DRAFT: Draft = {
  title: '',
  summary: '',
  steps: [{ title: '', text: '', setup: null, shows: null, challenge: null }],
};

/** A new challenge: no solution yet. */
export const EMPTY_CHALLENGE: DraftChallenge = { prompt: '', hints: '', solution: null, check: '' };

/**
 * The check a solution suggests: the same entities as the solution's filter, in its cost class,
 * with its projection when it has one. Any correct answer passes it, not only the solution's text.
 */
export function suggestedCheck(solution: Solution, costClass: CostClass): string {
  const check: Check = {
    kind: 'query',
    costClass: [costClass],
    ...(solution.filter !== undefined ? { sameAs: solution.filter } : {}),
    ...(solution.top !== undefined ? { firstPage: solution.top } : {}),
    ...(solution.select !== undefined && solution.select.length > 0
      ? { select: solution.select }
      : {}),
  };
  return JSON.stringify(check, null, 2);
}

/** A lesson id from its title: lower-case letters, digits and hyphens. */
export function idFrom(title: string): string {
  const id = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? 'my-lesson' : id.slice(0, 60);
}

/** Why a draft does not make a lesson yet, for the builder to say: by step, from 0. */
export type DraftGap =
  | { readonly kind: 'title' }
  | { readonly kind: 'workspace'; readonly step: number }
  | { readonly kind: 'solution'; readonly step: number }
  | { readonly kind: 'check'; readonly step: number };

/** The lesson a draft makes, or what it still lacks. */
export function lessonOf(
  draft: Draft,
): { ok: true; lesson: Lesson } | { ok: false; gaps: readonly DraftGap[] } {
  const gaps: DraftGap[] = [];
  if (draft.title.trim() === '') gaps.push({ kind: 'title' });
  const steps: LessonStep[] = [];
  draft.steps.forEach((d, i) => {
    if (d.setup === null || d.shows === null) {
      gaps.push({ kind: 'workspace', step: i });
      return;
    }
    let challenge: LessonStep['challenge'];
    if (d.challenge !== null) {
      const { prompt, hints, solution } = d.challenge;
      let check: Check | undefined;
      try {
        check = JSON.parse(d.challenge.check) as Check;
      } catch {
        gaps.push({ kind: 'check', step: i });
      }
      if (solution === null) gaps.push({ kind: 'solution', step: i });
      if (solution !== null && check !== undefined) {
        challenge = {
          prompt: prompt.trim() === '' ? d.title : prompt,
          hints: hints
            .split('\n')
            .map((h) => h.trim())
            .filter((h) => h !== ''),
          solution,
          check,
        };
      }
    }
    steps.push({
      id: `step-${i + 1}`,
      title: d.title.trim() === '' ? `${i + 1}` : d.title,
      body: d.text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
      setup: d.setup,
      focus: 'plan',
      shows: d.shows,
      ...(challenge ? { challenge } : {}),
      ...(d.advisor ? { advisor: { scenario: d.advisor } } : {}),
    });
  });
  if (gaps.length > 0) return { ok: false, gaps };
  return {
    ok: true,
    lesson: {
      id: idFrom(draft.title),
      group: 'patterns',
      title: draft.title,
      summary: draft.summary,
      steps,
    },
  };
}

/** A lesson as a draft again (a file opened in the builder). */
export function draftOf(lesson: Lesson): Draft {
  return {
    title: lesson.title,
    summary: lesson.summary,
    steps: lesson.steps.map((s) => ({
      title: s.title,
      text: s.body.join('\n\n'),
      setup: s.setup,
      shows: s.shows,
      challenge: s.challenge
        ? {
            prompt: s.challenge.prompt,
            hints: s.challenge.hints.join('\n'),
            solution: s.challenge.solution,
            check: JSON.stringify(s.challenge.check, null, 2),
          }
        : null,
      advisor: s.advisor?.scenario ?? null,
    })),
  };
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

/** Whether a stored query (a setup's or a solution's) has only fields of their types. */
function queryFields(o: Record<string, unknown>): boolean {
  return (
    (o.filter === undefined || isText(o.filter)) &&
    (o.design === undefined || isText(o.design)) &&
    (o.top === undefined || isCount(o.top)) &&
    (o.size === undefined || isCount(o.size)) &&
    (o.seed === undefined ||
      (typeof o.seed === 'number' && Number.isInteger(o.seed) && o.seed >= 0)) &&
    (o.select === undefined || isTexts(o.select))
  );
}

function objectOrNull(v: unknown): Record<string, unknown> | null | undefined {
  if (v === null) return null;
  return typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/**
 * A draft read back from this browser's storage, or null when what is there is not one (edited
 * by hand, or from another version): every field the builder shows is checked for its type; the
 * lesson check judges the rest when the teacher checks the lesson.
 */
export function draftFrom(value: unknown): Draft | null {
  const o = objectOrNull(value);
  if (!o || !isText(o.title) || !isText(o.summary) || !Array.isArray(o.steps)) return null;
  const steps: DraftStep[] = [];
  for (const raw of o.steps) {
    const s = objectOrNull(raw);
    if (!s || !isText(s.title) || !isText(s.text)) return null;
    const setup = objectOrNull(s.setup);
    if (
      setup === undefined ||
      (setup && (!isText(setup.dataset) || !isText(setup.filter) || !queryFields(setup)))
    ) {
      return null;
    }
    if (s.shows !== null && !COST_CLASSES.includes(s.shows as CostClass)) return null;
    if (s.advisor !== undefined && s.advisor !== null && !isText(s.advisor)) return null;
    const c = objectOrNull(s.challenge);
    if (c === undefined) return null;
    if (c) {
      const solution = objectOrNull(c.solution);
      if (!isText(c.prompt) || !isText(c.hints) || !isText(c.check) || solution === undefined)
        return null;
      if (solution && !queryFields(solution)) return null;
    }
    steps.push(s as unknown as DraftStep);
  }
  return steps.length === 0 ? null : { title: o.title, summary: o.summary, steps };
}
