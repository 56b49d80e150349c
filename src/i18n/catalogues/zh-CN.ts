/**
 * The Simplified Chinese catalogue, a module of its own so the app fetches it only for a reader
 * of Chinese (src/i18n/catalogue-loader.ts); the build writes it as a plain object (vite.config.ts).
 */
import type { Catalogue } from './en';
import { translatedCatalogue } from './translated';

/** Every text in Simplified Chinese. */
export const CATALOGUE: Catalogue = translatedCatalogue('zh-CN');
