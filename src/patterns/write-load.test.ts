import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { fixture } from './testing';
import { writeLoad } from './write-load';

describe('write load', () => {
  const loaded = fixture();

  it('counts one write per entity set, per partition and bucket', () => {
    // Six people at 3 a second, evenly: two one-second buckets.
    const r = writeLoad(loaded, { recordsPerSecond: 3, arrival: { kind: 'uniform' } });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const once = r.load.designs.find((d) => d.designId === 'once')!;
    expect(once.buckets.map((b) => b.accountRate)).toEqual([3, 3]);
    // Ids 1-3 are red, 4-6 blue: each second writes one team.
    expect(once.buckets.map((b) => b.busiestPartition)).toEqual(['red', 'blue']);
    expect(once.peakPartitionRate).toBe(3);
    const twice = r.load.designs.find((d) => d.designId === 'twice')!;
    expect(twice.writesPerRecord).toBe(2);
    expect(twice.peakPartitionRate).toBe(6);
    // The index entity of a name is a write to its own partition.
    const indexed = r.load.designs.find((d) => d.designId === 'indexed')!;
    expect(indexed.writesPerRecord).toBe(2);
    expect(indexed.hotPartitions[0]).toMatchObject({ partitionKey: 'red', share: 0.25 });
  });

  it('refuses a rate that is not a positive number and an arrival property that is not a DateTime', () => {
    expect(writeLoad(loaded, { recordsPerSecond: 0, arrival: { kind: 'uniform' } })).toMatchObject({
      ok: false,
      error: { code: 'patterns.badRate', params: { rate: '0' } },
    });
    const r = writeLoad(loaded, {
      recordsPerSecond: 5,
      arrival: { kind: 'by-property', property: 'Name' },
    });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'patterns.noArrivalProperty', params: { property: 'Name' } },
    });
  });

  it('regression: a bucket of 1,500 s was worded "1,500" (en-US) for every reader; whole seconds now stay a number', () => {
    const settings = { recordsPerSecond: 2, arrival: { kind: 'uniform' } };
    const bucket = (width: number) =>
      MESSAGES.writeAssumptions(settings, width, 10).find((m) => m.code === 'patterns.rateBucket');
    expect(bucket(1500)?.params).toEqual({ seconds: 1500 });
    expect(bucket(0.12345)?.params).toEqual({ seconds: '0.123' });
  });
});
