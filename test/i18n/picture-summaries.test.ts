/**
 * The pictures' text equivalents in Chinese and Russian say what the English says: the same
 * numbers for a real plan (grouped the locale's way), every placeholder filled, and the Russian
 * noun in the form its count asks for.
 */
import { describe, expect, it } from 'vitest';
import { findDataset, sampleEntities } from '../../src/datasets';
import {
  analyzeQuery,
  createTable,
  listPartitions,
  type PageSummary,
  partitionDetail,
} from '../../src/engine';
import type { Locale } from '../../src/i18n/locales';
import { createTranslator, type Translator } from '../../src/i18n/translate';
import type { Heat } from '../../src/patterns';
import { heatLines } from '../../src/ui/compare/heat-text';
import { stripModel } from '../../src/ui/pictures/model';
import { exportCaption } from '../../src/viz/export-render';
import { partitionCells } from '../../src/viz/partition-cells';
import { mapSummary, timelineSummary } from '../../src/viz/summary';
import { layoutTimeline } from '../../src/viz/timeline-layout';
import { barTooltip } from '../../src/viz/timeline-render';

const SIZE = 5000;
const RANGE = "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'";
const SCAN = "LastName eq 'Jones'";
/** Every entity: several requests, each page but the last carrying a continuation. */
const ALL = 'Age ge 0';
const table = createTable(sampleEntities(findDataset('employees')!, SIZE, 1)).table;
const partitions = listPartitions(table);
const options = (filter: string) => ({ filter, rangePartitioning: { kind: 'single' } as const });

function analysisOf(filter: string) {
  const result = analyzeQuery(table, options(filter));
  if (!result.ok) throw new Error(result.error.message.code);
  const { ok: _ok, ...analysis } = result;
  return analysis;
}

/** A design's heat: its busiest partition over the target, and its account. */
const HEAT: Heat = {
  partitionTarget: 2_000,
  accountTarget: 20_000,
  skew: 0,
  designs: [
    {
      designId: 'd',
      partitions: [
        {
          sets: ['Employee'],
          partitionKey: 'HR',
          reads: 12_500,
          writes: 300,
          total: 12_800,
          headroom: -10_800,
          share: 0.25,
          sources: [{ kind: 'read', id: 'p', rate: 12_500 }],
        },
      ],
      account: { reads: 50_000, writes: 1_200, total: 51_200 },
      passes: false,
    },
  ],
};

/** Every summary and caption the pictures give for `filter`, in one locale. */
function summaries(t: Translator, filter: string): string[] {
  const analysis = analysisOf(filter);
  const cells = partitionCells(partitions, analysis.stats.perPartition);
  const focus = analysis.stats.perPartition[0]?.partitionKey ?? null;
  const detail = focus === null ? null : partitionDetail(table, options(filter), focus);
  const strip = stripModel(
    {
      cells,
      analysis,
      detail: detail?.ok ? detail : null,
      focusPartition: null,
      filter,
      step: 0,
      highlight: null,
    },
    600,
    t,
  );
  return [
    mapSummary(t, null, partitions.length, SIZE),
    mapSummary(t, analysis, partitions.length, cells.total),
    strip?.summary ?? '',
    strip?.picture.cursor?.label ?? '',
    timelineSummary(t, analysis.pages),
    ...layoutTimeline(analysis.pages, 600).map((bar) => barTooltip(t, bar)),
    exportCaption(t, filter, analysis.plan.costClass),
    ...heatLines(t, HEAT, HEAT.designs[0]!, () => 'p'),
  ];
}

/** The numbers a text states, separators removed, in order of size. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:[,\u00a0]\d{3})*/g)]
    .map((m) => Number(m[0].replace(/[,\u00a0]/g, '')))
    .sort((a, b) => a - b);
}

const OTHERS: readonly Locale[] = ['zh-CN', 'ru'];

describe('picture summaries in every language', () => {
  const en = createTranslator('en');

  it.each([
    ['a range query', RANGE],
    ['a table scan', SCAN],
    ['a scan over several requests', ALL],
  ])('%s: the summaries in English state a real plan', (_name, filter) => {
    const english = summaries(en, filter);
    expect(english.every((text) => text.length > 0)).toBe(true);
    expect(english[0]).toContain(`holding ${SIZE.toLocaleString('en-US')} entities`);
  });

  for (const locale of OTHERS) {
    it.each([
      ['a range query', RANGE],
      ['a table scan', SCAN],
    ])(`${locale}, %s: the same numbers as the English, every placeholder filled`, (_n, filter) => {
      const english = summaries(en, filter);
      const translated = summaries(createTranslator(locale), filter);
      expect(translated.map(numbersIn)).toEqual(english.map(numbersIn));
      expect(translated.filter((text) => /\{[A-Za-z]\w*\}/.test(text))).toEqual([]);
      expect(translated.filter((text, i) => text === english[i])).toEqual([]);
    });
  }

  it('names the first continuation of a query over several requests', () => {
    const [, , , , timeline] = summaries(createTranslator('ru'), ALL);
    expect(timeline).toMatch(
      /^5 запросов возвращают 5\u00a0000 сущностей; 4 страницы несут маркер/,
    );
    expect(timeline).toContain('Первый маркер продолжения: NextPartitionKey');
  });

  it('groups thousands the Russian way (5 000, not 5,000)', () => {
    const [idle] = summaries(createTranslator('ru'), RANGE);
    expect(idle).toContain('5\u00a0000 сущностей');
    expect(idle).not.toContain('5,000');
  });

  it('gives the Russian noun the form its count asks for', () => {
    const ru = createTranslator('ru');
    const page = (returned: number): PageSummary => ({
      index: 0,
      scanned: returned,
      returned,
      continuation: null,
      endedBy: 'end',
    });
    expect(timelineSummary(ru, [page(1)])).toMatch(/^1 запрос возвращает 1 сущность;/);
    expect(timelineSummary(ru, [page(2), page(0)])).toMatch(/^2 запроса возвращают 2 сущности;/);
    expect(timelineSummary(ru, [page(25)])).toMatch(/^1 запрос возвращает 25 сущностей;/);
    expect(mapSummary(ru, null, 21, 5)).toBe(
      'В таблице 21 раздел, в них 5 сущностей. Запрос ещё не выполнялся.',
    );
  });
});
