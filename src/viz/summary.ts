/**
 * Text equivalents of the pictures, for screen readers and for anyone who prefers words. The
 * numbers are the plan panel's (`stats.partitionsTouched`, `stats.scanned`), stated the same way,
 * in the reader's language through the translator the UI passes in.
 */
import type { PageSummary, QueryAnalysis } from '../engine';
import { COST_CLASS_KEYS } from '../i18n/terms';
import type { Translator } from '../i18n/translate';
import { pageTotals } from '../protocol/packed-pages';
import type { StripLayout } from './strip-layout';

/** The partition map in one sentence: partitions touched, entities scanned and returned, requests. */
export function mapSummary(
  t: Translator,
  analysis: QueryAnalysis | null,
  partitionCount: number,
  entityCount: number,
): string {
  if (!analysis) {
    return t.t('viz.mapIdle', {
      partitions: t.t('viz.partitions', { count: partitionCount }),
      entities: t.t('viz.entities', { count: entityCount }),
    });
  }
  const { stats, plan } = analysis;
  return t.t('viz.mapQuery', {
    cost: t.t(COST_CLASS_KEYS[plan.costClass]),
    touched: stats.partitionsTouched,
    partitions: t.t('viz.ofPartitions', { count: partitionCount }),
    scanned: t.t('viz.entities', { count: stats.scanned }),
    returned: t.t('viz.entities', { count: stats.returned }),
    requests: t.t('viz.requests', { count: stats.requests }),
  });
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

/** What the strip shows: one partition's rows (by its key), or the whole key space (null). */
export function stripSubject(t: Translator, partitionKey: string | null): string {
  return partitionKey === null
    ? t.t('viz.stripKeySpace')
    : t.t('viz.stripPartition', { partition: partitionKey });
}

/**
 * A share of a sample as a whole percentage, never 0 for a part that is there nor 100 for a part
 * that is not the whole: "0" only when nothing is, "100" only when everything is.
 */
export function sampleShare(part: number, whole: number): number {
  if (part <= 0 || whole <= 0) return 0;
  if (part >= whole) return 100;
  return Math.min(99, Math.max(1, Math.round((part * 100) / whole)));
}

/**
 * The key-range strip in one or two sentences: what is on the axis, what was scanned, the marks.
 * A sampled partition (`sampledFrom` is its real entity count) gives the marks as shares of the
 * sample, never as counts: the sample's "2,000 returned" would contradict the plan panel's
 * counters, which count the whole partition.
 */
export function stripSummary(
  t: Translator,
  layout: StripLayout,
  subject: string,
  sampledFrom: number | null,
): string {
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
    const lower = r.lower ? boundText(layout.key, 'lower', r.lower) : null;
    const upper = r.upper ? boundText(layout.key, 'upper', r.upper) : null;
    if (lower !== null && upper !== null) return t.t('viz.bothBounds', { lower, upper });
    return lower ?? upper ?? t.t('viz.everyKey', { key: layout.key });
  });
  const scannedText =
    ranges.length === 0
      ? t.t('viz.nothingScanned')
      : t.t('viz.scannedRanges', { ranges: ranges.join('; ') });
  if (sampledFrom !== null) {
    return t.t('viz.stripSummarySampled', {
      subject,
      entities: t.t('viz.entities', { count: sampledFrom }),
      sample: t.t('viz.entities', { count: total }),
      key: layout.key,
      scannedText,
      returned: String(sampleShare(returned, total)),
      rejected: String(sampleShare(rejected, total)),
      skipped: String(sampleShare(skipped, total)),
    });
  }
  return t.t('viz.stripSummary', {
    subject,
    entities: t.t('viz.entities', { count: total }),
    key: layout.key,
    scannedText,
    returned,
    rejected,
    skipped,
  });
}

/** The request timeline in one sentence, naming the first continuation when there is one. */
export function timelineSummary(t: Translator, pages: readonly PageSummary[]): string {
  if (pages.length === 0) return t.t('viz.noRequests');
  const { returned, withContinuation } = pageTotals(pages);
  const requests = t.t('viz.requestsReturn', {
    count: pages.length,
    entities: t.t('viz.entities', { count: returned }),
  });
  const continuations =
    withContinuation === 0
      ? t.t('viz.noPageContinues')
      : withContinuation === 1
        ? t.t('viz.onePageContinues')
        : t.t('viz.pagesContinue', { count: withContinuation });
  const first = pages[0]!.continuation;
  return first
    ? t.t('viz.timelineSummaryNext', {
        requests,
        continuations,
        partitionKey: first.nextPartitionKey,
        rowKey: first.nextRowKey,
      })
    : t.t('viz.timelineSummary', { requests, continuations });
}
