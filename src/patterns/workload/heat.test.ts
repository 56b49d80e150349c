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
    // The account counts requests, as its target (20,000 transactions a second) is stated: one
    // request a call (2,500 entities fit one 5-second page), 10 a second.
    expect(h.account.reads).toBe(10);
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
    // The account: 1 request a call and one insert request a record.
    expect(h.account).toMatchObject({ reads: 1, writes: 100 });
    expect(h.passes).toBe(true);
  });

  it('the account’s target is 20,000 requests a second: 20,001 one-request calls pass it', () => {
    // A quarter of 20,001 calls land in HR: 12.5 M entities a second there, far over 2,000.
    const h = heat({ scale: null, workload: workload(20_001) });
    expect(h.account.total).toBe(20_001);
    const within = heat({ scale: null, workload: workload(20_000) });
    expect(within.account.total).toBe(20_000);
    expect(h.passes).toBe(false);
  });

  it('a Zipf skew of exponent 1 over four departments sends 1 ÷ H(4, 1) of the calls to the first', () => {
    expect(harmonic(4, 1)).toBeCloseTo(1 + 1 / 2 + 1 / 3 + 1 / 4);
    const h = heat({ scale: null, workload: workload(1) }, 1);
    expect(h.partitions[0]!.share).toBeCloseTo(1 / (25 / 12));
    expect(h.partitions[0]!.reads).toBeCloseTo((2_500 * 12) / 25);
  });
});
