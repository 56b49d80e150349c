import { describe, expect, it } from 'vitest';
import type { PartitionInfo } from '../engine';
import { layoutPartitionMap, markAt, markOfCell, zoomDomain } from './map-layout';
import { partitionCells, partitionGeometry, statusAt } from './partition-cells';

/** Partitions named p0000… with the given entity counts, in key order. */
function partitions(counts: readonly number[]): PartitionInfo[] {
  return counts.map((count, i) => ({
    partitionKey: `p${String(i).padStart(4, '0')}`,
    count,
    firstRowKey: 'a',
    lastRowKey: 'z',
  }));
}

describe('partitionCells', () => {
  it('places partitions on the cumulative entity axis and joins the counters by key', () => {
    const map = partitionCells(partitions([10, 30, 60]), [
      { partitionKey: 'p0001', scanned: 30, returned: 0 },
      { partitionKey: 'p0002', scanned: 60, returned: 6 },
    ]);
    expect(map.total).toBe(100);
    expect(
      map.cells.map((c, i) => [c.start, map.scanned[i], map.returned[i], statusAt(map, i)]),
    ).toEqual([
      [0, 0, 0, 'untouched'],
      [10, 30, 0, 'no-match'],
      [40, 60, 6, 'matched'],
    ]);
  });

  it('partitionCells rebuilt the geometry of 142,858 partitions on every keystroke: it is kept per table', () => {
    const table = partitions([5, 7, 9, 11]);
    const first = partitionCells(table, [{ partitionKey: 'p0000', scanned: 5, returned: 5 }]);
    const second = partitionCells(table, [{ partitionKey: 'p0003', scanned: 11, returned: 0 }]);
    // The same cells for every query on one table; only the counter columns are new.
    expect(second.cells).toBe(first.cells);
    expect(partitionGeometry(table).cells).toBe(first.cells);
    expect(Array.from(first.scanned)).toEqual([5, 0, 0, 0]);
    expect(Array.from(second.scanned)).toEqual([0, 0, 0, 11]);
    // Another table (a new partition list, even with equal contents) gets its own geometry.
    const other = partitionCells(partitions([5, 7, 9, 11]), []);
    expect(other.cells).not.toBe(first.cells);
    expect(other.cells).toEqual(first.cells);
  });

  it('finds counters out of key order, and leaves out partitions the table does not know', () => {
    const table = partitions([1, 2, 3, 4, 5]);
    const map = partitionCells(table, [
      { partitionKey: 'p0003', scanned: 4, returned: 1 },
      { partitionKey: 'p0000', scanned: 1, returned: 0 },
      { partitionKey: 'p0002x', scanned: 9, returned: 9 },
      { partitionKey: 'p0004', scanned: 5, returned: 5 },
      { partitionKey: 'p0001', scanned: 2, returned: 2 },
    ]);
    expect(Array.from(map.scanned)).toEqual([1, 2, 0, 4, 5]);
    expect(Array.from(map.returned)).toEqual([0, 2, 0, 1, 5]);
  });

  it('joins the same counters in any order (seeded shuffles)', () => {
    const table = partitions(Array.from({ length: 200 }, (_, i) => 1 + (i % 7)));
    const stats = table
      .filter((_, i) => i % 3 !== 1)
      .map((p, i) => ({ partitionKey: p.partitionKey, scanned: p.count, returned: i % 2 }));
    const ordered = partitionCells(table, stats);
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 20; run++) {
      const shuffled = [...stats];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      const map = partitionCells(table, shuffled);
      expect(Array.from(map.scanned)).toEqual(Array.from(ordered.scanned));
      expect(Array.from(map.returned)).toEqual(Array.from(ordered.returned));
    }
  });
});

