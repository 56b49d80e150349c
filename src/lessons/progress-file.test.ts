import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../i18n/english';
import { findLesson } from './catalogue';
import {
  MAX_PROGRESS_FILE_BYTES,
  mergeBests,
  mergeProgress,
  readProgressFile,
  writeProgressFile,
} from './progress-file';

const lesson = findLesson('range-query')!;
const [first, second] = lesson.steps;
const challenge = lesson.steps.find((s) => s.challenge)!;
const progress = { [lesson.id]: [first!.id, second!.id] };
const bests = { [`${lesson.id}/${challenge.id}`]: { requests: 1, scanned: 100 } };

/** What reading says, in English: the problems of a refused file, or "ok" and what was skipped. */
function say(text: string): string[] {
  const read = readProgressFile(text, findLesson);
  return read.ok ? ['ok', ...read.skipped.map(sayEnglish)] : read.problems.map(sayEnglish);
}

describe('the progress file', () => {
  it('reads back what it wrote', () => {
    const read = readProgressFile(writeProgressFile(progress, bests), findLesson);
    expect(read).toEqual({ ok: true, progress, bests, skipped: [] });
  });

  it('refuses what is not progress, saying what and where', () => {
    expect(say('{')).toEqual(['This file is not progress: it is not JSON. Nothing was changed.']);
    expect(say('[]')).toEqual(['This file is not Keyscope progress. Nothing was changed.']);
    expect(say('{"format":"keyscope-lesson","version":1}')).toEqual([
      'This file is not Keyscope progress. Nothing was changed.',
    ]);
    expect(say('{"format":"keyscope-progress","version":2,"progress":{}}')[0]).toMatch(
      /version 2, newer than this Keyscope reads/,
    );
    expect(say('{"format":"keyscope-progress","version":"1","progress":{}}')).toEqual([
      'version: expected a whole number. Nothing was changed.',
    ]);
    expect(say('{"format":"keyscope-progress","version":1,"progress":[]}')).toEqual([
      'progress: expected a set of named entries.',
    ]);
    expect(
      say(
        `{"format":"keyscope-progress","version":1,"progress":{"${lesson.id}":[1]},"bests":{"${lesson.id}/${challenge.id}":{"requests":-1,"scanned":2}}}`,
      ),
    ).toEqual([
      `progress.${lesson.id}: expected a list of step ids.`,
      `bests.${lesson.id}/${challenge.id}: expected a best score (two whole numbers, requests and scanned).`,
    ]);
    expect(say(' '.repeat(MAX_PROGRESS_FILE_BYTES + 1))[0]).toMatch(/too large/);
  });

  it('skips by name what this Keyscope lacks, and reads the rest', () => {
    const text = JSON.stringify({
      format: 'keyscope-progress',
      version: 1,
      progress: { 'no-such-lesson': ['a'], [lesson.id]: [first!.id, 'no-such-step'] },
      bests: { 'x/y': { requests: 1, scanned: 1 }, '__proto__/a': { requests: 1, scanned: 1 } },
    });
    expect(say(text)).toEqual([
      'ok',
      "progress.no-such-lesson: there is no lesson 'no-such-lesson' here; skipped.",
      `progress.${lesson.id}[1]: there is no step 'no-such-step' here; skipped.`,
      "bests.x/y: there is no step 'x/y' here; skipped.",
      "bests.__proto__/a: there is no step '__proto__/a' here; skipped.",
    ]);
  });

  it('merges without losing anything: steps are added, a best is kept unless beaten', () => {
    const mine = { [lesson.id]: [second!.id], other: ['kept'] };
    expect(mergeProgress(mine, progress)).toEqual({
      [lesson.id]: [second!.id, first!.id],
      other: ['kept'],
    });
    const key = `${lesson.id}/${challenge.id}`;
    expect(mergeBests({ [key]: { requests: 1, scanned: 5 } }, bests)).toEqual({
      [key]: { requests: 1, scanned: 5 },
    });
    expect(mergeBests({ [key]: { requests: 2, scanned: 5 } }, bests)).toEqual(bests);
  });
});
