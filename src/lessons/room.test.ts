import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../i18n/english';
import { findLesson } from './catalogue';
import { writeCompletionCode } from './completion-code';
import { roomOf } from './room';

const lesson = findLesson('range-query')!;
const code = (steps: number[], score?: { requests: number; scanned: number }) =>
  writeCompletionCode({ lessonId: lesson.id, steps, score });

describe('the room’s progress', () => {
  it('counts who finished each step and keeps the best score; bad lines are named and skipped', () => {
    const text = [
      code([0, 1], { requests: 2, scanned: 50 }),
      '',
      // Fewer requests, but it did not pass the challenge: its score is not the room's best.
      code([0], { requests: 0, scanned: 0 }),
      'not a code',
      `  ${code([0, 1], { requests: 1, scanned: 100 })}  `,
      code([]),
    ].join('\n');
    const room = roomOf(text, findLesson);
    expect(room.problems.map(sayEnglish)).toEqual([
      'Line 4: this is not a completion code (one looks like k1.range-query.3.2.2t.7k).',
    ]);
    expect(room.lessons).toHaveLength(1);
    const [only] = room.lessons;
    expect(only?.learners).toBe(4);
    expect(only?.finished.slice(0, 2)).toEqual([3, 2]);
    expect(only?.finished.slice(2).every((n) => n === 0)).toBe(true);
    expect(only?.best).toEqual({ requests: 1, scanned: 100 });
  });
});