describe('layoutPartitionMap', () => {
  it('gives each wide partition its own mark, sized by its entity count', () => {
    const map = partitionCells(partitions([25, 25, 50]), []);
    const marks = layoutPartitionMap(map, { width: 200 });
    expect(marks.map((m) => [m.x, m.width, m.first, m.last, m.count])).toEqual([
      [0, 50, 0, 0, 25],
      [50, 50, 1, 1, 25],
      [100, 100, 2, 2, 50],
    ]);
  });

  it('merges narrow neighbours into a band until it is minMarkWidth wide', () => {
    const map = partitionCells(partitions([10, 10, 80]), [
      { partitionKey: 'p0001', scanned: 10, returned: 4 },
    ]);
    const marks = layoutPartitionMap(map, { width: 100, minMarkWidth: 15 });
    expect(marks).toEqual([
      {
        x: 0,
        width: 20,
        first: 0,
        last: 1,
        count: 20,
        scanned: 10,
        returned: 4,
        untouchedEntities: 10,
        noMatchEntities: 0,
        matchedEntities: 10,
        matchedScanned: 10,
        noMatchScanned: 0,
        touchedPartitions: 1,
      },
      {
        x: 20,
        width: 80,
        first: 2,
        last: 2,
        count: 80,
        scanned: 0,
        returned: 0,
        untouchedEntities: 80,
        noMatchEntities: 0,
        matchedEntities: 0,
        matchedScanned: 0,
        noMatchScanned: 0,
        touchedPartitions: 0,
      },
    ]);
  });

  it('bounds the mark count by the pixel width at 8,192 partitions', () => {
    // 8,192 × 128 entities on 1,024 px: each partition is 1/8 px, a 3 px band holds 24.
    const map = partitionCells(partitions(new Array(8192).fill(128)), []);
    const marks = layoutPartitionMap(map, { width: 1024, minMarkWidth: 3 });
    expect(marks).toHaveLength(342);
    expect(marks[0]).toMatchObject({ x: 0, width: 3, first: 0, last: 23 });
    expect(marks[340]).toMatchObject({ x: 1020, width: 3, first: 8160, last: 8183 });
    // The trailing band keeps the 8 partitions left over, narrower than the minimum.
    expect(marks[341]).toMatchObject({ x: 1023, width: 1, first: 8184, last: 8191 });
    expect(marks.reduce((s, m) => s + m.count, 0)).toBe(map.total);
  });

  it('resolves bands back into partitions when zoomed into a domain', () => {
    const map = partitionCells(partitions(new Array(8192).fill(128)), []);
    const marks = layoutPartitionMap(map, { width: 1024, domain: [2048, 4096] });
    expect(marks.map((m) => [m.x, m.width, m.first])).toEqual(
      Array.from({ length: 16 }, (_, i) => [i * 64, 64, 16 + i]),
    );
  });

  it('clips partitions that straddle the domain edges', () => {
    const map = partitionCells(partitions([128, 128, 128]), []);
    const marks = layoutPartitionMap(map, { width: 100, domain: [64, 192] });
    expect(marks.map((m) => [m.x, m.width, m.first])).toEqual([
      [0, 50, 0],
      [50, 50, 1],
    ]);
  });

  it('draws nothing for an empty table', () => {
    expect(layoutPartitionMap(partitionCells([], []), { width: 100 })).toEqual([]);
  });
});

describe('hit testing and zoom', () => {
  const map = partitionCells(partitions([10, 10, 80]), []);
  const marks = layoutPartitionMap(map, { width: 100, minMarkWidth: 15 });

  it('finds the mark under a pixel, and the mark of a partition', () => {
    expect(markAt(marks, 0)?.first).toBe(0);
    expect(markAt(marks, 19.9)?.first).toBe(0);
    expect(markAt(marks, 20)?.first).toBe(2);
    expect(markAt(marks, 100)).toBeNull();
    expect(markOfCell(marks, 1)?.x).toBe(0);
    expect(markOfCell(marks, 2)?.x).toBe(20);
    expect(markOfCell(marks, 3)).toBeNull();
  });

  it('turns a d3-zoom transform into an entity-axis window clamped to the table', () => {
    expect(zoomDomain(1000, 100, 2, -50)).toEqual([250, 750]);
    expect(zoomDomain(1000, 100, 2, -500)).toEqual([500, 1000]);
    expect(zoomDomain(1000, 100, 2, 40)).toEqual([0, 500]);
    expect(zoomDomain(1000, 100, 0.5, 0)).toEqual([0, 1000]);
  });
});
