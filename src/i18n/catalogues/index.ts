/**
 * Every catalogue by locale, each the merge of every part's texts in that locale, all at once:
 * for tests and tools in Node. The app loads only the reader's (src/i18n/catalogue-loader.ts).
 */
import { addTranslation } from '../catalogue-loader';
import type { Locale } from '../locales';
import { type Catalogue, EN } from './en';
import { CATALOGUE as RU } from './ru';
import { CATALOGUE as ZH_CN } from './zh-CN';

export type { Catalogue, MessageKey } from './en';

/** The catalogue of each locale. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en: EN, 'zh-CN': ZH_CN, ru: RU };

/**
 * Gives the translators of this process every language at once, as a page has them once loaded:
 * Node tests (vitest's setup file) and tools that translate synchronously call it first.
 */
export function addEveryCatalogue(): void {
  addTranslation('zh-CN', ZH_CN);
  addTranslation('ru', RU);
}
