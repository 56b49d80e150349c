import { describe, expect, it } from 'vitest';
import { findDataset, sampleEntities } from '../../datasets';
import {
  analyzeQuery,
  createTable,
  listPartitions,
  partitionDetail,
  type QueryAnalysis,
} from '../../engine';
import { sayEnglish } from '../../i18n/english';
import { createTranslator } from '../../i18n/translate';
import { partitionCells } from '../../viz/partition-cells';
import { type MiniNode, miniDocument } from '../../viz/testing/mini-dom';
import { composeExport, EXPORT_WIDTH, exportFileBase } from './export-picture';
import { type StripInputs, stripModel } from './model';

const en = createTranslator('en');

const table = createTable(sampleEntities(findDataset('employees')!, 300, 1)).table;
const options = (filter: string) => ({ filter, rangePartitioning: { kind: 'single' } as const });

/** The pictures' inputs for `filter` over the seeded table, as the explorer would have them. */
function inputs(filter: string, focusPartition: string | null = null): StripInputs {
  const result = analyzeQuery(table, options(filter));
  if (!result.ok) throw new Error(sayEnglish(result.error.message));
  const { ok: _ok, ...analysis } = result;
  const detailed = focusPartition ?? analysis.stats.perPartition[0]?.partitionKey ?? null;
  const detail = detailed === null ? null : partitionDetail(table, options(filter), detailed);
  return {
    cells: partitionCells(listPartitions(table), analysis.stats.perPartition),
    analysis: analysis satisfies QueryAnalysis,
    detail: detail?.ok ? detail : null,
    focusPartition,
    filter,
    step: null,
    highlight: null,
  };
}

/** The headings and the caption of a composed slide, in order. */
function texts(svg: unknown): string[] {
  return (svg as MiniNode)
    .findAll('text')
    .map((t) => t.textContent)
    .filter(
      (t) =>
        t.startsWith('$filter=') ||
        /^(Partitions|Partition '|The key space|Request timeline)/.test(t),
    );
}

describe('composeExport', () => {
  it('stacks the map, the partition strip and the timeline under the filter and its cost class', () => {
    const filter = "PartitionKey eq 'Sales' and LastName ge 'M'";
    const picture = composeExport(miniDocument, inputs(filter), en);
    expect(texts(picture.svg)).toEqual([
      `$filter=${filter} · Partition scan`,
      'Partitions (width = entity count)',
      "Partition 'Sales' in RowKey order",
      'Request timeline (bar height = entities returned)',
    ]);
    expect(picture.width).toBe(EXPORT_WIDTH + 24);
    expect((picture.svg as MiniNode).attributes.get('width')).toBe(String(picture.width));
    expect((picture.svg as MiniNode).attributes.get('height')).toBe(String(picture.height));
  });

  it('shows a table scan over the whole key space', () => {
    const picture = composeExport(miniDocument, inputs("LastName eq 'Jones'"), en);
    expect(texts(picture.svg)).toContain('The key space in PartitionKey order');
  });

  it("heads the pictures in the reader's language, keys as they are", () => {
    const filter = "PartitionKey eq 'Sales' and LastName ge 'M'";
    const picture = composeExport(miniDocument, inputs(filter), createTranslator('ru'));
    const all = (picture.svg as MiniNode).findAll('text').map((t) => t.textContent);
    expect(all).toEqual(
      expect.arrayContaining([
        'Разделы (ширина = число сущностей)',
        "Раздел 'Sales' в порядке RowKey",
        'Временная шкала запросов (высота = возвращено сущностей)',
      ]),
    );
    expect(all).not.toContain('Partitions (width = entity count)');
  });

  it("leaves out the editor's hover highlight: the slide shows the query, not the mouse", () => {
    const filter = "PartitionKey eq 'Sales' and RowKey ge '0001'";
    // The RowKey clause hovered in the editor lights up its bound on the screen's strip.
    const clause = { from: filter.indexOf('RowKey'), to: filter.length };
    const hovered = { ...inputs(filter), highlight: clause };
    expect(stripModel(hovered, EXPORT_WIDTH, en)?.picture.highlight).toEqual(clause);
    const still = composeExport(miniDocument, inputs(filter), en).svg as MiniNode;
    const exported = composeExport(miniDocument, hovered, en).svg as MiniNode;
    expect(exported.serialize()).toBe(still.serialize());
    expect(exported.serialize()).not.toContain('highlighted');
  });
});

describe('exportFileBase', () => {
  it('names the files after the cost class', () => {
    expect(exportFileBase('point')).toBe('keyscope-point');
    expect(exportFileBase(null)).toBe('keyscope-table');
  });
});
