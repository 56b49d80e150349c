/**
 * The sample datasets' words in the catalogue: each sample carries catalogue keys only (the
 * compiler holds them to declared codes), and Chinese and Russian say them in their own words.
 */
import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS, presetNameKey, SAMPLE_DATASETS } from '../../src/datasets';
import type { BareCode } from '../../src/engine';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { createTranslator } from '../../src/i18n/translate';

const en = createTranslator('en');
const others = [createTranslator('zh-CN'), createTranslator('ru')];

/** Every key the samples carry. */
const keys: BareCode[] = SAMPLE_DATASETS.flatMap((d) => [
  ...(d.nameKey ? [d.nameKey] : []),
  ...(d.descriptionKey ? [d.descriptionKey] : []),
  ...d.exampleQueries.flatMap((q) => [q.labelKey, ...(q.noteKey ? [q.noteKey] : [])]),
]);

describe('the sample datasets in every language', () => {
  it('name a catalogue key for every name and description', () => {
    const unnamed = SAMPLE_DATASETS.filter((d) => !d.nameKey || !d.descriptionKey);
    expect(unnamed.map((d) => d.id)).toEqual([]);
  });

  it('translate every name and description into Chinese and Russian', () => {
    for (const t of others) {
      const untranslated = keys.filter((code) => t.say({ code }) === en.say({ code }));
      expect(untranslated, t.locale).toEqual([]);
    }
  });

  it('say the employees sample the way the guide translates it', () => {
    const employees = SAMPLE_DATASETS[0]!;
    const labels = (locale: 'zh-CN' | 'ru') =>
      employees.exampleQueries.map((q) => CATALOGUES[locale][q.labelKey]);
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
  it('name a catalogue key, and say it in Chinese and Russian', () => {
    for (const preset of DESIGN_PRESETS) {
      expect(preset.nameKey, preset.id).toBeDefined();
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
