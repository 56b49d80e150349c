/**
 * Fixtures of the workload model's tests: a measured cell with the counters a test names, and an
 * entity set's growth (a copy set of R in fixed partitions unless told otherwise).
 */
import type { DesignMetrics } from '../../design';
import { coded } from '../../engine';
import type { CellCost, CellResult } from '../types';
import type { SetGrowth } from './types';

/** A passing cell of pattern `p` on design `d` with these counters; `delivered` records. */
export function measuredCell(cost: Partial<CellCost>, delivered = cost.returned ?? 1): CellResult {
  return {
    patternId: 'p',
    designId: 'd',
    verdict: 'pass',
    summary: coded('patterns.noQuery'),
    filter: '',
    cost: {
      costClass: 'point',
      requests: 1,
      scanned: 1,
      returned: 1,
      indexReads: 0,
      partitionsTouched: 1,
      bytes: 0,
      scannedPerResult: 1,
      returnedBySet: [cost.returned ?? 1],
      ...cost,
    },
    intended: delivered,
    delivered,
    mismatches: [],
    counts: { missing: 0, extra: 0, duplicate: 0, order: 0, unmapped: 0 },
    suggestion: null,
    errors: [],
  };
}

/** A set's growth: 10,000 entities of R in 10 partitions that keep their number, unless told. */
export function setGrowth(more: Partial<SetGrowth>): SetGrowth {
  return {
    set: 0,
    name: 'primary',
    kind: 'copy',
    recordType: 'R',
    entities: { full: 10_000, half: 5_000 },
    partitions: { full: 10, half: 10 },
    partitionGrowth: 1,
    listGrowth: 0,
    largestPartition: { partitionKey: 'HR', entities: 2500 },
    largest: null,
    ...more,
  };
}

/** A design storing R once, partitioned by department. */
export const BY_DEPARTMENT = {
  id: 'd',
  design: {
    name: 'By department',
    entitySets: [
      {
        name: 'primary',
        recordType: 'R',
        kind: 'copy',
        partitionKey: '{Dept}',
        rowKey: '{Id}',
        properties: 'all',
      },
    ],
  },
} as const;

/** The metrics of BY_DEPARTMENT over 10,000 records weighing `bytes` together. */
export function departmentMetrics(bytes: number): DesignMetrics {
  return {
    recordTypes: [
      {
        recordType: 'R',
        records: 10_000,
        sets: [
          {
            set: 'primary',
            kind: 'copy',
            role: 'primary',
            entities: 10_000,
            bytes,
            samePartition: 0,
            otherPartition: 0,
          },
        ],
      },
    ],
  } as unknown as DesignMetrics;
}
