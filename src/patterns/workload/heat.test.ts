import { describe, expect, it } from 'vitest';
import { pattern as patternOf } from '../testing';
import type { ColumnFooter, Matrix } from '../types';
import { harmonic, workloadHeat } from './heat';
import { BY_DEPARTMENT, departmentMetrics, measuredCell, setGrowth } from './testing';
import type { Workload } from './types';

/** One design storing 10,000 records of R once, in four departments (the largest 2,500). */
const departments = setGrowth({ partitions: { full: 4, half: 4 } });

const cell = measuredCell(
  { costClass: 'partition-scan', requests: 3, scanned: 2_500, returned: 1 },
  1,
);

const metrics = departmentMetrics(1e6);

const matrix: Matrix = {
  designIds: ['d'],
  patternIds: ['p'],
  cells: [[cell]],
  footers: [
    {
      designId: 'd',
      metrics,
      growth: { designId: 'd', records: {}, sets: [departments] },
    } as unknown as ColumnFooter,
  ],
  records: { R: 10_000 },
  pinned: [{ property: 'Email' }],
  ms: 0,
};

const design = BY_DEPARTMENT;

const workload = (peak: number, writes = 0): Workload => ({
  reads: [{ patternId: 'p', perSecond: peak, peakPerSecond: peak }],
  writes:
    writes > 0 ? [{ id: 'w', name: 'w', recordType: 'R', kind: 'insert', perSecond: writes }] : [],
});

const heat = (settings: { scale: number | null; workload: Workload }, skew = 0) =>
  workloadHeat(
    matrix,
    [patternOf('Email eq 1', {}, { recordType: 'R', parameters: [] })],
    [design],
    settings,
    { R: ['Id', 'Dept', 'Email'] },
    skew,
  ).designs[0]!;

describe('heat: reads and writes per partition against the targets', () => {
  it('a partition scan of the largest department: peak calls × its share × entities scanned', () => {
    // 10 calls a second, a quarter of them on HR, 2,500 scanned each: 6,250 a second, over 2,000.
    const h = heat({ scale: null, workload: workload(10) });
    expect(h.partitions[0]).toMatchObject({
      partitionKey: 'HR',
      share: 0.25,
      reads: 6_250,
      headroom: 2_000 - 6_250,
    });
    expect(h.partitions[0]!.sources[0]).toMatchObject({ kind: 'read', id: 'p' });
    // Every call scans 2,500 entities: 25,000 a second in the account, over 20,000.
    expect(h.account.reads).toBe(25_000);
    expect(h.passes).toBe(false);
  });

  it('grows with departments that keep their number: at 100 times the records, 100 times the heat', () => {
    const h = heat({ scale: 1_000_000, workload: workload(10) });
    expect(h.partitions[0]!.reads).toBeCloseTo(625_000);
  });

  it('adds the writes that land in the same partition', () => {
    // 100 inserts a second, a quarter into HR: 25 a second beside the reads.
    const h = heat({ scale: null, workload: workload(1, 100) });
    expect(h.partitions[0]).toMatchObject({ reads: 625, writes: 25, total: 650 });
    expect(h.account).toMatchObject({ reads: 2_500, writes: 100 });
    expect(h.passes).toBe(true);
  });

  it('a Zipf skew of exponent 1 over four departments sends 1 ÷ H(4, 1) of the calls to the first', () => {
    expect(harmonic(4, 1)).toBeCloseTo(1 + 1 / 2 + 1 / 3 + 1 / 4);
    const h = heat({ scale: null, workload: workload(1) }, 1);
    expect(h.partitions[0]!.share).toBeCloseTo(1 / (25 / 12));
    expect(h.partitions[0]!.reads).toBeCloseTo((2_500 * 12) / 25);
  });
});
