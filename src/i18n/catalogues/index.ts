/** Every catalogue by locale, each the merge of every part's texts in that locale. */
import type { Locale } from '../locales';
import { type Catalogue, EN } from './en';
import { PARTS } from './parts';

export type { Catalogue, MessageKey } from './en';

function merged(locale: Exclude<Locale, 'en'>): Catalogue {
  return Object.assign({}, ...PARTS.map((part) => part[locale])) as Catalogue;
}

/** The catalogue of each locale. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: EN,
  'zh-CN': merged('zh-CN'),
  ru: merged('ru'),
};
