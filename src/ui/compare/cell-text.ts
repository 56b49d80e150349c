/**
 * Words for the matrix: a cell's mark, cost line and full text equivalent, a column footer's
 * storage and write cost. Plain logic, so the words are tested without a browser.
 */
import { formatCount, plural } from '../../i18n/format';
import { COST_CLASS_NAMES } from '../../i18n/terms';
import type { CellResult, ColumnFooter, ProjectedCell, Verdict } from '../../patterns';
import { formatBytes } from '../plan-text';
import { MESSAGES } from './messages';

/** The mark of a verdict: a glyph that is not colour alone, and its word. */
export function verdictMark(verdict: Verdict): { readonly glyph: string; readonly word: string } {
  switch (verdict) {
    case 'pass':
      return { glyph: '✓', word: MESSAGES.pass };
    case 'fail':
      return { glyph: '✗', word: MESSAGES.fail };
    case 'no-query':
      return { glyph: '–', word: MESSAGES.noQuery };
    case 'error':
      return { glyph: '!', word: MESSAGES.error };
  }
}

/** The cell's counters in short: `1 request · 3 scanned / 1 returned`. */
export function costLine(cell: CellResult): string | null {
  if (!cell.cost) return null;
  const { requests, scanned, returned } = cell.cost;
  return `${plural(requests, 'request', 'requests')} · ${formatCount(scanned)} scanned / ${formatCount(returned)} returned`;
}

/** The projected counters of a cell, or null when there is no projection for it. */
export function projectedLine(cell: ProjectedCell | undefined): string | null {
  if (!cell?.projected) return null;
  const { requests, scanned } = cell.projected;
  return `≈ ${plural(requests, 'request', 'requests')} · ${formatCount(scanned)} scanned`;
}

/** Everything the cell says, as one sentence for screen readers and the cell's accessible name. */
export function cellText(
  cell: CellResult,
  pattern: string,
  design: string,
  projected?: ProjectedCell,
): string {
  const parts = [`${pattern}, ${design}: ${verdictMark(cell.verdict).word}.`];
  if (cell.cost) parts.push(`${COST_CLASS_NAMES[cell.cost.costClass]}, ${costLine(cell)}.`);
  const more = projectedLine(projected);
  if (more) parts.push(`${MESSAGES.projectedPrefix} ${more}.`);
  if (cell.summary) parts.push(cell.summary);
  return parts.join(' ');
}

/** The footer's storage line: entities, bytes, entities per record. */
export function storageLine(footer: ColumnFooter): string {
  const perRecord = Number(footer.entitiesPerRecord.toPrecision(3));
  return `${plural(footer.entities, 'entity', 'entities')}, ${formatBytes(footer.bytes)}, ${perRecord} per record`;
}

/** The footer's write-cost line: entities per new record, partitions, transaction. */
export function writeLine(footer: ColumnFooter): string {
  const perRecord = Number(footer.writesPerRecord.toPrecision(3));
  const where = footer.partitionsPerWrite === 'one' ? 'one partition' : 'several partitions';
  const egt = footer.entityGroupTransaction
    ? 'one entity group transaction'
    : 'no entity group transaction';
  return `${perRecord} ${perRecord === 1 ? 'entity' : 'entities'} per new record, ${where}, ${egt}`;
}
