import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../engine';
import { barOfPage, layoutTimeline } from './timeline-layout';

function page(index: number, returned: number, last = false): PageSummary {
  return {
    index,
    returned,
    scanned: returned * 2,
    continuation: last ? null : { nextPartitionKey: 'Sales', nextRowKey: String(index + 1) },
    endedBy: last ? 'end' : 'page-size',
  };
}

describe('layoutTimeline', () => {
  it('draws one bar per page, its height the share of the busiest page', () => {
    const bars = layoutTimeline([page(0, 1000), page(1, 1000), page(2, 250, true)], 300);
    expect(bars.map((b) => [b.x, b.width, b.first, b.last, b.returned, b.heightShare])).toEqual([
      [0, 100, 0, 0, 1000, 1],
      [100, 100, 1, 1, 1000, 1],
      [200, 100, 2, 2, 250, 0.25],
    ]);
    expect(bars[0]!.continuation).toEqual({ nextPartitionKey: 'Sales', nextRowKey: '1' });
    expect(bars[2]!.continuation).toBeNull();
    expect(bars[2]!.endedBy).toBe('end');
  });

  it('groups consecutive pages when they would be narrower than minBarWidth', () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(i, i, i === 9));
    const bars = layoutTimeline(pages, 20, 4);
    expect(bars.map((b) => [b.x, b.first, b.last, b.returned, b.scanned])).toEqual([
      [0, 0, 1, 1, 2],
      [4, 2, 3, 5, 10],
      [8, 4, 5, 9, 18],
      [12, 6, 7, 13, 26],
      [16, 8, 9, 17, 34],
    ]);
    expect(barOfPage(bars, 7)?.first).toBe(6);
    expect(barOfPage(bars, 10)).toBeNull();
  });

  it('keeps zero-height bars when nothing is returned', () => {
    const bars = layoutTimeline([page(0, 0, true)], 50);
    expect(bars.map((b) => [b.width, b.heightShare])).toEqual([[50, 0]]);
  });
});
