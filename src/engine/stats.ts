/**
 * Whole-query counters, summed page by page: scanned, returned, requests, per-partition counts,
 * bytes returned, and the throughput the busiest partition allows (semantics.md §4).
 */
import type { PageScan } from './executor';
import type { PartitionStats, QueryStats } from './query-types';

/** The documented scan target of one partition, in entities per second. */
export const PARTITION_SCAN_TARGET = 2000;

/** Counters being summed over a query's pages. */
export interface StatsAccumulator {
  scanned: number;
  returned: number;
  requests: number;
  bytesReturned: number;
  perPartition: PartitionStats[];
}

/** Counters before the first page. */
export function createStats(): StatsAccumulator {
  return { scanned: 0, returned: 0, requests: 0, bytesReturned: 0, perPartition: [] };
}

/**
 * Adds one page (one request, even when empty). Pages come in key order, so a partition that
 * spans two pages is always the last one counted so far.
 */
export function addPage(stats: StatsAccumulator, page: PageScan, bytesReturned: number): void {
  stats.requests++;
  stats.scanned += page.scanned;
  stats.returned += page.returned;
  stats.bytesReturned += bytesReturned;
  for (const p of page.partitions) {
    const last = stats.perPartition[stats.perPartition.length - 1];
    if (last !== undefined && last.partitionKey === p.partitionKey) {
      stats.perPartition[stats.perPartition.length - 1] = {
        partitionKey: p.partitionKey,
        scanned: last.scanned + p.scanned,
        returned: last.returned + p.returned,
      };
    } else stats.perPartition.push(p);
  }
}

/** The finished counters; partitions touched are those the scan read at least one entity of. */
export function finishStats(stats: StatsAccumulator): QueryStats {
  let busiest = 0;
  for (const p of stats.perPartition) busiest = Math.max(busiest, p.scanned);
  return {
    scanned: stats.scanned,
    returned: stats.returned,
    requests: stats.requests,
    partitionsTouched: stats.perPartition.length,
    bytesReturned: stats.bytesReturned,
    perPartition: stats.perPartition,
    busiestPartitionQueriesPerSecond: busiest === 0 ? null : PARTITION_SCAN_TARGET / busiest,
  };
}
