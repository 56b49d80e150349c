/**
 * The comparison check's verdicts in the reader's language (issue 16): a failing cell's summary
 * and its mismatches were English sentences made in src/patterns, whatever the language.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translate';
import { checkRow } from '../../src/patterns/comparison';
import { fixture, pattern } from '../../src/patterns/testing';

const EN = createTranslator('en');
const loaded = fixture();
/** The cell of one design for a pattern. */
const cell = (p: ReturnType<typeof pattern>, design: string) =>
  checkRow(p, loaded).find((c) => c.designId === design)!;

describe('pattern verdicts', () => {
  it('says a failing cell in Russian and Chinese, not English (issue 16)', () => {
    const c = cell(
      pattern('Team eq {team}', {
        once: "PartitionKey eq '{team}' and RowKey lt '003' or RowKey eq '004'",
      }),
      'once',
    );
    expect(c.verdict).toBe('fail');
    expect(c.counts).toMatchObject({ missing: 1, extra: 1 });
    expect(EN.say(c.summary)).toBe('Wrong: 1 missing, 1 extra');
    for (const locale of ['ru', 'zh-CN'] as const) {
      const tr = createTranslator(locale);
      const summary = tr.say(c.summary);
      // Only numbers and the language's own words: no placeholder, no English.
      expect(summary, locale).not.toMatch(/[{}A-Za-z]/);
      for (const m of c.mismatches) {
        const said = tr.say(m.message);
        expect(said, locale).not.toMatch(/\{[A-Za-z]+\}/);
        expect(said, locale).not.toMatch(/Missing|intended|record/);
      }
    }
  });
});
