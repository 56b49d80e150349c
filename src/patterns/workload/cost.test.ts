import { describe, expect, it } from 'vitest';
import type { DesignMetrics } from '../../design';
import { pattern as patternOf } from '../testing';
import type { CandidateDesign, ColumnFooter, Matrix } from '../types';
import { workloadCost } from './cost';
import { EXAMPLE_PRICES } from './rules';
import { measuredCell } from './testing';
import type { PriceSheet } from './types';

/** A pattern's cell on a design with the given counters. */
const cell = (designId: string, costClass: 'point' | 'table-scan', scanned: number) => ({
  ...measuredCell({ costClass, scanned, returnedBySet: [] }),
  designId,
});

/** A footer whose record type R has sets of the given bytes and roles (1,000 records). */
const footer = (
  designId: string,
  sets: [number, 'primary' | 'inter-partition'][],
): ColumnFooter => {
  const metrics = {
    records: 1000,
    recordTypes: [
      {
        recordType: 'R',
        records: 1000,
        sets: sets.map(([bytes, role], i) => ({
          set: `s${i}`,
          kind: 'copy',
          role,
          entities: 1000,
          bytes,
          samePartition: 0,
          otherPartition: 0,
        })),
      },
    ],
  } as unknown as DesignMetrics;
  return { designId, metrics } as ColumnFooter;
};

const copy = (name: string, partitionKey: string) =>
  ({
    name,
    recordType: 'R',
    kind: 'copy',
    partitionKey,
    rowKey: '{Id}',
    properties: 'all',
  }) as const;

const designs: CandidateDesign[] = [
  { id: 'a', design: { name: 'A', entitySets: [copy('primary', '{Group}')] } },
  {
    id: 'b',
    design: { name: 'B', entitySets: [copy('primary', '{Group}'), copy('by name', '{Name}')] },
  },
];

const matrix: Matrix = {
  designIds: ['a', 'b'],
  patternIds: ['p'],
  cells: [[cell('a', 'point', 1), cell('b', 'table-scan', 1000)]],
  footers: [
    footer('a', [[1_000_000, 'primary']]),
    footer('b', [
      [1_000_000, 'primary'],
      [1_000_000, 'inter-partition'],
    ]),
  ],
  records: { R: 1000 },
  ms: 0,
};

/** One money unit per 10,000 transactions and per GB-month: the sums read as counts. */
const prices: PriceSheet = {
  ...EXAMPLE_PRICES,
  perTenThousand: { ...EXAMPLE_PRICES.perTenThousand, LRS: 1 },
  perGbMonth: { ...EXAMPLE_PRICES.perGbMonth, LRS: 1 },
};

/** The two designs under 10 calls a second of the pattern and 2 inserts a second, at 1,000,000 records. */
function priced(sheet: PriceSheet) {
  return workloadCost(
    matrix,
    [patternOf('true', {}, { recordType: 'R', parameters: [] })],
    designs,
    {
      scale: 1_000_000,
      workload: {
        reads: [{ patternId: 'p', perSecond: 10, peakPerSecond: 10 }],
        writes: [{ id: 'w', name: 'w', recordType: 'R', kind: 'insert', perSecond: 2 }],
      },
    },
    sheet,
    { R: ['Id', 'Group', 'Name'] },
  );
}

describe('a two-design workload priced by hand', () => {
  const pattern = patternOf('true', {}, { recordType: 'R', parameters: [] });
  const cost = priced(prices);
  const [a, b] = cost.designs;
  const month = 730 * 3600;

  it('reads: calls a second × requests a call × 730 hours', () => {
    // A: a point query, 1 request. B: a table scan of 1,000 × 1,000 = 1,000,000 entities at
    // 20,000 a second, 100,000 a 5-second request: 10 requests.
    expect(a!.readTransactions).toBe(10 * 1 * month);
    expect(b!.readTransactions).toBe(10 * 10 * month);
    expect(a!.reads).toBeCloseTo((10 * month) / 10_000);
    expect(b!.reads).toBeCloseTo((100 * month) / 10_000);
  });

  it('writes: a record a request on A (one partition), two on B (an inter-partition copy)', () => {
    expect(a!.writeTransactions).toBe(2 * 1 * month);
    expect(b!.writeTransactions).toBe(2 * 2 * month);
    expect(b!.writes).toBeCloseTo((4 * month) / 10_000);
  });

  it('storage: the measured bytes × 1,000, in GB of 2^30 bytes', () => {
    expect(a!.storageGb).toBeCloseTo(1e9 / 2 ** 30);
    expect(b!.storageGb).toBeCloseTo(2e9 / 2 ** 30);
    expect(a!.total).toBeCloseTo((10 * month + 2 * month) / 10_000 + 1e9 / 2 ** 30);
    expect(b!.total).toBeCloseTo((100 * month + 4 * month) / 10_000 + 2e9 / 2 ** 30);
  });

  it('names the cheapest design whose cells all pass', () => {
    expect(cost.cheapest).toBe('a');
    const failing = {
      ...matrix,
      cells: [[{ ...matrix.cells[0]![0]!, verdict: 'fail' as const }, matrix.cells[0]![1]!]],
    };
    const again = workloadCost(failing, [pattern], designs, { scale: 1_000_000 }, prices, {});
    expect(again.cheapest).toBe('b');
  });
});

describe('the same two designs in dollars, at the example prices (LRS)', () => {
  // By hand, a month being 730 h = 2,628,000 s:
  // A: reads 10/s × 1 request = 26,280,000; writes 2/s × 1 = 5,256,000; 31,536,000 transactions
  //    ÷ 10,000 × $0.00036 = $1.135296. Storage 10^9 B = 0.9313226 GB × $0.045 = $0.0419095.
  //    In all $1.1772055.
  // B: reads 10/s × 10 = 262,800,000; writes 2/s × 2 = 10,512,000; 273,312,000 transactions
  //    ÷ 10,000 × $0.00036 = $9.839232. Storage 2 × 10^9 B = 1.8626451 GB × $0.045 = $0.0838190.
  //    In all $9.923051: B costs 8.43 times A.
  const cost = priced(EXAMPLE_PRICES);
  const [a, b] = cost.designs;

  it('A: $1.135296 of transactions and $0.0419 of storage, $1.1772 a month', () => {
    expect(a!.reads + a!.writes).toBeCloseTo(1.135296, 6);
    expect(a!.storage).toBeCloseTo(0.0419095, 6);
    expect(a!.total).toBeCloseTo(1.1772055, 6);
  });

  it('B: $9.839232 of transactions and $0.0838 of storage, $9.9231 a month, 8.43 times A', () => {
    expect(b!.reads + b!.writes).toBeCloseTo(9.839232, 6);
    expect(b!.storage).toBeCloseTo(0.083819, 6);
    expect(b!.total).toBeCloseTo(9.923051, 5);
    expect(b!.total / a!.total).toBeCloseTo(8.4293, 3);
  });
});
