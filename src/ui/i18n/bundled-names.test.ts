import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../../datasets';
import { createTranslator } from '../../i18n/translate';
import { SCENARIOS } from '../../patterns';
import { designName, patternName } from './bundled-names';

const en = createTranslator('en');
const ru = createTranslator('ru');
const zh = createTranslator('zh-CN');
const patterns = SCENARIOS.flatMap((s) => s.patterns);

describe('bundled names', () => {
  it('say every bundled pattern in English exactly as the scenario names it', () => {
    for (const p of patterns) expect(patternName(en, p)).toEqual({ text: p.name, data: false });
  });

  it('say every bundled pattern and preset in Russian and Chinese, not in English', () => {
    for (const p of patterns) {
      for (const t of [ru, zh]) {
        const shown = patternName(t, p);
        expect(shown.data).toBe(false);
        expect(shown.text).not.toBe(p.name);
      }
    }
    for (const preset of DESIGN_PRESETS) {
      expect(designName(ru, preset.design.name).text).not.toBe(preset.design.name);
      expect(designName(en, preset.design.name).data).toBe(false);
    }
  });

  it('leave a name the user gave as written, marked as data', () => {
    const renamed = { ...patterns[0]!, name: 'Мой поиск' };
    expect(patternName(zh, renamed)).toEqual({ text: 'Мой поиск', data: true });
    // A new pattern that happens to reuse a bundled name under another id is the user's too.
    expect(patternName(ru, { id: 'mine', name: patterns[0]!.name }).data).toBe(true);
    expect(designName(ru, 'By department, tuned')).toEqual({
      text: 'By department, tuned',
      data: true,
    });
  });
});
