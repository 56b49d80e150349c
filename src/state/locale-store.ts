/**
 * Which language the app speaks: the user's own saved choice, else the language of the link they
 * opened, else the first browser language we speak, else English. One store per app (made in
 * main.tsx), so tests make their own with their own storage and browser languages.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { chooseLocale, isLocale, type Locale } from '../i18n/locales';

/** The localStorage key of the user's own choice; a personal setting, never in a link. */
export const LOCALE_STORAGE_KEY = 'keyscope.locale';

/** The storage the choice is kept in (localStorage in the browser). */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What decides the locale, and the locale it gives. */
interface LocaleState {
  /** The locale on show. */
  readonly locale: Locale;
  /** The user's own choice, saved in this browser; null until they choose in the picker. */
  readonly chosen: Locale | null;
  /** The language of the link the user opened; null when it carried none. */
  readonly linked: Locale | null;
}

/** The locale store: its state, and the two ways it changes. */
export interface LocaleStore {
  readonly state: StoreApi<LocaleState>;
  /** The user chose `locale` in the picker: show it, and keep it for their next visit. */
  choose(locale: Locale): void;
  /** The opened workspace's language (a link's); it applies only while the user has no choice. */
  setLinked(locale: Locale | null): void;
}

/** Options: where the choice is kept (null when storage is unavailable) and the browser's languages. */
export interface LocaleStoreOptions {
  readonly storage: LocaleStorage | null;
  readonly languages: readonly string[];
}

/** A locale store reading the saved choice from `storage` once, at creation. */
export function createLocaleStore(options: LocaleStoreOptions): LocaleStore {
  const { storage, languages } = options;
  const chosen = readChoice(storage);
  const decide = (chosen: Locale | null, linked: Locale | null): Locale =>
    chooseLocale(chosen ?? linked, languages);
  const state = createStore<LocaleState>()(() => ({
    locale: decide(chosen, null),
    chosen,
    linked: null,
  }));
  return {
    state,
    choose(locale) {
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // Storage full or refused: the choice still holds for this visit.
      }
      state.setState((s) => ({ chosen: locale, locale: decide(locale, s.linked) }));
    },
    setLinked(linked) {
      // Called on every change of the explorer's store: only a new language is news.
      if (linked === state.getState().linked) return;
      state.setState((s) => ({ linked, locale: decide(s.chosen, linked) }));
    },
  };
}

function readChoice(storage: LocaleStorage | null): Locale | null {
  try {
    const saved = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}
