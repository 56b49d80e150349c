import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packPartitionStats, unpackPartitionStats } from './packed-stats';

describe('packed partition stats', () => {
  it('unpacks to the same counters for any subset of partitions (seeded)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat())),
        (keys, picks) => {
          const list = [...keys].sort().map((partitionKey) => ({ partitionKey }));
          const positions = new Map(list.map((p, i) => [p.partitionKey, i]));
          const chosen = [...new Set(picks.map(([i]) => i % list.length))].sort((a, b) => a - b);
          const stats = chosen.map((i, n) => ({
            partitionKey: list[i]?.partitionKey ?? '',
            scanned: (picks[n]?.[1] ?? 0) + (picks[n]?.[2] ?? 0),
            returned: picks[n]?.[2] ?? 0,
          }));
          const packed = packPartitionStats(stats, positions, list.length);
          expect(packed).not.toBeNull();
          if (packed) expect(unpackPartitionStats(packed, list)).toEqual(stats);
        },
      ),
      { seed: 11, numRuns: 100 },
    );
  });

  it('refuses to pack an unknown partition or unpack against another partition list', () => {
    const positions = new Map([['a', 0]]);
    expect(
      packPartitionStats([{ partitionKey: 'b', scanned: 1, returned: 0 }], positions, 1),
    ).toBeNull();
    const packed = packPartitionStats(
      [{ partitionKey: 'a', scanned: 1, returned: 1 }],
      positions,
      1,
    );
    expect(
      packed && unpackPartitionStats(packed, [{ partitionKey: 'a' }, { partitionKey: 'b' }]),
    ).toBeNull();
  });
});
