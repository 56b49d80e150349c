import { describe, expect, it } from 'vitest';
import type { PartitionInfo } from '../engine';
import { createTranslator } from '../i18n/translate';
import { mapClickAction, mapKeyAction, partitionValueText } from './map-keys';
import { layoutPartitionMap } from './map-layout';
import { indexOfPartition, partitionCells } from './partition-cells';

const en = createTranslator('en');

const ctx = { at: 5, count: 100, domain: [0, 1000] as const, total: 1000 };

describe('mapKeyAction', () => {
  it('steps with arrows and clamps at the ends', () => {
    expect(mapKeyAction('ArrowRight', ctx)).toEqual({ kind: 'move', index: 6 });
    expect(mapKeyAction('ArrowUp', ctx)).toEqual({ kind: 'move', index: 4 });
    expect(mapKeyAction('ArrowLeft', { ...ctx, at: 0 })).toEqual({ kind: 'move', index: 0 });
    expect(mapKeyAction('ArrowDown', { ...ctx, at: 99 })).toEqual({ kind: 'move', index: 99 });
  });

  it('starts at the first partition when there is no cursor', () => {
    expect(mapKeyAction('ArrowRight', { ...ctx, at: -1 })).toEqual({ kind: 'move', index: 0 });
    expect(mapKeyAction('ArrowLeft', { ...ctx, at: -1 })).toEqual({ kind: 'move', index: 0 });
  });

  it('jumps a twentieth of the partitions with Page keys, and to the ends with Home and End', () => {
    expect(mapKeyAction('PageDown', ctx)).toEqual({ kind: 'move', index: 10 });
    expect(mapKeyAction('PageUp', ctx)).toEqual({ kind: 'move', index: 0 });
    expect(mapKeyAction('PageDown', { ...ctx, count: 7, at: 0 })).toEqual({
      kind: 'move',
      index: 1,
    });
    expect(mapKeyAction('End', ctx)).toEqual({ kind: 'move', index: 99 });
    expect(mapKeyAction('Home', ctx)).toEqual({ kind: 'move', index: 0 });
  });

  it('pins the cursor partition with Enter or Space, and has nothing to pin without a cursor', () => {
    expect(mapKeyAction('Enter', ctx)).toEqual({ kind: 'pin', index: 5 });
    expect(mapKeyAction(' ', ctx)).toEqual({ kind: 'pin', index: 5 });
    expect(mapKeyAction('Enter', { ...ctx, at: -1 })).toEqual({ kind: 'none' });
  });

  it('clears with Escape and zooms with + (or =) and -', () => {
    expect(mapKeyAction('Escape', ctx)).toEqual({ kind: 'clear' });
    expect(mapKeyAction('+', ctx)).toEqual({ kind: 'zoom', domain: [250, 750] });
    expect(mapKeyAction('=', ctx)).toEqual({ kind: 'zoom', domain: [250, 750] });
    expect(mapKeyAction('-', { ...ctx, domain: [250, 750] })).toEqual({
      kind: 'zoom',
      domain: [0, 1000],
    });
  });

  it('takes movement keys without moving when there are no partitions, and leaves other keys alone', () => {
    expect(mapKeyAction('ArrowRight', { ...ctx, at: -1, count: 0 })).toEqual({ kind: 'none' });
    expect(mapKeyAction('Tab', ctx)).toBeNull();
    expect(mapKeyAction('a', ctx)).toBeNull();
  });
});

/** Partitions p0000… with the given entity counts, in key order. */
function cellsOf(counts: readonly number[]) {
  const partitions: PartitionInfo[] = counts.map((count, i) => ({
    partitionKey: `p${String(i).padStart(4, '0')}`,
    count,
    firstRowKey: 'a',
    lastRowKey: 'z',
  }));
  return partitionCells(partitions, [{ partitionKey: 'p0001', scanned: 1200, returned: 3 }]);
}

describe('mapClickAction', () => {
  it('pins a partition drawn on its own', () => {
    const map = cellsOf([50, 50]);
    const [, second] = layoutPartitionMap(map, { width: 100 });
    expect(mapClickAction(second!, map.cells)).toEqual({ kind: 'pin', index: 1 });
  });

  it('zooms into a band of partitions too narrow to draw apart, to exactly their entities', () => {
    const map = cellsOf([...Array.from({ length: 50 }, () => 1), 950]);
    const [band] = layoutPartitionMap(map, { width: 100 });
    expect(band!.first).toBe(0);
    expect(band!.last).toBeGreaterThan(0);
    const last = map.cells[band!.last]!;
    expect(mapClickAction(band!, map.cells)).toEqual({
      kind: 'zoom',
      domain: [0, last.start + last.count],
    });
  });
});

describe('partitionValueText', () => {
  it("names the cursor's partition with its counts, or says none is selected", () => {
    const map = cellsOf([10, 1200]);
    expect(partitionValueText(en, map, 1)).toBe('p0001: 1,200 entities, 1,200 scanned, 3 returned');
    expect(partitionValueText(en, map, -1)).toBe('No partition selected');
  });
});

describe('indexOfPartition', () => {
  it('finds a partition by key and says -1 for a key the table lacks', () => {
    const map = cellsOf([1, 1, 1]);
    expect(indexOfPartition(map.cells, 'p0002')).toBe(2);
    expect(indexOfPartition(map.cells, 'p0001x')).toBe(-1);
    expect(indexOfPartition(map.cells, 'zzz')).toBe(-1);
  });
});
