/**
 * Lessons made in the builder or opened from a file, held so the player finds them beside the
 * bundled ones, and the builder's draft. Both are kept in this browser's storage too, so a reload
 * (or a link to a step of one) loses neither; each is read back defensively, the lessons as the
 * lesson files they are stored as (readLessonFile), the draft by draftFrom.
 */

import type { Coded } from '../../engine';
import type { Locale } from '../../i18n/locales';
import {
  findLesson,
  type Lesson,
  readLessonFile,
  readSharedLink,
  writeLessonFile,
} from '../../lessons';
import { type Draft, draftFrom, EMPTY_DRAFT } from './draft';
import { holdCourse, openCourse } from './held-courses';

/** Storage keys; the suffixes version the stored shapes. */
const LESSONS_KEY = 'keyscope.lessons.own.v1';
const DRAFT_KEY = 'keyscope.lessons.draft.v1';
/** How many of a teacher's lessons are kept: the latest ones tried. */
const KEPT = 10;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the page still works, the lesson is only not kept past it.
  }
}

/** A held lesson, the language it is written in, and its file's text as stored. */
interface Held {
  readonly lesson: Lesson;
  readonly language: Locale;
  readonly file: string;
}

let held: Map<string, Held> | null = null;

/** The held lessons, read from storage the first time they are asked for. */
function heldLessons(): Map<string, Held> {
  if (held !== null) return held;
  held = new Map();
  const stored = read(LESSONS_KEY);
  for (const file of Array.isArray(stored) ? stored : []) {
    if (typeof file !== 'string') continue;
    const lesson = readLessonFile(file);
    if (lesson.ok)
      held.set(lesson.lesson.id, { lesson: lesson.lesson, language: lesson.language, file });
  }
  return held;
}

/**
 * Holds `lesson` to be played, under an id no bundled lesson has (a teacher's "Point queries"
 * must not open the bundled one), and keeps it; returns the lesson as held.
 */
export function holdLesson(lesson: Lesson, language: Locale): Lesson {
  const id = findLesson(lesson.id) === undefined ? lesson.id : `${lesson.id}-own`;
  const kept = { ...lesson, id };
  const lessons = heldLessons();
  lessons.delete(id);
  lessons.set(id, { lesson: kept, language, file: writeLessonFile(kept, language) });
  while (lessons.size > KEPT) lessons.delete(lessons.keys().next().value!);
  write(
    LESSONS_KEY,
    [...lessons.values()].map((h) => h.file),
  );
  return kept;
}

/**
 * A lesson link read back (as a lesson file is), held to be played and opened at its first step
 * by `open`; a course link's course held and its list opened (openCourse); or its problems,
 * nothing opened.
 */
export function openLinkedLesson(
  fragment: string,
  open: (lesson: Lesson) => void,
): readonly Coded[] | null {
  const read = readSharedLink(fragment);
  if (!read.ok) return read.problems;
  if (read.kind === 'course') openCourse(holdCourse(read.course, read.language));
  else open(holdLesson(read.lesson, read.language));
  return null;
}

/** Every held lesson, the longest held first. */
export function heldLessonList(): readonly Lesson[] {
  return [...heldLessons().values()].map((h) => h.lesson);
}

/** A held lesson by id. */
export function heldLesson(id: string): Lesson | undefined {
  return heldLessons().get(id)?.lesson;
}

/** The language a held lesson is written in (for its link), by id. */
export function heldLanguage(id: string): Locale | undefined {
  return heldLessons().get(id)?.language;
}

let draft: Draft | null = null;

/** The builder's draft as last left, in this page or an earlier one. */
export function keptDraft(): Draft {
  draft ??= draftFrom(read(DRAFT_KEY)) ?? EMPTY_DRAFT;
  return draft;
}

/** Keeps the builder's draft for the next time it opens. */
export function keepDraft(next: Draft): void {
  draft = next;
  write(DRAFT_KEY, next);
}
