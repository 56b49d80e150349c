/**
 * The room's progress as the teacher reads it from the learners' completion codes, pasted one a
 * line: for each lesson, how many codes, how many finished each step, and the best score among
 * them. A bad line is named by its number and the rest still count.
 */
import type { Coded } from '../engine';
import { readCompletionCode } from './completion-code';
import { betterScore, type Score } from './goal';
import type { Lesson } from './types';

/** One lesson's progress across the room. */
export interface RoomLesson {
  readonly lesson: Lesson;
  /** How many codes named it. */
  readonly learners: number;
  /** How many of them finished each step, by step position. */
  readonly finished: readonly number[];
  /**
   * The best (fewest requests, then fewest scanned) summed score among the codes that passed
   * every challenge of the lesson (a sum over fewer challenges would look better), if any.
   */
  readonly best: Score | undefined;
}

/** The room's progress, lessons in the order first named, and each bad line's problem. */
export interface Room {
  readonly lessons: readonly RoomLesson[];
  readonly problems: readonly Coded[];
}

/** Reads pasted codes, one a line (blank lines ignored); `lessonOf` finds a lesson by id. */
export function roomOf(text: string, lessonOf: (id: string) => Lesson | undefined): Room {
  const byLesson = new Map<
    string,
    { lesson: Lesson; learners: number; finished: number[]; best?: Score }
  >();
  const problems: Coded[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const read = readCompletionCode(raw, i + 1, lessonOf);
    if (!read.ok) {
      problems.push(read.problem);
      return;
    }
    const { lesson, code } = read;
    let entry = byLesson.get(lesson.id);
    if (!entry) {
      entry = { lesson, learners: 0, finished: lesson.steps.map(() => 0) };
      byLesson.set(lesson.id, entry);
    }
    entry.learners++;
    for (const index of code.steps) entry.finished[index] = (entry.finished[index] ?? 0) + 1;
    const all = lesson.steps.every((step, i) => !step.challenge || code.steps.includes(i));
    if (all && code.score && betterScore(code.score, entry.best)) entry.best = code.score;
  });
  return {
    lessons: [...byLesson.values()].map((e) => ({
      lesson: e.lesson,
      learners: e.learners,
      finished: e.finished,
      best: e.best,
    })),
    problems,
  };
}
