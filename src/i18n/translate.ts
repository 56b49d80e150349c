/**
 * Turning a message key and its parameters into a sentence in one locale: placeholders filled,
 * numbers grouped the locale's way, and the plural form chosen by the locale's rules.
 */
import type { Coded, CodedParams } from '../engine';
import { loadedTranslation } from './catalogue-loader';
import { type Catalogue, EN, type MessageKey } from './catalogues/en';
import type { Locale } from './locales';
import type { MessageParams, MessageText } from './message';
import type { ParamNames } from './params';

/** Sentences in one locale. */
/** What follows a key in a call to `t`: nothing for a key without placeholders. */
type KeyParams<K extends MessageKey> = [ParamNames<K>] extends [never]
  ? []
  : [params: { readonly [P in ParamNames<K>]: P extends 'count' ? number : string | number }];

export interface Translator {
  readonly locale: Locale;
  /**
   * The message for `key` with its placeholders filled: exactly the placeholders its English
   * names (`count`, a number, for plural forms), or the call does not compile.
   */
  t<K extends MessageKey>(key: K, ...params: KeyParams<K>): string;
  /**
   * A coded message from a layer below the UI (`{ code: 'engine.int32Range', params }`). A code
   * with no entry says the code itself, so a missing translation shows as a name, not a blank;
   * the catalogue tests keep every layer's codes in the catalogue.
   */
  say(message: Coded): string;
  /** A count the locale's way (1,000,000 / 1 000 000), rounded to a whole number. */
  count(n: number): string;
  /** A number with exactly `digits` decimals the locale's way (1.5 / 1,5). */
  decimal(n: number, digits: number): string;
}

/**
 * A translator for a locale. `catalogue` overrides the locale's own (the pseudo-locale uses it);
 * its number and plural rules stay the locale's. Without one, the locale's catalogue must be
 * loaded already (loadCatalogue in catalogue-loader.ts; English always is).
 */
export function createTranslator(
  locale: Locale,
  catalogue: Catalogue = locale === 'en' ? EN : (loadedTranslation(locale) ?? notLoaded(locale)),
): Translator {
  // Formatters are built once per translator, on first use: building one per call costs far
  // more than using it, and the page's first one loads the locale's data (about 30 ms), which
  // the several translators made while the app's script starts need not all pay at once.
  let numbers: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  const count = (n: number): string => {
    numbers ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return numbers.format(n);
  };
  const decimals = new Map<number, Intl.NumberFormat>();
  const decimal = (n: number, digits: number): string => {
    let format = decimals.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      decimals.set(digits, format);
    }
    return format.format(n);
  };
  const fill = (text: string, params: MessageParams): string =>
    text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => {
      if (!Object.hasOwn(params, name)) return whole;
      const value = params[name]!;
      return typeof value === 'number' ? count(value) : value;
    });
  function t(key: MessageKey, params: MessageParams = {}): string {
    const message: MessageText = catalogue[key] ?? EN[key];
    if (typeof message === 'string') return fill(message, params);
    const n = params.count;
    let form: Intl.LDMLPluralRule = 'other';
    if (typeof n === 'number') {
      plurals ??= new Intl.PluralRules(locale);
      form = plurals.select(n);
    }
    return fill(message[form] ?? message.other, params);
  }
  // A coded parameter (a reason inside a message) is said first, in the same language.
  const said = (params: CodedParams | undefined): MessageParams | undefined =>
    params &&
    Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? say(v) : v]),
    );
  function say(message: Coded): string {
    return Object.hasOwn(EN, message.code)
      ? t(message.code as MessageKey, said(message.params))
      : message.code;
  }
  return { locale, count, decimal, t, say };
}

function notLoaded(locale: Locale): never {
  throw new Error(`Keyscope: the ${locale} catalogue is not loaded yet (loadCatalogue first)`);
}
