import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLY_AFTER_MS, ApplyScheduler } from './design-edit-loop';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ApplyScheduler', () => {
  it('applies a valid draft once typing has paused', () => {
    const applied: string[] = [];
    const s = new ApplyScheduler<string>((d) => applied.push(d));
    s.checked(s.edited(), '{LastName}', true);
    vi.advanceTimersByTime(APPLY_AFTER_MS - 1);
    expect(applied).toEqual([]);
    expect(s.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual(['{LastName}']);
    expect(s.pending()).toBe(false);
  });

  it('never applies a draft with errors, and the last good table stays', () => {
    const applied: string[] = [];
    const s = new ApplyScheduler<string>((d) => applied.push(d));
    s.checked(s.edited(), '{LastName|pad:}', false);
    vi.advanceTimersByTime(10 * APPLY_AFTER_MS);
    expect(applied).toEqual([]);
  });

  it('a keystroke cancels the pending apply, and a late check of an older draft is ignored', () => {
    const applied: string[] = [];
    const s = new ApplyScheduler<string>((d) => applied.push(d));
    const first = s.edited();
    s.checked(first, '{Last}', true);
    vi.advanceTimersByTime(APPLY_AFTER_MS / 2);
    const second = s.edited();
    s.checked(first, '{Last}', true);
    vi.advanceTimersByTime(APPLY_AFTER_MS * 2);
    expect(applied).toEqual([]);
    s.checked(second, '{LastName}', true);
    vi.advanceTimersByTime(APPLY_AFTER_MS);
    expect(applied).toEqual(['{LastName}']);
  });
});
