import { describe, expect, it } from 'vitest';
import { entitySize } from './size';

describe('entitySize', () => {
  it('applies the semantics.md §1 formula to every type', () => {
    const size = entitySize({
      PartitionKey: 'Sales',
      RowKey: '2',
      Timestamp: 0n,
      properties: {
        S: { type: 'Edm.String', value: 'Jones' }, // 8 + 2 + 4 + 10
        I: { type: 'Edm.Int32', value: 1 }, // 8 + 2 + 4
        L: { type: 'Edm.Int64', value: 1n }, // 8 + 2 + 8
        D: { type: 'Edm.Double', value: 1 }, // 8 + 2 + 8
        B: { type: 'Edm.Boolean', value: true }, // 8 + 2 + 1
        T: { type: 'Edm.DateTime', value: 0n }, // 8 + 2 + 8
        G: { type: 'Edm.Guid', value: '00000000-0000-0000-0000-000000000000' }, // 8 + 2 + 16
        X: { type: 'Edm.Binary', value: new Uint8Array(3) }, // 8 + 2 + 4 + 3
      },
    });
    expect(size).toBe(4 + 2 * 6 + 24 + 14 + 18 + 18 + 11 + 18 + 26 + 17);
  });
});
