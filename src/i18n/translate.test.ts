import { describe, expect, it } from 'vitest';
import { CATALOGUES, type Catalogue } from './catalogues';
import type { MessageParams } from './message';
import { pseudoCatalogue, pseudoText } from './pseudo';
import { COST_CLASS_KEYS, COST_CLASS_NAMES } from './terms';
import { createTranslator, type Translator } from './translate';

/**
 * `t` without its compile-time parameter check, for tests that give a key a text of their own
 * (a plural form with placeholders its English lacks).
 */
const loose = (tr: Translator) => tr.t as unknown as (key: string, params: MessageParams) => string;

// A catalogue with one plural entry, to exercise the forms on real locale rules.
function withPlural(base: Catalogue, forms: Record<string, string>): Catalogue {
  return { ...base, 'cost.empty': forms as Catalogue['cost.empty'] };
}

describe('createTranslator', () => {
  it('says the cost classes in the terms of the guide in each language', () => {
    const names = (locale: 'en' | 'zh-CN' | 'ru') =>
      ['point', 'range', 'partition-scan', 'table-scan'].map((c) =>
        createTranslator(locale).t(COST_CLASS_KEYS[c as keyof typeof COST_CLASS_KEYS]),
      );
    expect(names('en')).toEqual(['Point query', 'Range query', 'Partition scan', 'Table scan']);
    expect(names('zh-CN')).toEqual(['点查询', '范围查询', '分区扫描', '表扫描']);
    expect(names('ru')).toEqual([
      'Точечный запрос',
      'Запрос диапазона',
      'Просмотр разделов',
      'Просмотр таблицы',
    ]);
  });

  it('keeps the English cost-class names one source with the catalogue', () => {
    expect(COST_CLASS_NAMES['partition-scan']).toBe(CATALOGUES.en['cost.partitionScan']);
  });

  it('chooses the Russian form by the Russian rules: 1 and 21 one, 2–4 few, 5–20 and 11 many', () => {
    const ru = createTranslator(
      'ru',
      withPlural(CATALOGUES.ru, {
        one: '{count} запрос',
        few: '{count} запроса',
        many: '{count} запросов',
        other: '{count} запроса',
      }),
    );
    const say = (count: number) => loose(ru)('cost.empty', { count });
    expect([1, 2, 4, 5, 11, 21, 22, 25, 1000].map(say)).toEqual([
      '1 запрос',
      '2 запроса',
      '4 запроса',
      '5 запросов',
      '11 запросов',
      '21 запрос',
      '22 запроса',
      '25 запросов',
      '1\u00a0000 запросов',
    ]);
  });

  it('groups numbers the locale way and leaves text parameters as given', () => {
    const forms = { other: '{count} / {name}' };
    expect(
      loose(createTranslator('en', withPlural(CATALOGUES.en, forms)))('cost.empty', {
        count: 1234567,
        name: 'Sales',
      }),
    ).toBe('1,234,567 / Sales');
    expect(
      loose(createTranslator('ru', withPlural(CATALOGUES.ru, forms)))('cost.empty', {
        count: 1234567,
        name: 'Sales',
      }),
    ).toBe('1\u00a0234\u00a0567 / Sales');
    expect(createTranslator('zh-CN').count(1234567)).toBe('1,234,567');
  });

  it('writes decimals with the locale separator and a fixed number of digits', () => {
    expect(createTranslator('en').decimal(1.25, 1)).toBe('1.3');
    expect(createTranslator('ru').decimal(1.2, 1)).toBe('1,2');
    expect(createTranslator('zh-CN').decimal(3, 1)).toBe('3.0');
  });

  it('shows a placeholder it has no value for, so a forgotten parameter is visible, not blank', () => {
    const t = createTranslator('en', withPlural(CATALOGUES.en, { other: 'by {name}' }));
    expect(t.t('cost.empty')).toBe('by {name}');
  });
});

describe('the pseudo-locale', () => {
  it('accents letters, keeps placeholders and runs at least 40 % longer', () => {
    const text = 'Scanned {count} entities';
    const pseudo = pseudoText(text);
    expect(pseudo).toContain('{count}');
    expect(pseudo.replace('{count}', '')).not.toMatch(/[aeiou]/);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.4));
    expect(pseudoCatalogue()['cost.point']).toBe(pseudoText('Point query'));
  });

  it('says a coded message from its key, and an unknown code as the code itself', () => {
    expect(createTranslator('zh-CN').say({ code: 'cost.point' })).toBe('点查询');
    expect(createTranslator('ru').say({ code: 'engine.noSuchCode' })).toBe('engine.noSuchCode');
  });
});
