import { describe, expect, it } from 'vitest';
import { detailPartition } from './detail-partition';

describe('detailPartition', () => {
  it('follows the focus, else the partition the query scans most', () => {
    const analysis = {
      stats: {
        perPartition: [
          { partitionKey: 'A', scanned: 3, returned: 3 },
          { partitionKey: 'B', scanned: 9, returned: 0 },
        ],
      },
    } as unknown as Parameters<typeof detailPartition>[1];
    expect(detailPartition(null, analysis)).toBe('B');
    expect(detailPartition('A', analysis)).toBe('A');
    expect(detailPartition(null, null)).toBeNull();
  });
});
