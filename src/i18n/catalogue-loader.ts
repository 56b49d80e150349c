/**
 * How the app obtains a locale's catalogue. English is part of the app (every other language
 * falls back to it, key by key); Chinese and Russian are chunks of their own, fetched when the
 * reader's language needs them, so a reader downloads one translation, not every one. This module
 * holds no catalogue itself, so the page's entry can start the fetch beside the UI's chunk.
 */
import type { Catalogue } from './catalogues/en';
import type { Locale } from './locales';

/** A locale whose catalogue is a chunk of its own. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

const loaded = new Map<TranslatedLocale, Catalogue>();
const loading = new Map<TranslatedLocale, Promise<void>>();

/** The dynamic import of each translated catalogue: each is a chunk of the build. */
const IMPORTS: Readonly<Record<TranslatedLocale, () => Promise<Catalogue>>> = {
  'zh-CN': () => import('./catalogues/zh-CN').then((m) => m.CATALOGUE),
  ru: () => import('./catalogues/ru').then((m) => m.CATALOGUE),
};

/** The translated catalogue of `locale` if this page has it already, else undefined. */
export function loadedTranslation(locale: TranslatedLocale): Catalogue | undefined {
  return loaded.get(locale);
}

/** Whether a translator for `locale` can be made now (English always). */
export function hasCatalogue(locale: Locale): boolean {
  return locale === 'en' || loaded.has(locale);
}

/**
 * Fetches the catalogue of `locale`, once. A failed fetch (offline) rejects and is forgotten, so
 * asking again tries again.
 */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = IMPORTS[locale]().then(
      (catalogue) => {
        loaded.set(locale, catalogue);
        loading.delete(locale);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Gives this page a translation it has by other means: Node tests and tools, which have every
 * catalogue at once (addEveryCatalogue in catalogues/index.ts), so translators work at once.
 */
export function addTranslation(locale: TranslatedLocale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue);
}
