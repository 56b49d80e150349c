/**
 * The languages Keyscope speaks, and how the one to use is chosen: the user's own choice if they
 * made one, else the first of the browser's languages we speak, else English.
 */

/** The locales with a catalogue, in the order the picker lists them. */
export const LOCALES = ['en', 'zh-CN', 'ru'] as const;

/** A locale with a catalogue. */
export type Locale = (typeof LOCALES)[number];

/** Each language's name in that language, as the picker shows it (a reader finds their own). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  'zh-CN': '简体中文',
  ru: 'Русский',
};

/** Whether a string names a locale we have a catalogue for, exactly. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The catalogue for one BCP 47 tag, or null: by language, so `en-GB` is English and `ru-RU`
 * Russian. Chinese means the Simplified catalogue unless the tag says Traditional (`zh-TW`,
 * `zh-HK`, `zh-Hant`): a reader of Traditional Chinese is better served by English than by a
 * script they did not ask for.
 */
export function localeOfTag(tag: string): Locale | null {
  const parts = tag.toLowerCase().split(/[-_]/);
  const language = parts[0];
  if (language === 'en') return 'en';
  if (language === 'ru') return 'ru';
  if (language === 'zh') {
    const traditional = parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo');
    return traditional ? null : 'zh-CN';
  }
  return null;
}

/**
 * The locale to show: the saved choice when it is one of ours, else the first browser language
 * we speak, else English.
 */
export function chooseLocale(saved: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale !== null) return locale;
  }
  return 'en';
}
