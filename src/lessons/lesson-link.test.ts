import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { coded } from '../engine';
import { LESSONS, lessonIn } from './catalogue';
import { writeLessonFile } from './lesson-file';
import { MAX_LESSON_LINK_LENGTH, readLessonLink, writeLessonLink } from './lesson-link';
import type { Lesson } from './types';

/** A teacher's typical lesson: three steps on a small sample, the last a challenge. */
const threeSteps: Lesson = {
  id: 'one-department',
  group: 'patterns',
  title: 'One department',
  summary: 'Ask one partition, not the table.',
  steps: [
    {
      id: 'step-1',
      title: 'The whole table',
      body: ['With no filter the service reads every partition, one page after another.'],
      setup: { dataset: 'employees', size: 200, filter: '' },
      focus: 'plan',
      shows: 'table-scan',
    },
    {
      id: 'step-2',
      title: 'A partition',
      body: ['A filter on PartitionKey alone reads one partition from its first row.'],
      setup: { dataset: 'employees', size: 200, filter: "PartitionKey eq 'Sales'" },
      focus: 'map',
      shows: 'partition-scan',
    },
    {
      id: 'step-3',
      title: 'Your turn',
      body: ['Now find the engineers.'],
      setup: { dataset: 'employees', size: 200, filter: '' },
      focus: 'plan',
      shows: 'table-scan',
      challenge: {
        prompt: 'Return every employee of Engineering, reading only their partition.',
        hints: ['Engineering is a partition.', 'Compare PartitionKey with eq.'],
        solution: { filter: "PartitionKey eq 'Engineering'" },
        check: {
          kind: 'query',
          sameAs: "PartitionKey eq 'Engineering'",
          costClass: ['partition-scan'],
        },
      },
    },
  ],
};

function linkOf(lesson: Lesson, language: 'en' | 'zh-CN' | 'ru' = 'en'): string {
  const written = writeLessonLink(lesson, language);
  if (!written.ok) throw new Error(`too long: ${written.length}`);
  return written.fragment;
}

/** A well-formed link around any JSON text, as a hostile page could make one. */
function forged(json: string, version = 1): string {
  return `kl${version}.${LZString.compressToEncodedURIComponent(json)}`;
}

describe('a lesson link', () => {
  it('round-trips a teacher lesson and every bundled lesson, in each language', () => {
    expect(readLessonLink(linkOf(threeSteps))).toEqual({
      ok: true,
      lesson: threeSteps,
      language: 'en',
    });
    for (const language of ['en', 'zh-CN', 'ru'] as const) {
      for (const lesson of LESSONS) {
        const local = lessonIn(language, lesson);
        expect(readLessonLink(linkOf(local, language))).toEqual({
          ok: true,
          lesson: local,
          language,
        });
      }
    }
  });

  it('keeps a typical three-step lesson far under the limit, and says it is one', () => {
    const fragment = linkOf(threeSteps);
    expect(fragment).toMatch(/^kl1\./);
    // Compressed, it is smaller than its own file's text.
    expect(fragment.length).toBeLessThan(writeLessonFile(threeSteps, 'en').length);
    expect(fragment.length).toBeLessThan(MAX_LESSON_LINK_LENGTH / 4);
    // Every bundled lesson too, in every language, stays under the 2,000 characters above which
    // the share controls warn that chat tools may cut a link (LONG_LINK_LENGTH, src/share).
    for (const language of ['en', 'zh-CN', 'ru'] as const) {
      for (const lesson of LESSONS) {
        expect(linkOf(lessonIn(language, lesson), language).length).toBeLessThan(1900);
      }
    }
  });

  it('survives what chat tools do to links: #, escapes, spaces, trailing punctuation', () => {
    const fragment = linkOf(threeSteps, 'ru');
    const mangled = `#${encodeURIComponent(fragment).replace(/\+/g, ' ')}).`;
    expect(readLessonLink(mangled)).toMatchObject({ ok: true, language: 'ru' });
  });

  it('refuses a lesson too long for a link, saying how long', () => {
    const long: Lesson = {
      ...threeSteps,
      // Scattered numbers hardly compress: 60,000 characters stay long.
      summary: Array.from({ length: 8000 }, (_, i) =>
        ((i * 2_654_435_761) % 4_294_967_291).toString(36),
      ).join(' '),
    };
    const written = writeLessonLink(long, 'en');
    expect(written.ok).toBe(false);
    if (!written.ok) expect(written.length).toBeGreaterThan(MAX_LESSON_LINK_LENGTH);
  });

  it('says what a damaged link is, without reading half of it', () => {
    const fragment = linkOf(threeSteps);
    const damaged = { ok: false, problems: [coded('lessons.link.damaged')] };
    expect(readLessonLink(fragment.slice(0, 40))).toMatchObject({ ok: false });
    expect(readLessonLink('kl1.')).toEqual(damaged);
    expect(readLessonLink('kl1.<script>')).toEqual(damaged);
    expect(readLessonLink('kl0.AAAA')).toEqual(damaged);
    expect(readLessonLink('ks1.abc')).toEqual({
      ok: false,
      problems: [coded('lessons.link.notLesson')],
    });
    expect(readLessonLink(`kl7.${fragment.slice(4)}`)).toEqual({
      ok: false,
      problems: [coded('lessons.link.newerVersion', { version: '7' })],
    });
    expect(readLessonLink(`kl1.${'A'.repeat(MAX_LESSON_LINK_LENGTH)}`)).toEqual({
      ok: false,
      problems: [
        coded('lessons.link.tooLong', {
          length: MAX_LESSON_LINK_LENGTH + 4,
          max: MAX_LESSON_LINK_LENGTH,
        }),
      ],
    });
  });

  it('every cut of a link is refused, never opened as some other lesson', () => {
    const fragment = linkOf(threeSteps);
    for (let end = 4; end < fragment.length; end += 7) {
      expect(readLessonLink(fragment.slice(0, end)).ok).toBe(false);
    }
  });

  it('refuses a payload that unpacks to more than a lesson can be', () => {
    expect(readLessonLink(forged(' '.repeat(70_000)))).toEqual({
      ok: false,
      problems: [coded('lessons.link.tooLarge')],
    });
  });

  it('reads a hostile lesson as a file is read: each problem named by where it is', () => {
    const file = JSON.parse(writeLessonFile(threeSteps, 'en'));
    file.lesson.steps[1].setup.dataset = '<img src=x onerror=alert(1)>';
    file.lesson.steps[2].challenge.check = { kind: 'eval', code: 'alert(1)' };
    // JSON.parse makes `__proto__` an own key; nothing may copy it onto a prototype.
    const hostile = JSON.stringify(file).replace(
      '"lesson":{',
      '"lesson":{"__proto__":{"polluted":true},',
    );
    const read = readLessonLink(forged(hostile));
    expect(read.ok).toBe(false);
    const where = read.ok ? [] : read.problems.map((p) => [p.code, p.params?.field]);
    expect(where).toEqual([
      ['lessons.file.unknownDataset', 'lesson.steps[1].setup.dataset'],
      ['lessons.file.wrongType', 'lesson.steps[2].challenge.check.kind'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readLessonLink(forged('[1,2,3]'))).toEqual({
      ok: false,
      problems: [coded('lessons.file.notLesson')],
    });
    expect(readLessonLink(forged('{"format":"keyscope-lesson","version":2}'))).toEqual({
      ok: false,
      problems: [coded('lessons.file.newerVersion', { version: '2' })],
    });
  });
});
