import { describe, expect, it } from 'vitest';
import type { EntityMark, KeyRange, PartitionDetail } from '../engine';
import { partitionCells } from './partition-cells';
import {
  brushToBounds,
  inInterval,
  keySpaceCursor,
  layoutKeySpaceStrip,
  layoutRowStrip,
  rowStripCursor,
} from './strip-layout';

/** A partition 'Sales' with RowKeys 000000…, marks given as a string of r(eturned)/x(rejected)/-(skipped). */
function detail(marks: string): PartitionDetail {
  const code: Record<string, EntityMark> = { r: 'returned', x: 'rejected', '-': 'skipped' };
  return {
    partitionKey: 'Sales',
    total: marks.length,
    sampled: false,
    rows: [...marks].map((m, i) => ({ rowKey: String(i).padStart(6, '0'), mark: code[m]! })),
  };
}

const open = { lower: null, upper: null };
const pkEq = (pk: string) => ({
  lower: { value: pk, inclusive: true },
  upper: { value: pk, inclusive: true },
});

describe('inInterval', () => {
  it('follows ordinal order and bound inclusivity', () => {
    const iv = { lower: { value: 'b', inclusive: false }, upper: { value: 'd', inclusive: true } };
    expect(['a', 'b', 'ba', 'c', 'd', 'da'].map((k) => inInterval(iv, k))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
    // Ordinal, case-sensitive: 'Z' < 'a'.
    expect(inInterval({ lower: { value: 'a', inclusive: true }, upper: null }, 'Z')).toBe(false);
  });
});

describe('layoutRowStrip', () => {
  it('maps a RowKey range to the pixels of the rows it covers', () => {
    // Ten rows on 100 px: row i spans [10i, 10i + 10). RowKey ge '000002' and lt '000005'.
    const range: KeyRange = {
      partitionKey: pkEq('Sales'),
      rowKey: {
        lower: { value: '000002', inclusive: true },
        upper: { value: '000005', inclusive: false },
      },
    };
    const layout = layoutRowStrip(detail('--rxr-----'), [range], 100);
    expect(layout.ranges).toEqual([
      { x0: 20, x1: 50, lower: range.rowKey.lower, upper: range.rowKey.upper },
    ]);
    expect(layout.columns.map((c) => [c.x, c.width, c.returned, c.rejected, c.skipped])).toEqual(
      Array.from({ length: 10 }, (_, i) => [
        i * 10,
        10,
        i === 2 || i === 4 ? 1 : 0,
        i === 3 ? 1 : 0,
        i < 2 || i > 4 ? 1 : 0,
      ]),
    );
  });

  it('places bounds between rows by ordinal order when no row equals them', () => {
    // gt '000003' starts after row 3; le '0000055' ends after row 5 ('000005' < '0000055' < '000006').
    const range: KeyRange = {
      partitionKey: pkEq('Sales'),
      rowKey: {
        lower: { value: '000003', inclusive: false },
        upper: { value: '0000055', inclusive: true },
      },
    };
    const layout = layoutRowStrip(detail('----------'), [range], 100);
    expect(layout.ranges.map((r) => [r.x0, r.x1])).toEqual([[40, 60]]);
  });

  it('bins rows into columns at least minColumnWidth wide', () => {
    const layout = layoutRowStrip(detail('rrxx--rx--'), [], 10, 2);
    expect(
      layout.columns.map((c) => [c.x, c.width, c.first, c.last, c.returned, c.rejected, c.skipped]),
    ).toEqual([
      [0, 2, 0, 1, 2, 0, 0],
      [2, 2, 2, 3, 0, 2, 0],
      [4, 2, 4, 5, 0, 0, 2],
      [6, 2, 6, 7, 1, 1, 0],
      [8, 2, 8, 9, 0, 0, 2],
    ]);
  });

  it('ignores ranges of other partitions and shades all rows for an open RowKey interval', () => {
    const ranges: KeyRange[] = [
      { partitionKey: pkEq('HR'), rowKey: open },
      { partitionKey: pkEq('Sales'), rowKey: open },
    ];
    const layout = layoutRowStrip(detail('xxxx'), ranges, 80);
    expect(layout.ranges.map((r) => [r.x0, r.x1])).toEqual([[0, 80]]);
  });
});

describe('brushToBounds', () => {
  it('turns a brushed pixel span into inclusive bounds on the rows whose centres it covers', () => {
    // Row centres at 5, 15, …, 95. [12, 44] covers the centres of rows 1 to 3 (15, 25, 35).
    expect(brushToBounds(detail('----------'), 100, 12, 44)).toEqual({
      lower: { value: '000001', inclusive: true },
      upper: { value: '000003', inclusive: true },
    });
    expect(brushToBounds(detail('----------'), 100, 48, 12)?.lower.value).toBe('000001');
    expect(brushToBounds(detail('----------'), 100, 0, 100)?.upper.value).toBe('000009');
    expect(brushToBounds(detail('----------'), 100, 6, 14)).toBeNull();
    expect(brushToBounds(detail(''), 100, 0, 100)).toBeNull();
  });
});

describe('cursors', () => {
  const range: KeyRange = {
    partitionKey: pkEq('Sales'),
    rowKey: {
      lower: { value: '000002', inclusive: true },
      upper: { value: '000008', inclusive: true },
    },
  };
  const d = detail('----------');
  const layout = layoutRowStrip(d, [range], 100);

  it('moves along a partition strip with the continuation', () => {
    expect(rowStripCursor(d, layout, { nextPartitionKey: 'Sales', nextRowKey: '000005' })).toBe(50);
    expect(rowStripCursor(d, layout, { nextPartitionKey: 'HR', nextRowKey: '000001' })).toBe(20);
    expect(rowStripCursor(d, layout, { nextPartitionKey: 'Zoo', nextRowKey: '' })).toBe(90);
    expect(rowStripCursor(d, layout, null)).toBe(90);
  });

  it('moves along the key space to the next partition', () => {
    const map = partitionCells(
      [
        { partitionKey: 'A', count: 50, firstRowKey: '', lastRowKey: '' },
        { partitionKey: 'B', count: 25, firstRowKey: '', lastRowKey: '' },
        { partitionKey: 'C', count: 25, firstRowKey: '', lastRowKey: '' },
      ],
      [],
    );
    expect(keySpaceCursor(map.cells, map.total, 200, { nextPartitionKey: 'B' }, 200)).toBe(100);
    expect(keySpaceCursor(map.cells, map.total, 200, { nextPartitionKey: 'Bb' }, 200)).toBe(150);
    expect(keySpaceCursor(map.cells, map.total, 200, { nextPartitionKey: 'D' }, 200)).toBe(200);
    expect(keySpaceCursor(map.cells, map.total, 200, null, 170)).toBe(170);
  });
});

describe('layoutKeySpaceStrip', () => {
  it('maps PartitionKey ranges to the entity axis and counts rejected as scanned minus returned', () => {
    const map = partitionCells(
      [
        { partitionKey: 'A', count: 50, firstRowKey: '', lastRowKey: '' },
        { partitionKey: 'B', count: 25, firstRowKey: '', lastRowKey: '' },
        { partitionKey: 'C', count: 25, firstRowKey: '', lastRowKey: '' },
      ],
      [
        { partitionKey: 'B', scanned: 25, returned: 5 },
        { partitionKey: 'C', scanned: 25, returned: 0 },
      ],
    );
    const ranges: KeyRange[] = [
      { partitionKey: { lower: { value: 'A', inclusive: false }, upper: null }, rowKey: open },
    ];
    const layout = layoutKeySpaceStrip(map, ranges, 200);
    expect(layout.ranges.map((r) => [r.x0, r.x1])).toEqual([[100, 200]]);
    expect(layout.columns.map((c) => [c.x, c.width, c.returned, c.rejected, c.skipped])).toEqual([
      [0, 100, 0, 0, 50],
      [100, 50, 5, 20, 0],
      [150, 50, 0, 25, 0],
    ]);
  });
});
