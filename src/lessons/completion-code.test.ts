import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../i18n/english';
import { findLesson, LESSONS } from './catalogue';
import {
  type CompletionCode,
  completionOf,
  readCompletionCode,
  writeCompletionCode,
} from './completion-code';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz-._';

/** Any code a learner of a bundled lesson could be given. */
const codes: fc.Arbitrary<CompletionCode> = fc.constantFrom(...LESSONS).chain((lesson) =>
  fc.record({
    lessonId: fc.constant(lesson.id),
    steps: fc.subarray(lesson.steps.map((_, i) => i)),
    score: fc.option(fc.record({ requests: fc.nat(100_000), scanned: fc.nat(100_000_000) }), {
      nil: undefined,
    }),
  }),
);

describe('completion codes', () => {
  it('read back to what was written, for any lesson, steps and score', () => {
    fc.assert(
      fc.property(codes, (code) => {
        const read = readCompletionCode(writeCompletionCode(code), 1, findLesson);
        expect(read.ok && read.code).toEqual(code);
      }),
    );
  });

  it('are short: a bundled lesson with every step and a large score fits in 40 characters', () => {
    for (const lesson of LESSONS) {
      const code = writeCompletionCode({
        lessonId: lesson.id,
        steps: lesson.steps.map((_, i) => i),
        score: { requests: 9999, scanned: 9_999_999 },
      });
      expect(code.length, code).toBeLessThanOrEqual(40);
    }
  });

  it('catch every single mistyped character', () => {
    fc.assert(
      fc.property(codes, fc.nat(), fc.constantFrom(...ALPHABET), (code, at, typed) => {
        const text = writeCompletionCode(code);
        const i = at % text.length;
        fc.pre(text[i] !== typed);
        const typo = text.slice(0, i) + typed + text.slice(i + 1);
        expect(readCompletionCode(typo, 3, findLesson).ok).toBe(false);
      }),
    );
  });

  it('catch two neighbouring characters swapped', () => {
    fc.assert(
      fc.property(codes, fc.nat(), (code, at) => {
        const text = writeCompletionCode(code);
        const i = at % (text.length - 1);
        fc.pre(text[i] !== text[i + 1]);
        const swapped = text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
        expect(readCompletionCode(swapped, 3, findLesson).ok).toBe(false);
      }),
    );
  });

  it('say what is wrong and on which line', () => {
    const lesson = LESSONS[0]!;
    const good = writeCompletionCode({ lessonId: lesson.id, steps: [0], score: undefined });
    const say = (text: string) => {
      const read = readCompletionCode(text, 7, findLesson);
      return read.ok ? 'ok' : sayEnglish(read.problem);
    };
    expect(say('hello')).toMatch(/^Line 7: this is not a completion code/);
    expect(say(`${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`)).toMatch(
      /^Line 7: the code’s check characters do not match/,
    );
    expect(say(good.replace(/^k1/, 'k9'))).toMatch(/^Line 7: this completion code is of version 9/);
    expect(say(` ${good.toUpperCase()} `)).toBe('ok');
    // A lesson this browser does not have, with a correct check: named, not misread.
    const stranger = writeCompletionCode({ lessonId: 'not-here', steps: [0], score: undefined });
    expect(say(stranger)).toBe("Line 7: there is no lesson 'not-here' here.");
    // Steps past the lesson's last, with a correct check.
    const past = writeCompletionCode({
      lessonId: lesson.id,
      steps: [lesson.steps.length],
      score: undefined,
    });
    expect(say(past)).toMatch(/^Line 7: the code names steps the lesson does not have/);
    for (const hostile of [
      '',
      '.....',
      'k1.a.b.c.d.e.f',
      'k1..0._._.00',
      `k1.${'z'.repeat(500)}`,
    ]) {
      expect(say(hostile)).not.toBe('ok');
    }
  });

  it('carry the steps done and the summed best scores of a learner', () => {
    const lesson = findLesson('range-query')!;
    const challenges = lesson.steps.filter((s) => s.challenge);
    const first = challenges[0]!;
    const code = completionOf(
      lesson,
      { [lesson.id]: [lesson.steps[0]!.id, first.id], other: ['x'] },
      { [`${lesson.id}/${first.id}`]: { requests: 1, scanned: 100 } },
    );
    expect(code.steps).toEqual([0, lesson.steps.indexOf(first)].sort());
    expect(code.score).toEqual({ requests: 1, scanned: 100 });
  });
});
