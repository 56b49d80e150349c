/**
 * A course: a set of lessons in order, with its own title and list, as a file in the lesson
 * file's family (`format: keyscope-course`, versioned, its words in one language). A bundled
 * lesson is named by its id; a teacher's lesson rides whole, read exactly as a lesson file's
 * lesson is. Read back as anything from outside is: every problem named by where it is, and a
 * file with any problem opens nothing.
 */
import { type Coded, coded } from '../engine';
import { isLocale, type Locale } from '../i18n/locales';
import { findLesson } from './catalogue';
import { isLessonId, readLessonValue } from './lesson-file';
import type { Lesson } from './types';

const COURSE_FILE_FORMAT = 'keyscope-course';
const VERSION = 1;
/** Most lessons a course holds: a long workshop's worth, and a bound on what a file may ask. */
const MAX_COURSE_LESSONS = 40;

/** A course: its id, title, summary and lessons in order. */
export interface Course {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly lessons: readonly Lesson[];
}

/** A course file read back: the course and its language, or every problem, by place. */
export type CourseRead =
  | { readonly ok: true; readonly course: Course; readonly language: Locale }
  | { readonly ok: false; readonly problems: readonly Coded[] };

/** Whether `lesson` is a bundled lesson as bundled (then a file names it by id). */
function bundled(lesson: Lesson): boolean {
  return findLesson(lesson.id) === lesson;
}

/** The course as a file's text. */
export function writeCourseFile(course: Course, language: Locale): string {
  const file = {
    format: COURSE_FILE_FORMAT,
    version: VERSION,
    language,
    course: {
      id: course.id,
      title: course.title,
      summary: course.summary,
      lessons: course.lessons.map((lesson) => (bundled(lesson) ? lesson.id : lesson)),
    },
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a parsed file says it is a course (a link's payload may be a lesson or a course). */
export function isCourseFile(value: unknown): boolean {
  return isObject(value) && value.format === COURSE_FILE_FORMAT;
}

/** A course file's parsed JSON read back. */
export function readCourseValue(value: unknown): CourseRead {
  const refuse = (problem: Coded): CourseRead => ({ ok: false, problems: [problem] });
  if (!isCourseFile(value)) return refuse(coded('lessons.course.notCourse'));
  const file = value as Json;
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
    return refuse(coded('lessons.file.wrongType', { field: 'version', expected: 'whole number' }));
  }
  if (file.version > VERSION) {
    return refuse(coded('lessons.course.newerVersion', { version: String(file.version) }));
  }
  const problems: Coded[] = [];
  const wrong = (field: string, expected: string) =>
    problems.push(coded('lessons.file.wrongType', { field, expected }));
  const language = isLocale(file.language) ? file.language : undefined;
  if (!language) wrong('language', 'en | zh-CN | ru');
  const course = isObject(file.course) ? file.course : undefined;
  if (!course)
    return refuse(coded('lessons.file.wrongType', { field: 'course', expected: 'object' }));
  if (!isLessonId(course.id)) {
    problems.push(coded('lessons.file.badId', { field: 'course.id', value: String(course.id) }));
  }
  if (typeof course.title !== 'string' || course.title.trim() === '') wrong('course.title', 'text');
  if (course.summary !== undefined && typeof course.summary !== 'string') {
    wrong('course.summary', 'text');
  }
  const entries = Array.isArray(course.lessons) ? course.lessons : undefined;
  if (!entries || entries.length === 0 || entries.length > MAX_COURSE_LESSONS) {
    problems.push(
      coded('lessons.course.lessonCount', { field: 'course.lessons', max: MAX_COURSE_LESSONS }),
    );
  }
  const lessons: Lesson[] = [];
  (entries ?? []).slice(0, MAX_COURSE_LESSONS).forEach((entry, i) => {
    const field = `course.lessons[${i}]`;
    if (typeof entry === 'string') {
      const lesson = findLesson(entry);
      if (lesson) lessons.push(lesson);
      else problems.push(coded('lessons.course.unknownLesson', { field, value: entry }));
      return;
    }
    const read = readLessonValue(entry, field);
    problems.push(...read.problems);
    if (read.lesson) lessons.push(read.lesson);
  });
  const ids = lessons.map((l) => l.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) problems.push(coded('lessons.course.duplicateLesson', { id: twice }));
  if (problems.length > 0 || !language) return { ok: false, problems };
  return {
    ok: true,
    language,
    course: {
      id: course.id as string,
      title: course.title as string,
      summary: (course.summary as string | undefined) ?? '',
      lessons,
    },
  };
}

/** A course file's text read back. */
export function readCourseFile(text: string): CourseRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: [coded('lessons.course.notJson')] };
  }
  return readCourseValue(value);
}
