import { describe, expect, it } from 'vitest';
import type { DesignWriteLoad, WriteLoad } from '../types';
import { withArrivals } from './arrivals';
import type { Heat, PartitionHeat } from './types';

const partition = (key: string, reads: number, writes = 0): PartitionHeat => ({
  sets: ['Employee'],
  partitionKey: key,
  reads,
  writes,
  total: reads + writes,
  headroom: 2_000 - reads - writes,
  share: 0.25,
  sources: [{ kind: 'read', id: 'p', rate: reads }],
});

const heat: Heat = {
  partitionTarget: 2_000,
  accountTarget: 20_000,
  skew: 0,
  designs: [
    {
      designId: 'd',
      partitions: [partition('HR', 1_500), partition('Sales', 100)],
      account: { reads: 5_000, writes: 0, total: 5_000 },
      passes: true,
    },
  ],
};

const arriving = (
  hot: { partitionKey: string; peakRate: number }[],
  account: number,
): WriteLoad => ({
  settings: { recordsPerSecond: 1_000, arrival: { kind: 'uniform' } },
  partitionTarget: 2_000,
  accountTarget: 20_000,
  assumptions: [],
  designs: [
    {
      designId: 'd',
      writesPerRecord: 1,
      peakPartitionRate: Math.max(...hot.map((h) => h.peakRate)),
      peakAccountRate: account,
      passes: true,
      summary: { code: 'patterns.writeSummary' } as unknown as DesignWriteLoad['summary'],
      buckets: [],
      hotPartitions: hot.map((h) => ({ ...h, share: 0.5 })),
    },
  ],
});

describe('one heat for reads and writes: the arriving records beside the workload', () => {
  it('adds an arriving partition’s busiest second to the reads already there, and can tip it over', () => {
    // 1,500 reads a second in HR and 600 arriving writes: 2,100, over the 2,000 target.
    const h = withArrivals(heat, arriving([{ partitionKey: 'HR', peakRate: 600 }], 600))
      .designs[0]!;
    expect(h.partitions[0]).toMatchObject({
      partitionKey: 'HR',
      reads: 1_500,
      writes: 600,
      total: 2_100,
      headroom: -100,
    });
    expect(h.partitions[0]!.sources.map((s) => s.kind)).toEqual(['read', 'arrival']);
    expect(h.account).toEqual({ reads: 5_000, writes: 600, total: 5_600 });
    expect(h.passes).toBe(false);
  });

  it('lists a partition only the arrivals heat, hottest first (the hour a log writes into)', () => {
    const h = withArrivals(heat, arriving([{ partitionKey: '2026112710', peakRate: 5_000 }], 5_000))
      .designs[0]!;
    expect(h.partitions.map((p) => [p.partitionKey, p.reads, p.writes])).toEqual([
      ['2026112710', 0, 5_000],
      ['HR', 1_500, 0],
      ['Sales', 100, 0],
    ]);
    expect(h.partitions[0]!.sources).toEqual([{ kind: 'arrival', id: 'arrival', rate: 5_000 }]);
    expect(h.passes).toBe(false);
  });

  it('arrivals within every target keep a design within them', () => {
    const h = withArrivals(heat, arriving([{ partitionKey: 'b7', peakRate: 550 }], 5_000))
      .designs[0]!;
    expect(h.passes).toBe(true);
    expect(h.account.total).toBe(10_000);
  });

  it('the account takes the arrivals’ busiest second: over 20,000 fails though no partition is', () => {
    const h = withArrivals(heat, arriving([{ partitionKey: 'b7', peakRate: 550 }], 16_000))
      .designs[0]!;
    expect(h.account.total).toBe(21_000);
    expect(h.passes).toBe(false);
  });

  it('a workload with its own insert pattern stands for the new records: the write load adds nothing', () => {
    const load = arriving([{ partitionKey: 'HR', peakRate: 600 }], 600);
    const hires = {
      reads: [],
      writes: [{ id: 'w', name: 'w', recordType: 'R', kind: 'insert' as const, perSecond: 1 }],
    };
    expect(withArrivals(heat, load, hires)).toBe(heat);
    // An update pattern alone does not: the arrivals still bring the new records.
    const updates = { reads: [], writes: [{ ...hires.writes[0]!, kind: 'update' as const }] };
    expect(withArrivals(heat, load, updates).designs[0]!.partitions[0]!.writes).toBe(600);
  });

  it('no write load leaves the heat as it was', () => {
    expect(withArrivals(heat, null)).toBe(heat);
  });
});
