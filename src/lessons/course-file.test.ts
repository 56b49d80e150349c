import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../i18n/english';
import { findLesson, lessonIn } from './catalogue';
import { type Course, readCourseFile, writeCourseFile } from './course-file';
import { readSharedLink, writeCourseLink, writeLessonLink } from './lesson-link';

const teachers = { ...lessonIn('en', findLesson('log-tail')!), id: 'sales-tail', title: 'Sales' };
const course: Course = {
  id: 'first-morning',
  title: 'The first morning',
  summary: 'Point and range queries, then a lesson of my own.',
  lessons: [findLesson('point-query')!, findLesson('range-query')!, teachers],
};

const say = (text: string) => {
  const read = readCourseFile(text);
  return read.ok ? ['ok'] : read.problems.map(sayEnglish);
};

describe('course files', () => {
  it('read back what they wrote: bundled lessons by id, a teacher’s whole', () => {
    const text = writeCourseFile(course, 'en');
    expect(JSON.parse(text).course.lessons.slice(0, 2)).toEqual(['point-query', 'range-query']);
    expect(readCourseFile(text)).toEqual({ ok: true, course, language: 'en' });
  });

  it('travel as a link in the lesson link family, told apart from a lesson by what they hold', () => {
    const link = writeCourseLink(course, 'ru');
    expect(link.ok && link.fragment).toMatch(/^kl1\./);
    const read = readSharedLink(link.ok ? link.fragment : '');
    expect(read.ok && read.kind === 'course' && read.course).toEqual(course);
    const lesson = writeLessonLink(teachers, 'en');
    const asLesson = readSharedLink(lesson.ok ? lesson.fragment : '');
    expect(asLesson.ok && asLesson.kind).toBe('lesson');
    // A course of bundled lessons is short.
    const bundled = writeCourseLink({ ...course, lessons: course.lessons.slice(0, 2) }, 'en');
    expect(bundled.ok && bundled.fragment.length).toBeLessThan(300);
  });

  it('refuse what is not a course, naming what and where', () => {
    const file = JSON.parse(writeCourseFile(course, 'en'));
    const variant = (change: (f: typeof file) => void) => {
      const copy = structuredClone(file);
      change(copy);
      return JSON.stringify(copy);
    };
    expect(say('nope')).toEqual(['This file is not a course: it is not JSON.']);
    expect(say('{"format":"keyscope-lesson"}')).toEqual(['This file is not a Keyscope course.']);
    expect(say(variant((f) => (f.version = 7)))).toEqual([
      'This course file is of version 7, newer than this Keyscope reads.',
    ]);
    expect(say(variant((f) => (f.course.lessons = [])))).toEqual([
      'course.lessons: a course has from 1 to 40 lessons.',
    ]);
    expect(say(variant((f) => (f.course.lessons = Array(41).fill('point-query'))))[0]).toBe(
      'course.lessons: a course has from 1 to 40 lessons.',
    );
    expect(say(variant((f) => (f.course.lessons[1] = 'no-such')))).toEqual([
      "course.lessons[1]: there is no lesson 'no-such' here.",
    ]);
    expect(say(variant((f) => (f.course.lessons[1] = 'point-query')))).toEqual([
      "The lesson 'point-query' is in the course twice.",
    ]);
    expect(say(variant((f) => (f.course.id = 'Not An Id')))).toEqual([
      "course.id: 'Not An Id' is not an id (lower-case letters, digits and -).",
    ]);
    // A teacher's lesson inside is read as a lesson file's is, its problems placed in the course.
    expect(say(variant((f) => (f.course.lessons[2].steps[0].setup.dataset = 'nothing')))).toEqual([
      "course.lessons[2].steps[0].setup.dataset: there is no sample dataset 'nothing'.",
    ]);
    expect(say(variant((f) => (f.course.lessons = 'x')))).toEqual([
      'course.lessons: a course has from 1 to 40 lessons.',
    ]);
  });
});
