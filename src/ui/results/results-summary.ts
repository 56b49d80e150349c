/**
 * The line above the results: how many entities the query returns in how many response pages.
 * Said by the results panel and by its placeholder while the panel's chunk loads, so the two
 * cannot word it differently.
 */
import type { Translator } from '../../i18n/translate';

/** "N entities in M response pages", in the translator's language. */
export function resultsSummary(t: Translator['t'], returned: number, pages: number): string {
  return t('ui.results.summary', {
    entities: t('ui.results.entities', { count: returned }),
    pages: t('ui.results.inPages', { count: pages }),
  });
}
