/**
 * The comparison's check report for a design review: every cell's verdict, cost class, requests,
 * entities scanned and returned, and (with a workload) each design's cost a month, as JSON for
 * tools and as Markdown for a review, both in the reader's language where they use words.
 */

import { COST_CLASS_KEYS } from '../../i18n/terms';
import type { Translator } from '../../i18n/translate';
import type {
  AccessPattern,
  CandidateDesign,
  ColumnFooter,
  Matrix,
  WorkloadCost,
} from '../../patterns';
import { designName, patternName } from '../i18n/bundled-names';

/** What the report is made from. */
export interface ReportSource {
  readonly recipe: { readonly dataset: string; readonly size: number; readonly seed: number };
  readonly designs: readonly CandidateDesign[];
  readonly patterns: readonly AccessPattern[];
  readonly matrix: Matrix;
  readonly cost: WorkloadCost | null;
}

/** The report as data: one entry per cell and per design, words as the reader reads them. */
export function checkReportJson(tr: Translator, source: ReportSource): string {
  const { matrix, cost } = source;
  const report = {
    format: 'keyscope-check-report',
    version: 1,
    dataset: { id: source.recipe.dataset, size: source.recipe.size, seed: source.recipe.seed },
    designs: source.designs.map((d, j) => ({
      id: d.id,
      name: designName(tr, d.design.name).text,
      ...footerFigures(matrix.footers[j]),
      ...(cost ? { costPerMonth: costOf(cost, d.id) } : {}),
    })),
    cells: source.patterns.flatMap((p, i) =>
      source.designs.map((d, j) => {
        const cell = matrix.cells[i]?.[j];
        return {
          pattern: p.id,
          design: d.id,
          verdict: cell?.verdict ?? 'no-query',
          summary: cell ? tr.say(cell.summary) : '',
          ...(cell?.cost
            ? {
                costClass: cell.cost.costClass,
                requests: cell.cost.requests,
                scanned: cell.cost.scanned,
                returned: cell.cost.returned,
              }
            : {}),
          filters: cell?.filters ?? (cell?.filter ? [cell.filter] : []),
        };
      }),
    ),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

function footerFigures(f: ColumnFooter | undefined) {
  if (f === undefined) return {};
  return {
    entities: f.entities,
    bytes: f.bytes,
    partitions: f.partitions,
    entitiesPerRecord: f.entitiesPerRecord,
    writesPerRecord: f.writesPerRecord,
    ...(f.tables ? { tables: f.tables.count } : {}),
  };
}

function costOf(cost: WorkloadCost, designId: string) {
  const c = cost.designs.find((d) => d.designId === designId);
  return c === undefined
    ? null
    : { reads: c.reads, writes: c.writes, storage: c.storage, total: c.total };
}

/** A Markdown table cell: pipes and line breaks would end the cell early. */
const cellText = (s: string) => s.replaceAll('|', '\\|').replace(/\s*\n\s*/g, ' ');

/** The report as Markdown: a table of patterns by designs, then each design's figures. */
export function checkReportMarkdown(tr: Translator, source: ReportSource): string {
  const { t } = tr;
  const { matrix, cost } = source;
  const names = source.designs.map((d) => cellText(designName(tr, d.design.name).text));
  const lines = [
    `# ${t('compare.reportTitle')}`,
    '',
    t('compare.reportRecords', {
      dataset: source.recipe.dataset,
      count: source.recipe.size,
      seed: source.recipe.seed,
    }),
    '',
    `| ${t('compare.patternHeader')} | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---').join('|')}|`,
  ];
  source.patterns.forEach((p, i) => {
    const row = source.designs.map((_, j) => {
      const cell = matrix.cells[i]?.[j];
      if (!cell) return '';
      const mark = cell.verdict === 'pass' ? '✓' : cell.verdict === 'fail' ? '✗' : '–';
      const figures = cell.cost
        ? t('compare.reportCell', {
            costClass: t(COST_CLASS_KEYS[cell.cost.costClass]),
            requests: cell.cost.requests,
            scanned: cell.cost.scanned,
            returned: cell.cost.returned,
          })
        : tr.say(cell.summary);
      return cellText(`${mark} ${figures}`);
    });
    lines.push(`| ${cellText(patternName(tr, p).text)} | ${row.join(' | ')} |`);
  });
  if (cost) {
    lines.push('', `## ${t('compare.reportCost')}`, '');
    for (const [j, d] of source.designs.entries()) {
      const c = cost.designs.find((x) => x.designId === d.id);
      if (c) lines.push(`- ${names[j]}: ${c.total.toFixed(2)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
