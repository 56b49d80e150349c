import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import type { Heat } from '../../patterns';
import { heatLines } from './heat-text';

const heat = (partitions: Heat['designs'][number]['partitions']): Heat => ({
  partitionTarget: 2_000,
  accountTarget: 20_000,
  skew: 0,
  designs: [
    {
      designId: 'd',
      partitions,
      account: { reads: 40.4, writes: 5_000, total: 5_040.4 },
      passes: false,
    },
  ],
});

const names = (s: { kind: string; id: string } | undefined) =>
  s ? `${s.kind} ${s.id}` : 'nothing';

describe('the heat picture in words', () => {
  const en = createTranslator('en');

  it('says each partition’s total against 2,000, its reads, writes, headroom and hottest source', () => {
    const h = heat([
      {
        sets: [],
        partitionKey: '2025011508',
        reads: 6_250,
        writes: 5_001,
        total: 11_251,
        headroom: -9_251,
        share: 1,
        sources: [
          { kind: 'read', id: 'hour', rate: 6_250 },
          { kind: 'arrival', id: 'arrival', rate: 5_001 },
        ],
      },
    ]);
    expect(heatLines(en, h, h.designs[0]!, names)).toEqual([
      'Partition 2025011508: 11,251 entities/s of 2,000 (reads 6,250, writes 5,001); over the target by 9,251; heated most by read hour.',
      'Account: 5,040 requests/s of 20,000 (reads 40, writes 5,000).',
    ]);
  });

  it('names the sets sharing a partition, and says so when no partition is read or written', () => {
    const one = heat([
      {
        sets: ['primary', 'by email'],
        partitionKey: 'HR',
        reads: 1,
        writes: 0,
        total: 1,
        headroom: 1_999,
        share: 0.25,
        sources: [{ kind: 'read', id: 'p', rate: 1 }],
      },
    ]);
    expect(heatLines(en, one, one.designs[0]!, names)[0]).toMatch(
      /^Partition HR \(primary, by email\): 1 entities\/s/,
    );
    const none = heat([]);
    expect(heatLines(en, none, none.designs[0]!, names)[0]).toBe(
      'No partition is read or written.',
    );
  });
});
