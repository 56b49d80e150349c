/**
 * Text equivalents of the pictures, for screen readers and for anyone who prefers words. The
 * numbers are the plan panel's (`stats.partitionsTouched`, `stats.scanned`), stated the same way.
 */
import type { PageSummary, QueryAnalysis } from '../engine';
import { formatCount, plural } from '../i18n/format';
import { COST_CLASS_NAMES } from '../i18n/terms';
import { pageTotals } from '../protocol/packed-pages';
import type { StripLayout } from './strip-layout';

/** The partition map in one sentence: partitions touched, entities scanned and returned, requests. */
export function mapSummary(
  analysis: QueryAnalysis | null,
  partitionCount: number,
  entityCount: number,
): string {
  const table = `${plural(partitionCount, 'partition', 'partitions')} holding ${plural(entityCount, 'entity', 'entities')}`;
  if (!analysis) return `The table has ${table}. No query has run.`;
  const { stats, plan } = analysis;
  return (
    `${COST_CLASS_NAMES[plan.costClass]}: the query touches ${formatCount(stats.partitionsTouched)} of ` +
    `${plural(partitionCount, 'partition', 'partitions')} and scans ${plural(stats.scanned, 'entity', 'entities')}; ` +
    `it returns ${plural(stats.returned, 'entity', 'entities')} in ${plural(stats.requests, 'request', 'requests')}.`
  );
}

/** The bound of a strip range in words: `RowKey ≥ '0001'`. */
export function boundText(
  key: string,
  side: 'lower' | 'upper',
  bound: { value: string; inclusive: boolean },
): string {
  const op = side === 'lower' ? (bound.inclusive ? '≥' : '>') : bound.inclusive ? '≤' : '<';
  return `${key} ${op} '${bound.value}'`;
}

/** The key-range strip in one or two sentences: what is on the axis, what was scanned, the marks. */
export function stripSummary(layout: StripLayout, subject: string, sampled: boolean): string {
  let returned = 0;
  let rejected = 0;
  let skipped = 0;
  for (const c of layout.columns) {
    returned += c.returned;
    rejected += c.rejected;
    skipped += c.skipped;
  }
  const total = returned + rejected + skipped;
  const ranges = layout.ranges.map((r) => {
    const parts = [
      r.lower ? boundText(layout.key, 'lower', r.lower) : null,
      r.upper ? boundText(layout.key, 'upper', r.upper) : null,
    ].filter((p) => p !== null);
    return parts.length > 0 ? parts.join(' and ') : `every ${layout.key}`;
  });
  const scannedText =
    ranges.length === 0 ? 'Nothing is scanned.' : `Scanned: ${ranges.join('; ')}.`;
  return (
    `${subject}: ${plural(total, sampled ? 'sampled entity' : 'entity', sampled ? 'sampled entities' : 'entities')} in ${layout.key} order. ` +
    `${scannedText} ${formatCount(returned)} returned, ${formatCount(rejected)} scanned and rejected, ${formatCount(skipped)} not read.`
  );
}

/** The request timeline in one sentence, naming the first continuation when there is one. */
export function timelineSummary(pages: readonly PageSummary[]): string {
  if (pages.length === 0) return 'No requests.';
  const { returned, withContinuation: withNext } = pageTotals(pages);
  const first = pages[0]!.continuation;
  const cont = first
    ? ` The first continuation is NextPartitionKey '${first.nextPartitionKey}', NextRowKey '${first.nextRowKey}'.`
    : '';
  const verb = pages.length === 1 ? 'returns' : 'return';
  const carry =
    withNext === 0
      ? 'no page carries'
      : withNext === 1
        ? 'one page carries'
        : `${formatCount(withNext)} pages carry`;
  return `${plural(pages.length, 'request', 'requests')} ${verb} ${plural(returned, 'entity', 'entities')}; ${carry} a continuation.${cont}`;
}
