/** A translated catalogue: every part's texts in one language other than English, merged. */
import type { Locale } from '../locales';
import type { Catalogue } from './en';
import { PARTS } from './parts';

/** The catalogue of `locale`, merged from every part. */
export function translatedCatalogue(locale: Exclude<Locale, 'en'>): Catalogue {
  return Object.assign({}, ...PARTS.map((part) => part[locale])) as Catalogue;
}
