import { describe, expect, it } from 'vitest';
import { english } from './testing/english';
import { WORKSPACE_FIELDS } from './workspace';

const read = (raw: unknown) => WORKSPACE_FIELDS.lesson.read(raw, {});

describe('the lesson field of a link', () => {
  it('reads a lesson and step, and none', () => {
    expect(read(['range-query', 'hundred-to-199'])).toEqual({
      ok: true,
      value: { lesson: 'range-query', step: 'hundred-to-199' },
    });
    expect(read(null)).toEqual({ ok: true, value: null });
  });

  it('refuses anything else with a message that names what it got', () => {
    for (const raw of [
      'range-query',
      ['range-query'],
      ['range-query', 'a', 'b'],
      ['Range Query', 'x'],
      ['range-query', '<script>'],
      ['x'.repeat(65), 'y'],
      { lesson: 'a', step: 'b' },
      [1, 2],
    ]) {
      const got = read(raw);
      expect(got.ok, JSON.stringify(raw)).toBe(false);
      if (!got.ok) expect(english(got.error)).toMatch(/^lesson .* is not a lesson and step$/i);
    }
  });
});
