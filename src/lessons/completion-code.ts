/**
 * A completion code: a learner's lesson in one short line they can read out, type or paste to
 * the teacher, with no server between them: `k1.<lesson>.<steps>.<requests>.<scanned>.<check>`.
 * Steps are a bit set of the lesson's step positions (base 36); requests and scanned are the
 * learner's best scores summed over the lesson's challenges (base 36, `_` when no challenge was
 * passed); the check is two characters that catch every single mistyped character and every
 * swap of two neighbouring ones. It is a typing check, not a seal: a learner can make a code for
 * steps they did not do, as they could say so aloud.
 */
import { type Coded, coded } from '../engine';
import { type Bests, bestOf } from './best';
import type { Score } from './goal';
import type { Progress } from './progress';
import type { Lesson } from './types';

/** The code's version: a later one is refused by name, never misread. */
const VERSION = 1;

/** The characters a code is made of, in the order their values are taken for the check. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz-._';

/**
 * The check's modulus: a prime above every weight and every difference of two characters'
 * values, so a changed character or two swapped neighbours always change the sum.
 */
const MODULUS = 1021;

/** Most steps a code carries: the bit set stays a safe whole number. */
const MAX_CODE_STEPS = 52;

/** What a completion code says. */
export interface CompletionCode {
  readonly lessonId: string;
  /** Positions of the completed steps in the lesson, in order. */
  readonly steps: readonly number[];
  /** The best scores summed over the lesson's passed challenges; undefined when none passed. */
  readonly score: Score | undefined;
}

/** The two check characters of `body`: a position-weighted sum of its characters' values. */
function check(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = ALPHABET.indexOf(body[i]!) + 1;
    sum = (sum + ((i % (MODULUS - 1)) + 1) * value) % MODULUS;
  }
  return sum.toString(36).padStart(2, '0');
}

/** What a learner has of `lesson`, as a code. */
export function completionOf(lesson: Lesson, progress: Progress, bests: Bests): CompletionCode {
  const done = new Set(progress[lesson.id] ?? []);
  const steps = lesson.steps.flatMap((step, index) =>
    done.has(step.id) && index < MAX_CODE_STEPS ? [index] : [],
  );
  let score: Score | undefined;
  for (const step of lesson.steps) {
    const best = step.challenge && bestOf(bests, { lesson: lesson.id, step: step.id });
    if (!best) continue;
    score = {
      requests: (score?.requests ?? 0) + best.requests,
      scanned: (score?.scanned ?? 0) + best.scanned,
    };
  }
  return { lessonId: lesson.id, steps, score };
}

/** The code's text. */
export function writeCompletionCode(code: CompletionCode): string {
  const mask = code.steps.reduce((bits, index) => bits + 2 ** index, 0);
  const score = code.score
    ? `${code.score.requests.toString(36)}.${code.score.scanned.toString(36)}`
    : '_._';
  const body = `k${VERSION}.${code.lessonId}.${mask.toString(36)}.${score}`;
  return `${body}.${check(body)}`;
}

/** A code read back, or the one problem with it (its `line` names where it was pasted). */
export type CodeRead =
  | { readonly ok: true; readonly code: CompletionCode; readonly lesson: Lesson }
  | { readonly ok: false; readonly problem: Coded };

const WHOLE = /^[0-9a-z]{1,11}$/;

/**
 * Reads the code on line `line` of what was pasted; `lessonOf` finds a lesson by id (the bundled
 * ones and any teacher's lesson this browser holds). Spaces around it and capitals are forgiven.
 */
export function readCompletionCode(
  text: string,
  line: number,
  lessonOf: (id: string) => Lesson | undefined,
): CodeRead {
  const fail = (problem: Coded): CodeRead => ({ ok: false, problem });
  const code = text.trim().toLowerCase();
  const parts = code.split('.');
  const version = /^k(\d+)$/.exec(parts[0] ?? '');
  if (version && Number(version[1]) > VERSION) {
    return fail(coded('lessons.code.newerVersion', { line, version: Number(version[1]) }));
  }
  if (!version || parts.length !== 6 || ![...code].every((c) => ALPHABET.includes(c))) {
    return fail(coded('lessons.code.malformed', { line }));
  }
  const [, lessonId = '', mask = '', requests = '', scanned = '', sum = ''] = parts;
  if (check(code.slice(0, code.lastIndexOf('.'))) !== sum) {
    return fail(coded('lessons.code.checksum', { line }));
  }
  const noScore = requests === '_' && scanned === '_';
  if (!WHOLE.test(mask) || (!noScore && !(WHOLE.test(requests) && WHOLE.test(scanned)))) {
    return fail(coded('lessons.code.malformed', { line }));
  }
  const lesson = lessonOf(lessonId);
  if (!lesson) return fail(coded('lessons.code.unknownLesson', { line, lesson: lessonId }));
  const bits = Number.parseInt(mask, 36);
  const steps = lesson.steps.flatMap((_, index) =>
    index < MAX_CODE_STEPS && Math.floor(bits / 2 ** index) % 2 === 1 ? [index] : [],
  );
  if (!Number.isSafeInteger(bits) || bits >= 2 ** Math.min(lesson.steps.length, MAX_CODE_STEPS)) {
    return fail(coded('lessons.code.badSteps', { line, steps: lesson.steps.length }));
  }
  const score = noScore
    ? undefined
    : { requests: Number.parseInt(requests, 36), scanned: Number.parseInt(scanned, 36) };
  return { ok: true, code: { lessonId, steps, score }, lesson };
}
