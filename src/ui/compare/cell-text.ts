/**
 * Words for the matrix: a cell's mark, cost line and full text equivalent, a column footer's
 * storage and write cost, in the reader's language. Plain logic, so the words are tested
 * without a browser.
 */
import { COST_CLASS_KEYS } from '../../i18n/terms';
import type { Translator } from '../../i18n/translate';
import type { CellResult, ColumnFooter, ProjectedCell, Verdict } from '../../patterns';
import { formatBytes } from '../plan-text';

/** The mark of a verdict: a glyph that is not colour alone, and its word. */
export function verdictMark(
  verdict: Verdict,
  { t }: Translator,
): { readonly glyph: string; readonly word: string } {
  switch (verdict) {
    case 'pass':
      return { glyph: '✓', word: t('compare.pass') };
    case 'fail':
      return { glyph: '✗', word: t('compare.fail') };
    case 'no-query':
      return { glyph: '–', word: t('compare.noQuery') };
    case 'error':
      return { glyph: '!', word: t('compare.error') };
  }
}

/**
 * The cell's counters in short, each in its unit: `1 request · 3 entities scanned / 1 returned`.
 * When the entities returned stand for other records (index entities listing them), it says so,
 * `3 index entities → 30 records`, because the verdict beside it counts records.
 */
export function costLine(cell: CellResult, { t }: Translator): string | null {
  if (!cell.cost) return null;
  const { requests, scanned, returned, indexReads } = cell.cost;
  const common = { requests: t('compare.requests', { count: requests }), count: scanned, returned };
  return indexReads > 0 || cell.delivered !== returned
    ? t('compare.costLineIndex', { ...common, records: cell.delivered })
    : t('compare.costLine', common);
}

/** A duration the reader's way: milliseconds, seconds, hours or days, to two digits. */
function durationText(ms: number, tr: Translator): string {
  const { t } = tr;
  if (ms < 1000) return t('workloadUi.durationMs', { count: Math.max(1, Math.round(ms)) });
  const s = ms / 1000;
  const digits = (n: number) => tr.decimal(n, n < 10 ? 1 : 0);
  if (s < 3600) return t('workloadUi.durationS', { value: digits(s) });
  if (s < 86_400) return t('workloadUi.durationH', { value: digits(s / 3600) });
  return t('workloadUi.durationD', { value: digits(s / 86_400) });
}

/** The projected counters of a cell, or null when there is no projection for it. */
export function projectedLine(cell: ProjectedCell | undefined, tr: Translator): string | null {
  const { t } = tr;
  if (!cell?.projected) return null;
  const { requests, scanned } = cell.projected;
  const call = cell.call;
  if (call) {
    return t('workloadUi.projectedCall', {
      requests: t('compare.requests', { count: requests }),
      scanned,
      returned: call.returned,
      latency: durationText(call.latencyMs, tr),
    });
  }
  return t('compare.projectedLine', {
    requests: t('compare.requests', { count: requests }),
    scanned,
  });
}

/** Everything the cell says, as one sentence for screen readers and the cell's accessible name. */
export function cellText(
  tr: Translator,
  cell: CellResult,
  pattern: string,
  design: string,
  projected?: ProjectedCell,
): string {
  const { t } = tr;
  const parts = [
    t('compare.cellVerdict', { pattern, design, verdict: verdictMark(cell.verdict, tr).word }),
  ];
  if (cell.cost)
    parts.push(
      t('compare.cellCost', {
        costClass: t(COST_CLASS_KEYS[cell.cost.costClass]),
        line: costLine(cell, tr) ?? '',
      }),
    );
  const more = projectedLine(projected, tr);
  if (more) parts.push(t('compare.projectedPrefix', { line: more }));
  parts.push(tr.say(cell.summary));
  // Chinese sentences end in a full-width stop and take no space between them.
  return parts.join(tr.locale === 'zh-CN' ? '' : ' ');
}

/** A ratio such as entities per record, to three significant digits the locale's way. */
function ratio(tr: Translator, n: number): string {
  return new Intl.NumberFormat(tr.locale, { maximumSignificantDigits: 3 }).format(n);
}

/** The footer's storage line: entities, bytes, entities per record, and the tables if several. */
export function storageLine(footer: ColumnFooter, tr: Translator): string {
  const line = tr.t('compare.storageLine', {
    count: footer.entities,
    bytes: formatBytes(footer.bytes, tr),
    perRecord: ratio(tr, footer.entitiesPerRecord),
  });
  const { tables } = footer;
  if (tables === undefined) return line;
  const more = tr.t('compare.tablesLine', {
    count: tables.count,
    largest: tables.largest.name,
    entities: tr.count(tables.largest.entities),
  });
  return [line, more].join(tr.locale === 'zh-CN' ? '，' : ', ');
}

/** The footer's write-cost line: entities per new record, partitions, transaction. */
export function writeLine(footer: ColumnFooter, tr: Translator): string {
  const { t } = tr;
  const perRecord = Number(footer.writesPerRecord.toPrecision(3));
  return t('compare.writeLine', {
    // The plural form follows the ratio; its digits are the locale's, not rounded to a whole.
    entities: t('compare.writeEntities', { count: perRecord, n: ratio(tr, perRecord) }),
    where: t(
      footer.partitionsPerWrite === 'one' ? 'compare.onePartition' : 'compare.severalPartitions',
    ),
    transaction: t(footer.entityGroupTransaction ? 'compare.egt' : 'compare.noEgt'),
  });
}
