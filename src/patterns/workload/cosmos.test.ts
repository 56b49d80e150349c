import { describe, expect, it } from 'vitest';
import { pattern as patternOf } from '../testing';
import type { ColumnFooter, Matrix } from '../types';
import { cosmosEstimate, pointReadRu } from './cosmos';
import { EXAMPLE_PRICES } from './rules';
import { BY_DEPARTMENT, departmentMetrics, measuredCell, setGrowth } from './testing';
import type { Workload } from './types';

/** One design: 10,000 records of R, 500 bytes each, in four departments. */
const metrics = departmentMetrics(5_000_000);

const matrixOf = (costClass: 'point' | 'partition-scan', longestRowKey = 6): Matrix => ({
  designIds: ['d'],
  patternIds: ['p'],
  cells: [[measuredCell({ costClass, scanned: costClass === 'point' ? 1 : 2_500, returned: 1 })]],
  footers: [
    {
      designId: 'd',
      metrics,
      growth: {
        designId: 'd',
        records: {},
        sets: [setGrowth({ partitions: { full: 4, half: 4 }, longestRowKey })],
      },
    } as unknown as ColumnFooter,
  ],
  records: { R: 10_000 },
  pinned: [{ property: 'Email' }],
  ms: 0,
});

const design = BY_DEPARTMENT;

const workload = (peak: number, inserts = 0): Workload => ({
  reads: [{ patternId: 'p', perSecond: peak / 2, peakPerSecond: peak }],
  writes:
    inserts > 0
      ? [{ id: 'w', name: 'w', recordType: 'R', kind: 'insert', perSecond: inserts }]
      : [],
});

const estimate = (matrix: Matrix, w: Workload) =>
  cosmosEstimate(
    matrix,
    [patternOf('Email eq 1', {}, { recordType: 'R', parameters: [] })],
    [design],
    { scale: null, workload: w },
    EXAMPLE_PRICES,
    { R: ['Id', 'Dept', 'Email'] },
  )[0]!;

describe('Cosmos DB for Table, as an estimate', () => {
  it('a point read costs 1 RU up to 1 KB and 10 RU at 100 KB', () => {
    expect(pointReadRu(500)).toBe(1);
    expect(pointReadRu(1024)).toBe(1);
    expect(pointReadRu(100 * 1024)).toBeCloseTo(10);
    expect(pointReadRu(50.5 * 1024)).toBeCloseTo(5.5);
  });

  it('point reads at 100 a second: 100 RU/s, provisioned at the least 400, priced per 100 RU/s', () => {
    const e = estimate(matrixOf('point'), workload(100));
    expect(e.peakRuPerSecond).toBe(100);
    expect(e.averageRuPerSecond).toBe(50);
    expect(e.provisioned).toBe(400);
    expect(e.throughput).toBeCloseTo(4 * 5.84);
  });

  it('a property filter is an index lookup: a query loads what it returns, not the partition', () => {
    // Table storage scans a department of 2,500 for one e-mail; Cosmos: 2.5 + 1 RU.
    const e = estimate(matrixOf('partition-scan'), workload(1_000));
    expect(e.peakRuPerSecond).toBeCloseTo(3_500);
    expect(e.provisioned).toBe(3_500);
  });

  it('writes cost about 5.5 RU an item of up to 1 KB', () => {
    const e = estimate(matrixOf('point'), workload(0, 10));
    expect(e.averageRuPerSecond).toBeCloseTo(55);
  });

  it('says when a pattern that expects an order reads across partitions', () => {
    const scan = {
      ...matrixOf('point'),
      cells: [[measuredCell({ costClass: 'table-scan', scanned: 10_000, returned: 30 }, 30)]],
    };
    const ordered = patternOf(
      'Email eq 1',
      {},
      {
        recordType: 'R',
        parameters: [],
        order: [{ property: 'Id' }],
      },
    );
    const [e] = cosmosEstimate(
      scan,
      [ordered],
      [design],
      { scale: null, workload: workload(1) },
      EXAMPLE_PRICES,
      {},
    );
    expect(e!.notes.map((n) => n.code)).toEqual(['workload.cosmosUnordered']);
  });

  it('says when a RowKey is longer than the 255 bytes Cosmos DB for Table allows', () => {
    expect(estimate(matrixOf('point'), workload(1)).notes).toEqual([]);
    expect(estimate(matrixOf('point', 300), workload(1)).notes[0]).toMatchObject({
      code: 'workload.cosmosLongRowKey',
      params: { sets: 'primary' },
    });
  });
});
