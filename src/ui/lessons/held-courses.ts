/**
 * Courses made in the course builder or opened from a file or link, held so the lesson list
 * shows them, and kept in this browser's storage as the course files they are (read back by
 * readCourseFile, so a damaged entry is dropped, never trusted). A course's own lessons (not
 * bundled) are held as a teacher's lessons are, so the player finds them.
 */
import type { Locale } from '../../i18n/locales';
import { type Course, findLesson, readCourseFile, writeCourseFile } from '../../lessons';
import { browserStorage } from './browser-storage';
import { OPEN_COURSE_EVENT } from './course-event';
import { holdLesson } from './held-lessons';

const KEY = 'keyscope.lessons.courses.v1';
/** How many courses are kept: the latest ones opened. */
const KEPT = 10;

/** A held course and the language its words are in. */
export interface HeldCourse {
  readonly course: Course;
  readonly language: Locale;
}

let held: Map<string, HeldCourse> | null = null;

function heldCourses(): Map<string, HeldCourse> {
  if (held !== null) return held;
  held = new Map();
  let stored: unknown = null;
  try {
    stored = JSON.parse(browserStorage()?.getItem(KEY) ?? 'null');
  } catch {
    stored = null;
  }
  for (const file of Array.isArray(stored) ? stored : []) {
    const read = typeof file === 'string' ? readCourseFile(file) : null;
    if (read?.ok) held.set(read.course.id, { course: read.course, language: read.language });
  }
  return held;
}

/**
 * Holds `course` (its own lessons held to be played, under the ids the player gives them) and
 * keeps it; returns the course as held.
 */
export function holdCourse(course: Course, language: Locale): Course {
  const lessons = course.lessons.map((lesson) =>
    findLesson(lesson.id) === lesson ? lesson : holdLesson(lesson, language),
  );
  const kept = { ...course, lessons };
  const courses = heldCourses();
  courses.delete(kept.id);
  courses.set(kept.id, { course: kept, language });
  while (courses.size > KEPT) courses.delete(courses.keys().next().value!);
  try {
    browserStorage()?.setItem(
      KEY,
      JSON.stringify([...courses.values()].map((h) => writeCourseFile(h.course, h.language))),
    );
  } catch {
    // Full or disabled storage: the course works in this page, it is only not kept past it.
  }
  return kept;
}

/** Every held course, the longest held first. */
export function heldCourseList(): readonly HeldCourse[] {
  return [...heldCourses().values()];
}

/** A held course by id. */
export function heldCourse(id: string): HeldCourse | undefined {
  return heldCourses().get(id);
}

/** Opens the lesson list at `course` (a course link was opened). */
export function openCourse(course: Course): void {
  window.dispatchEvent(new CustomEvent(OPEN_COURSE_EVENT, { detail: course.id }));
}
