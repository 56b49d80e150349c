import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOfTag } from './locales';

describe('chooseLocale', () => {
  it('keeps the saved choice over the browser languages', () => {
    expect(chooseLocale('ru', ['zh-CN', 'en'])).toBe('ru');
  });

  it('takes the first browser language it speaks when nothing valid was saved', () => {
    expect(chooseLocale(null, ['de-DE', 'ru-RU', 'en'])).toBe('ru');
    expect(chooseLocale('klingon', ['zh', 'en'])).toBe('zh-CN');
    expect(chooseLocale(null, ['fr', 'de'])).toBe('en');
    expect(chooseLocale(null, [])).toBe('en');
  });

  it('maps Simplified Chinese tags to zh-CN and leaves Traditional ones to English', () => {
    expect(['zh', 'zh-CN', 'zh-Hans-CN', 'zh-SG'].map(localeOfTag)).toEqual(Array(4).fill('zh-CN'));
    expect(['zh-TW', 'zh-HK', 'zh-Hant'].map(localeOfTag)).toEqual([null, null, null]);
    expect(['en-GB', 'RU', 'pt-BR'].map(localeOfTag)).toEqual(['en', 'ru', null]);
  });
});
