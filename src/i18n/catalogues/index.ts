/** Every catalogue by locale. */
import type { Locale } from '../locales';
import { type Catalogue, EN } from './en';
import { RU } from './ru';
import { ZH_CN } from './zh-CN';

export type { Catalogue, MessageKey } from './en';

/** The catalogue of each locale. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en: EN, 'zh-CN': ZH_CN, ru: RU };
