/**
 * The employees sample's four example queries, planned by the engine over the sample table and
 * explained in Chinese and Russian: every placeholder filled, no English left outside filter
 * text and property names, and the cost class in the words of Microsoft's editions of the guide.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, findDataset, sampleEntities } from '../../src/datasets';
import { analyzeQuery, COMPARE_OPERATORS, createTable, LOGICAL_KEYWORDS } from '../../src/engine';
import type { Locale } from '../../src/i18n/locales';
import { saySentences } from '../../src/i18n/sentences';
import { COST_CLASS_KEYS } from '../../src/i18n/terms';
import { createTranslator } from '../../src/i18n/translate';

const GUIDE_TERMS: Readonly<Record<'zh-CN' | 'ru', Readonly<Record<string, string>>>> = {
  'zh-CN': {
    point: '点查询',
    range: '范围查询',
    'partition-scan': '分区扫描',
    'table-scan': '表扫描',
  },
  ru: {
    point: 'точечный запрос',
    range: 'запрос диапазона',
    'partition-scan': 'просмотр разделов',
    'table-scan': 'просмотр таблицы',
  },
};

const dataset = findDataset('employees')!;
const table = createTable([...sampleEntities(dataset, 2000, DEFAULT_SEED)]).table;
const examples = dataset.exampleQueries.slice(0, 4);
const properties = new Set([...sampleEntities(dataset, 50, DEFAULT_SEED)].flatMap(Object.keys));
const FILTER_WORDS = new Set<string>([...COMPARE_OPERATORS, ...LOGICAL_KEYWORDS]);

/**
 * The words left once quoted literals, `code`, query options ($top), property names and filter
 * keywords are taken out.
 */
function englishLeft(text: string): string[] {
  const bare = text
    .replace(/'(?:[^']|'')*'/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\$[a-z]+/g, ' ');
  return (bare.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
    (w) => !properties.has(w) && !FILTER_WORDS.has(w),
  );
}

describe.each(['zh-CN', 'ru'] as const)('the employees examples explained in %s', (locale) => {
  const t = createTranslator(locale as Locale);

  it('covers the four guide classes, in order', () => {
    const classes = examples.map((q) => {
      const r = analyzeQuery(table, { filter: q.filter });
      return r.ok ? r.plan.costClass : r.error.code;
    });
    expect(classes).toEqual(['point', 'range', 'partition-scan', 'table-scan']);
  });

  it.each(examples.map((q) => [q.labelKey, q.filter]))('%s: %s', (_label, filter) => {
    const r = analyzeQuery(table, { filter });
    if (!r.ok) throw new Error(r.error.code);
    const { plan } = r;
    const explanation = saySentences(t, plan.explanation);
    const notes = plan.warnings.flatMap((n) => [
      t.say(n.message),
      ...(n.suggestion ? [t.say(n.suggestion.label)] : []),
    ]);
    for (const text of [explanation, ...notes]) {
      expect(text).not.toMatch(/\{[A-Za-z]+\}/);
      expect(englishLeft(text), text).toEqual([]);
    }
    const term = GUIDE_TERMS[locale][plan.costClass]!;
    expect(explanation.toLowerCase()).toContain(term);
    expect(t.t(COST_CLASS_KEYS[plan.costClass]).toLowerCase()).toBe(term);
    // The filter's own text is quoted as written, in every language.
    if (plan.costClass === 'point') expect(explanation).toContain("'000100'");
  });

  it('says the model assumptions with no English but the names of standards', () => {
    const r = analyzeQuery(table, { filter: examples[1]!.filter, top: 10 });
    if (!r.ok) throw new Error(r.error.code);
    for (const a of r.plan.assumptions) {
      const text = t.say(a);
      expect(text).not.toMatch(/\{[A-Za-z]+\}/);
      expect(
        englishLeft(text).filter((w) => !['SDK', 'UTF'].includes(w)),
        text,
      ).toEqual([]);
    }
  });
});
