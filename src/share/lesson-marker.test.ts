import { describe, expect, it } from 'vitest';
import { encodeShare } from './codec';
import { isLessonLink } from './lesson-marker';
import { defaultWorkspace } from './workspace';

describe('a lesson link’s marker', () => {
  it('tells a lesson link, whole or damaged, from a workspace link', () => {
    expect(isLessonLink('kl1.BAAA')).toBe(true);
    expect(isLessonLink('#kl1.')).toBe(true);
    expect(isLessonLink('kl9')).toBe(true);
    expect(isLessonLink(encodeShare(defaultWorkspace()))).toBe(false);
    expect(isLessonLink(`#${encodeShare(defaultWorkspace())}`)).toBe(false);
    expect(isLessonLink('')).toBe(false);
    expect(isLessonLink('klaxon')).toBe(false);
  });
});
