/**
 * Synthetic inputs for measuring the pictures at scale: a table of `partitions` partitions of
 * `perPartition` entities each, and the analyses of a table scan and a partition scan over it.
 * Deterministic: the returned counts come from a fixed arithmetic pattern, not a random source.
 */
import {
  coded,
  type PartitionDetail,
  type PartitionInfo,
  type PartitionStats,
  type QueryAnalysis,
} from '../../../src/engine';

/** Partition keys `p00000`, `p00001`, … in key order. */
export function syntheticPartitions(partitions: number, perPartition: number): PartitionInfo[] {
  return Array.from({ length: partitions }, (_, i) => ({
    partitionKey: `p${String(i).padStart(5, '0')}`,
    count: perPartition,
    firstRowKey: '000000',
    lastRowKey: String(perPartition - 1).padStart(6, '0'),
  }));
}

/** A table scan returning `(i * 7) % 5` entities from partition i (so 60 % of them match). */
export function syntheticTableScan(parts: readonly PartitionInfo[], variant = 0): QueryAnalysis {
  const perPartition: PartitionStats[] = parts.map((p, i) => ({
    partitionKey: p.partitionKey,
    scanned: p.count,
    returned: ((i + variant) * 7) % 5,
  }));
  const scanned = perPartition.reduce((s, p) => s + p.scanned, 0);
  const returned = perPartition.reduce((s, p) => s + p.returned, 0);
  const requests = Math.max(1, Math.ceil(returned / 1000));
  return {
    plan: {
      costClass: 'table-scan',
      ranges: [
        { partitionKey: { lower: null, upper: null }, rowKey: { lower: null, upper: null } },
      ],
      explanation: [coded('engine.planNoPartitionKeyEq')],
      seek: [],
      residual: [{ from: 0, to: 15 }],
      warnings: [],
      assumptions: [],
    },
    stats: {
      scanned,
      returned,
      requests,
      partitionsTouched: parts.length,
      bytesReturned: returned * 100,
      perPartition,
      busiestPartitionQueriesPerSecond: 2000 / (parts[0]?.count ?? 1),
    },
    pages: Array.from({ length: requests }, (_, i) => ({
      index: i,
      scanned: Math.floor(scanned / requests),
      returned: i < requests - 1 ? 1000 : returned - 1000 * (requests - 1),
      continuation:
        i < requests - 1
          ? {
              nextPartitionKey:
                parts[Math.floor(((i + 1) * parts.length) / requests)]?.partitionKey ?? '',
              nextRowKey: '000000',
            }
          : null,
      endedBy: i < requests - 1 ? 'page-size' : 'end',
    })),
  };
}

/** A partition scan of partition `pk` (all of it read, every tenth entity returned). */
export function syntheticPartitionScan(part: PartitionInfo): QueryAnalysis {
  const returned = Math.ceil(part.count / 10);
  const filter = `PartitionKey eq '${part.partitionKey}'`;
  return {
    plan: {
      costClass: 'partition-scan',
      ranges: [
        {
          partitionKey: {
            lower: { value: part.partitionKey, inclusive: true },
            upper: { value: part.partitionKey, inclusive: true },
          },
          rowKey: { lower: null, upper: null },
        },
      ],
      explanation: [coded('engine.planPartitionScan', { partition: "'p'" })],
      seek: [{ from: 0, to: filter.length }],
      residual: [],
      warnings: [],
      assumptions: [],
    },
    stats: {
      scanned: part.count,
      returned,
      requests: 1,
      partitionsTouched: 1,
      bytesReturned: returned * 100,
      perPartition: [{ partitionKey: part.partitionKey, scanned: part.count, returned }],
      busiestPartitionQueriesPerSecond: 2000 / part.count,
    },
    pages: [{ index: 0, scanned: part.count, returned, continuation: null, endedBy: 'end' }],
  };
}

/** The strip's rows for a partition scan: up to `limit` rows, every tenth returned. */
export function syntheticDetail(part: PartitionInfo, limit: number): PartitionDetail {
  const n = Math.min(limit, part.count);
  return {
    partitionKey: part.partitionKey,
    total: part.count,
    sampled: n < part.count,
    rows: Array.from({ length: n }, (_, i) => ({
      rowKey: String(i).padStart(6, '0'),
      mark: i % 10 === 0 ? 'returned' : 'rejected',
    })),
  };
}
