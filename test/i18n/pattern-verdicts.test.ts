/**
 * The comparison check's verdicts in the reader's language (issue 16): a failing cell's summary
 * and its mismatches were English sentences made in src/patterns, whatever the language.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translate';
import { checkRow, holdRecords, loadComparison } from '../../src/patterns/comparison';
import { fixture, PEOPLE, PERSON, pattern } from '../../src/patterns/testing';

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
    expect(EN.say(c.summary)).toBe('Wrong: 1 missing record, 1 extra record');
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

  it('says why a design does not fit in words, not by its error code name', () => {
    const design = {
      name: 'Broken',
      entitySets: [
        {
          name: 'primary',
          recordType: 'Person',
          kind: 'copy',
          partitionKey: '{Group}',
          rowKey: '{Id}',
          properties: 'all',
        } as const,
      ],
    };
    const loaded = loadComparison([PERSON], holdRecords([PERSON], { Person: PEOPLE }), [
      { id: 'broken', design },
    ]);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    const english = EN.say(loaded.error.message);
    expect(english).toMatch(/^The design "Broken" does not fit the records: .*Group/);
    expect(english).not.toContain('UNKNOWN_PROPERTY');
    const russian = createTranslator('ru').say(loaded.error.message);
    expect(russian).toMatch(/^Схема «Broken» не подходит к записям: .*Group/);
    expect(russian).not.toMatch(/\{[A-Za-z]+\}/);
  });
});
