/**
 * A teacher's lesson as a link: the lesson file (lesson-file.ts), compact JSON compressed URL-safe
 * by lz-string, in the fragment as `kl<version>.<payload>`. The `kl` marker keeps it apart from
 * workspace links (`ks…`), which the app reads differently. Its datasets ride only as recipes
 * (sample, size, seed), as in the file. Read back exactly as a file is, so a hostile or damaged
 * link names each problem by where it is; reading never throws.
 */
import LZString from 'lz-string';
import { type Coded, coded } from '../engine';
import type { Locale } from '../i18n/locales';
import { type Course, isCourseFile, readCourseValue, writeCourseFile } from './course-file';
import { type LessonRead, readLessonFile, writeLessonFile } from './lesson-file';
import type { Lesson } from './types';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = LZString;

/** The lesson-link format's version; a newer one is refused with a message saying so. */
const LINK_VERSION = 1;
/**
 * Longest lesson fragment written or read: the same bound as the app's workspace links
 * (MAX_FRAGMENT_LENGTH in src/share/codec.ts), so anything that carries those carries these.
 */
export const MAX_LESSON_LINK_LENGTH = 12_000;
/** Longest decompressed lesson read; a tiny payload can inflate to megabytes. */
const MAX_LESSON_JSON_LENGTH = 64_000;

/** Characters lz-string's URL-safe form uses. */
const PAYLOAD = /^[A-Za-z0-9+$-]*$/;
/** Punctuation a chat tool may glue onto the end of a pasted link. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;
const MARKER = /^kl(\d{1,9})(?:\.|$)/;

/** A lesson's link fragment (without `#`), or how long it would be when too long for a link. */
export type LessonLinkWrite =
  | { readonly ok: true; readonly fragment: string }
  | { readonly ok: false; readonly length: number };

/** The fragment that opens `lesson` in a fresh browser, if it fits in a link. */
export function writeLessonLink(lesson: Lesson, language: Locale): LessonLinkWrite {
  return packed(writeLessonFile(lesson, language));
}

/** The fragment that opens `course` (its list) in a fresh browser, if it fits in a link. */
export function writeCourseLink(course: Course, language: Locale): LessonLinkWrite {
  return packed(writeCourseFile(course, language));
}

/** A file's text, compact and compressed, as a link fragment (a lesson's or a course's). */
function packed(file: string): LessonLinkWrite {
  const json = JSON.stringify(JSON.parse(file));
  const fragment = `kl${LINK_VERSION}.${compressToEncodedURIComponent(json)}`;
  return fragment.length <= MAX_LESSON_LINK_LENGTH
    ? { ok: true, fragment }
    : { ok: false, length: fragment.length };
}

/** Undoes what browsers and chat tools do to fragments: `#`, spaces, percent-escapes. */
function normalize(fragment: string): string {
  let text = fragment.trim().replace(/^#/, '');
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // A stray `%` is not an escape; decompression decides whether the text is intact.
    }
  }
  return text.replace(/ /g, '+').replace(TRAILING_PUNCTUATION, '');
}

function refuse(problem: Coded): LessonRead & { ok: false } {
  return { ok: false, problems: [problem] };
}

/** A lesson link's fragment read back: the lesson and its language, or every problem, by place. */
export function readLessonLink(fragment: string): LessonRead {
  const json = unpacked(fragment);
  return typeof json === 'string' ? readLessonFile(json) : json;
}

/** What a `kl` link holds: a lesson or a course (the same family of files), or its problems. */
export type SharedLinkRead =
  | (LessonRead & { readonly ok: true; readonly kind: 'lesson' })
  | {
      readonly ok: true;
      readonly kind: 'course';
      readonly course: Course;
      readonly language: Locale;
    }
  | { readonly ok: false; readonly problems: readonly Coded[] };

/** A `kl` link's fragment read back, whether it carries a lesson or a course. */
export function readSharedLink(fragment: string): SharedLinkRead {
  const json = unpacked(fragment);
  if (typeof json !== 'string') return json;
  let value: unknown = null;
  try {
    value = JSON.parse(json);
  } catch {
    // Not JSON: the lesson reader says so.
  }
  if (isCourseFile(value)) {
    const course = readCourseValue(value);
    return course.ok ? { ...course, kind: 'course' } : course;
  }
  const lesson = readLessonFile(json);
  return lesson.ok ? { ...lesson, kind: 'lesson' } : lesson;
}

/** A link fragment's JSON text, or why there is none. */
function unpacked(fragment: string): string | (LessonRead & { ok: false }) {
  if (typeof fragment !== 'string') return refuse(coded('lessons.link.damaged'));
  if (fragment.length > MAX_LESSON_LINK_LENGTH * 3) {
    return refuse(
      coded('lessons.link.tooLong', { length: fragment.length, max: MAX_LESSON_LINK_LENGTH }),
    );
  }
  const text = normalize(fragment);
  if (text.length > MAX_LESSON_LINK_LENGTH) {
    return refuse(
      coded('lessons.link.tooLong', { length: text.length, max: MAX_LESSON_LINK_LENGTH }),
    );
  }
  const marker = MARKER.exec(text);
  if (!marker) return refuse(coded('lessons.link.notLesson'));
  const version = Number(marker[1]);
  if (version > LINK_VERSION) {
    return refuse(coded('lessons.link.newerVersion', { version: String(version) }));
  }
  const payload = text.slice(marker[0].length);
  if (version < 1 || !PAYLOAD.test(payload)) return refuse(coded('lessons.link.damaged'));
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(payload);
  } catch {
    json = null;
  }
  if (!json) return refuse(coded('lessons.link.damaged'));
  if (json.length > MAX_LESSON_JSON_LENGTH) return refuse(coded('lessons.link.tooLarge'));
  // A cut or altered payload that still decompresses is caught by the file's reader.
  return json;
}
