import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../share';
import { createLocaleStore, LOCALE_STORAGE_KEY } from './locale-store';

const localeOf = (store: ReturnType<typeof createLocaleStore>) => store.state.getState().locale;

describe('the locale store', () => {
  it('speaks the first browser language we have, else English', () => {
    const storage = memoryStorage();
    expect(localeOf(createLocaleStore({ storage, languages: ['fr-FR', 'ru-RU', 'en'] }))).toBe(
      'ru',
    );
    expect(localeOf(createLocaleStore({ storage, languages: ['fr-FR', 'de'] }))).toBe('en');
    expect(localeOf(createLocaleStore({ storage: null, languages: [] }))).toBe('en');
  });

  it('keeps a choice across visits, over the browser language', () => {
    const storage = memoryStorage();
    createLocaleStore({ storage, languages: ['en-US'] }).choose('zh-CN');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(localeOf(createLocaleStore({ storage, languages: ['en-US'] }))).toBe('zh-CN');
  });

  it("follows a link's language when the reader has no choice of their own", () => {
    const store = createLocaleStore({ storage: memoryStorage(), languages: ['en-US'] });
    store.setLinked('ru');
    expect(localeOf(store)).toBe('ru');
    store.setLinked(null);
    expect(localeOf(store)).toBe('en');
  });

  it("keeps the reader's own choice over a link's language", () => {
    const storage = memoryStorage();
    storage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    const store = createLocaleStore({ storage, languages: ['en-US'] });
    store.setLinked('ru');
    expect(localeOf(store)).toBe('zh-CN');
  });

  it('ignores a saved value that is not one of our locales, and storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(localeOf(createLocaleStore({ storage, languages: ['ru'] }))).toBe('ru');
    const refusing = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createLocaleStore({ storage: refusing, languages: ['ru'] });
    expect(localeOf(store)).toBe('ru');
    store.choose('en');
    expect(localeOf(store)).toBe('en');
  });
});
