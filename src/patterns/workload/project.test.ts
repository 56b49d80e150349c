import { describe, expect, it } from 'vitest';
import { pattern as patternOf } from '../testing';
import type { CellResult } from '../types';
import { projectCall } from './project';
import { DEFAULT_ASSUMPTIONS } from './rules';
import { measuredCell, setGrowth } from './testing';
import type { Assumptions, DesignGrowth, ResultBound, SetGrowth } from './types';

const pattern = patternOf('true', {}, { recordType: 'R', parameters: [] });

const cell = measuredCell;
const set = setGrowth;

const growth = (...sets: SetGrowth[]): DesignGrowth => ({
  designId: 'd',
  records: { R: { full: 10_000, half: 5_000 } },
  sets,
});

const project = (
  c: CellResult,
  bound: ResultBound,
  g: DesignGrowth,
  target: number,
  assumptions: Assumptions = DEFAULT_ASSUMPTIONS,
) =>
  projectCall({
    cell: c,
    pattern,
    bound,
    growth: g,
    measuredRecords: 10_000,
    targetRecords: target,
    assumptions,
  })!;

describe('the projection that follows the plan', () => {
  it('a unique lookup returns one record at 1 B records', () => {
    // A partition scan of a department (1,000 of 10,000) that finds one e-mail.
    const p = project(
      cell({ costClass: 'partition-scan', scanned: 1000, returned: 1 }),
      { kind: 'one' },
      growth(set({})),
      1_000_000_000,
    );
    expect(p.returned).toBe(1);
    expect(p.rules[0]).toBe('bound-one');
  });

  it('a partition scan on partitions of fixed number grows linearly with the data', () => {
    // 10 partitions at half the records and at all: each grows; 1,000 scanned × 100,000.
    const p = project(
      cell({ costClass: 'partition-scan', scanned: 1000, returned: 1 }),
      { kind: 'one' },
      growth(set({ partitions: { full: 10, half: 10 }, partitionGrowth: 1 })),
      1_000_000_000,
    );
    expect(p.scanned).toBe(100_000_000);
    expect(p.rules).toContain('scan-fixed-partition');
  });

  it('a partition scan on partitions that multiply with the data stays as measured', () => {
    const p = project(
      cell({ costClass: 'partition-scan', scanned: 3, returned: 1 }),
      { kind: 'one' },
      growth(set({ partitions: { full: 10_000, half: 5_000 }, partitionGrowth: 0 })),
      1_000_000_000,
    );
    expect(p.scanned).toBe(3);
    expect(p.requests).toBe(1);
    expect(p.rules).toContain('scan-growing-partitions');
  });

  it('a call scanning S entities takes at least S ÷ (scan rate × 5 s) requests', () => {
    // 250,000,000 scanned at 20,000 entities/s: 100,000 a request, so 2,500 requests.
    const assumed = { ...DEFAULT_ASSUMPTIONS, scanRate: 20_000 };
    const p = project(
      cell({ costClass: 'partition-scan', scanned: 2500, returned: 1 }),
      { kind: 'one' },
      growth(set({})),
      1_000_000_000,
      assumed,
    );
    expect(p.scanned).toBe(250_000_000);
    expect(p.requests).toBe(2500);
    expect(p.rules).toContain('requests-time-limit');
    // A faster scan rate halves them; the latency is the scan at that rate plus a round trip each.
    const fast = project(
      cell({ costClass: 'partition-scan', scanned: 2500, returned: 1 }),
      { kind: 'one' },
      growth(set({})),
      1_000_000_000,
      { ...assumed, scanRate: 40_000 },
    );
    expect(fast.requests).toBe(1250);
    expect(fast.latencyMs).toBeCloseTo(1250 * 10 + (250_000_000 / 40_000) * 1000);
  });

  it('requests are one per 1,000 entities returned when that is the most', () => {
    // A whole department: a tenth of the records, in partitions of fixed number; at 10 M,
    // 1,000,000 returned and scanned: 1,000 pages, while the time limit asks 10.
    const p = project(
      cell({ costClass: 'partition-scan', scanned: 1000, returned: 1000 }),
      { kind: 'share', share: 0.1 },
      growth(set({})),
      10_000_000,
    );
    expect(p.returned).toBe(1_000_000);
    expect(p.scanned).toBe(1_000_000);
    expect(p.requests).toBe(1000);
    expect(p.rules).toContain('requests-pages');
  });

  // The largest index entity lists 200 ids of 6 characters and a comma: 1,399 characters,
  // 2,878 bytes with 80 bytes besides the list; its lists grow linearly with the records.
  const byName = growth(
    set({}),
    set({
      set: 1,
      name: 'by last name',
      kind: 'index',
      listGrowth: 1,
      largest: { bytes: 2878, properties: 1, entries: 200, listChars: 1399 },
    }),
  );
  /** "By last name" on the index entities, measured at 10,000 records, projected to `target`. */
  const lastName = (target: number) =>
    project(
      cell(
        {
          costClass: 'partition-scan',
          scanned: 201,
          returned: 1,
          indexReads: 200,
          requests: 201,
          returnedBySet: [0, 1],
        },
        200,
      ),
      { kind: 'share', share: 0.02 },
      byName,
      target,
    );

  it('an index entity whose list passes 1 MiB at the projected size is flagged', () => {
    // At 10 M records (×1,000) the list holds 1,399,000 characters, 2,798,080 bytes: over 1 MiB.
    const p = lastName(10_000_000);
    const size = p.flags.find((f) => f.limit === 'entity-size');
    expect(size).toMatchObject({
      set: 'by last name',
      projected: 80 + 2 * 1_399_000,
      max: 1_048_576,
    });
    // (1,048,576 − 80) ÷ 2,798 × 10,000 records: the list reaches 1 MiB at about 3.75 M records.
    expect(size?.atRecords).toBe(Math.ceil(10_000 * ((1_048_576 - 80) / 2798)));
    // Each listed employee is one point read: 200,000 of them at 10 M.
    expect(p.indexReads).toBe(200_000);
    expect(p.requests).toBe(1 + 200_000);
  });

  it('an index entity within the limits at the projected size is not flagged', () => {
    expect(lastName(100_000).flags).toEqual([]);
  });

  it('an answer of several queries takes at least a request for each query it sends', () => {
    // Ten hash buckets read side by side: ten small partition scans, one page each.
    const buckets = {
      ...cell({ costClass: 'partition-scan', requests: 10, scanned: 500, returned: 500 }),
      filters: Array.from({ length: 10 }, (_, b) => `PartitionKey eq '0${b}_h'`),
      merge: 'by-row-key' as const,
    };
    const p = project(buckets, { kind: 'share', share: 0.05 }, growth(set({})), 10_000);
    expect(p.requests).toBe(10);
    expect(p.rules).toContain('requests-queries');
  });
});
