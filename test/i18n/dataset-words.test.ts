/**
 * The sample datasets' words in the catalogue: each sample names its catalogue keys, the English
 * there is the sample's own text (so the two cannot drift apart), and Chinese and Russian say it
 * in their own words.
 */
import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS, presetNameKey, SAMPLE_DATASETS } from '../../src/datasets';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { createTranslator } from '../../src/i18n/translate';

const en = createTranslator('en');
const others = [createTranslator('zh-CN'), createTranslator('ru')];

/** Every (key, English text) pair the samples carry. */
const pairs: [string, string][] = SAMPLE_DATASETS.flatMap((d) => [
  [d.nameKey ?? `(${d.id} has no nameKey)`, d.name],
  [d.descriptionKey ?? `(${d.id} has no descriptionKey)`, d.description],
  ...d.exampleQueries.flatMap((q): [string, string][] => [
    ...(q.labelKey ? [[q.labelKey, q.label] as [string, string]] : []),
    ...(q.noteKey && q.note ? [[q.noteKey, q.note] as [string, string]] : []),
  ]),
]);

describe('the sample datasets in every language', () => {
  it('name a catalogue key for every name and description, whose English is their own', () => {
    expect(pairs.filter(([key, text]) => en.say({ code: key }) !== text)).toEqual([]);
  });

  it('translate every name and description into Chinese and Russian', () => {
    for (const t of others) {
      const untranslated = pairs.filter(([key]) => t.say({ code: key }) === en.say({ code: key }));
      expect(untranslated, t.locale).toEqual([]);
    }
  });

  it('say the employees sample the way the guide translates it', () => {
    const employees = SAMPLE_DATASETS[0]!;
    const labels = (locale: 'zh-CN' | 'ru') =>
      employees.exampleQueries.map((q) => CATALOGUES[locale][q.labelKey as 'cost.point']);
    expect(labels('zh-CN').slice(0, 4)).toEqual(['点查询', '范围查询', '分区扫描', '表扫描']);
    expect(labels('ru').slice(0, 4)).toEqual([
      'Точечный запрос',
      'Запрос диапазона',
      'Просмотр разделов',
      'Просмотр таблицы',
    ]);
  });
});

describe('the preset designs in every language', () => {
  it('name a catalogue key whose English is the design name, and say it in Chinese and Russian', () => {
    for (const preset of DESIGN_PRESETS) {
      expect(preset.nameKey, preset.id).toBeDefined();
      expect(en.say({ code: preset.nameKey! })).toBe(preset.design.name);
      for (const t of others) expect(t.say({ code: preset.nameKey! })).not.toBe(preset.design.name);
    }
  });

  it('are known by their name key only while unchanged: an edited design is the user’s own', () => {
    const byDepartment = DESIGN_PRESETS[0]!.design;
    expect(presetNameKey(byDepartment)).toBe('datasets.preset.byDepartment');
    expect(presetNameKey({ ...byDepartment, name: 'My design' })).toBeUndefined();
    expect(presetNameKey({ ...byDepartment, entitySets: [] })).toBeUndefined();
  });
});
