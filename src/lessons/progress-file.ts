/**
 * A learner's progress as a file they carry to another machine or browser: the steps completed
 * and the best scores, as readable JSON. Read back as anything from outside is: a file that is
 * not progress is refused whole, naming what and where, and nothing on this machine changes;
 * a lesson or step this Keyscope lacks is skipped by name; what it reads is added to what the
 * learner has here (a merge, never a replacement), so importing can lose nothing.
 */
import { type Coded, coded } from '../engine';
import { type Bests, bestOf, withBest } from './best';
import { findStep } from './catalogue';
import { completeStep, type Progress } from './progress';
import type { Lesson } from './types';

const FORMAT = 'keyscope-progress';
const VERSION = 1;

/** A file larger than any real progress (every lesson, every step) is refused unread. */
export const MAX_PROGRESS_FILE_BYTES = 1_000_000;

/** The progress and bests as a file's text. */
export function writeProgressFile(progress: Progress, bests: Bests): string {
  return `${JSON.stringify({ format: FORMAT, version: VERSION, progress, bests }, null, 2)}\n`;
}

/** A progress file read: what to add, and what was skipped; or why the file is refused. */
export type ProgressFileRead =
  | {
      readonly ok: true;
      readonly progress: Progress;
      readonly bests: Bests;
      readonly skipped: readonly Coded[];
    }
  | { readonly ok: false; readonly problems: readonly Coded[] };

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** Reads a progress file's text; `lessonOf` finds a lesson by id (bundled or held here). */
export function readProgressFile(
  text: string,
  lessonOf: (id: string) => Lesson | undefined,
): ProgressFileRead {
  const refuse = (problem: Coded): ProgressFileRead => ({ ok: false, problems: [problem] });
  if (text.length > MAX_PROGRESS_FILE_BYTES) {
    return refuse(coded('lessons.progressFile.tooLarge', { max: MAX_PROGRESS_FILE_BYTES }));
  }
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return refuse(coded('lessons.progressFile.notJson'));
  }
  if (!isObject(file) || file.format !== FORMAT)
    return refuse(coded('lessons.progressFile.notProgress'));
  if (!count(file.version) || file.version < 1) {
    return refuse(coded('lessons.progressFile.notWhole', { field: 'version' }));
  }
  if (file.version > VERSION) {
    return refuse(coded('lessons.progressFile.newerVersion', { version: file.version }));
  }
  const problems: Coded[] = [];
  const skipped: Coded[] = [];
  let progress: Progress = {};
  let bests: Bests = {};
  if (!isObject(file.progress))
    problems.push(coded('lessons.progressFile.notObject', { field: 'progress' }));
  else {
    for (const [lessonId, steps] of Object.entries(file.progress)) {
      const field = `progress.${lessonId}`;
      if (!Array.isArray(steps) || !steps.every((s) => typeof s === 'string')) {
        problems.push(coded('lessons.progressFile.notSteps', { field }));
        continue;
      }
      const lesson = lessonOf(lessonId);
      if (!lesson) {
        skipped.push(coded('lessons.progressFile.unknownLesson', { field, lesson: lessonId }));
        continue;
      }
      for (const [i, stepId] of (steps as string[]).entries()) {
        if (findStep(lesson, stepId)) progress = completeStep(progress, lessonId, stepId);
        else {
          skipped.push(
            coded('lessons.progressFile.unknownStep', { field: `${field}[${i}]`, step: stepId }),
          );
        }
      }
    }
  }
  if (file.bests !== undefined && !isObject(file.bests)) {
    problems.push(coded('lessons.progressFile.notObject', { field: 'bests' }));
  } else if (file.bests !== undefined) {
    for (const [key, score] of Object.entries(file.bests)) {
      const field = `bests.${key}`;
      if (!isObject(score) || !count(score.requests) || !count(score.scanned)) {
        problems.push(coded('lessons.progressFile.notScore', { field }));
        continue;
      }
      const [lessonId = '', stepId = '', ...rest] = key.split('/');
      const lesson = lessonOf(lessonId);
      const step = lesson && rest.length === 0 ? findStep(lesson, stepId) : undefined;
      if (!step?.challenge) {
        skipped.push(coded('lessons.progressFile.unknownStep', { field, step: key }));
        continue;
      }
      bests = withBest(
        bests,
        { lesson: lessonId, step: stepId },
        {
          requests: score.requests,
          scanned: score.scanned,
        },
      );
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, progress, bests, skipped };
}

/** `mine` with every step of `theirs` added: a merge never drops a completed step. */
export function mergeProgress(mine: Progress, theirs: Progress): Progress {
  let merged = mine;
  for (const [lessonId, steps] of Object.entries(theirs)) {
    for (const stepId of steps) merged = completeStep(merged, lessonId, stepId);
  }
  return merged;
}

/** `mine` with each of `theirs` kept where it is better: a merge never worsens a best. */
export function mergeBests(mine: Bests, theirs: Bests): Bests {
  let merged = mine;
  for (const key of Object.keys(theirs)) {
    const [lesson = '', step = ''] = key.split('/');
    const score = bestOf(theirs, { lesson, step });
    if (score) merged = withBest(merged, { lesson, step }, score);
  }
  return merged;
}
