import { describe, expect, it } from 'vitest';
import { prefixSums } from '../../protocol/packed-pages';
import { listWindow, MAX_LISTED_ITEMS, rowLayout } from './row-layout';

describe('the listed window of the results', () => {
  it('lists everything when the list is short', () => {
    const layout = rowLayout(prefixSums([3, 2]));
    expect(listWindow(layout, null)).toEqual({ offset: 0, count: 7 });
  });

  it('regression: a million pages at $top=1 listed two million items (a 100 ms task per answer)', () => {
    const layout = rowLayout(prefixSums(new Float64Array(1_000_000).fill(1)));
    expect(layout.count).toBe(2_000_000);
    expect(listWindow(layout, null)).toEqual({ offset: 0, count: MAX_LISTED_ITEMS });
    // Playback far down moves the window to hold the played page, in half-window steps.
    const far = listWindow(layout, 600_000);
    expect(far.count).toBe(MAX_LISTED_ITEMS);
    expect(layout.breakIndex(600_000)).toBeGreaterThanOrEqual(far.offset);
    expect(layout.breakIndex(600_000)).toBeLessThan(far.offset + far.count);
    expect(listWindow(layout, 600_001)).toEqual(far);
    expect(listWindow(layout, 999_999).offset + MAX_LISTED_ITEMS).toBe(layout.count);
  });
});
