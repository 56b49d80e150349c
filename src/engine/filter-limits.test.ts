import { describe, expect, it } from 'vitest';
import { parseFilter } from './parser';

function errorOf(text: string) {
  const result = parseFilter(text);
  if (result.ok) throw new Error(`expected an error for ${text.slice(0, 40)}`);
  return result.error;
}

describe('filter limits', () => {
  it('regression: more than 100 comparisons joined by and/or report the 15-comparison rule, not nesting', () => {
    for (const joiner of [' and ', ' or ']) {
      const parts = Array.from({ length: 120 }, (_, i) => `RowKey eq '${i}'`);
      const text = parts.join(joiner);
      const e = errorOf(text);
      expect(e.code).toBe('TOO_MANY_COMPARISONS');
      expect(text.slice(e.from, e.to)).toBe("RowKey eq '15'");
    }
  });

  it('a deep chain of bare Boolean properties (no comparisons) still reports the depth', () => {
    const text = Array.from({ length: 150 }, () => 'A').join(' and ');
    expect(errorOf(text).code).toBe('TOO_DEEP');
  });
});
