import { describe, expect, it } from 'vitest';
import { drawnHeight, LEGIBLE_PX, presenterScale, SMALLEST_LABEL } from './scale';

describe('presenter picture scale', () => {
  it('draws the smallest label at 18 px or more on a 720 and a 1080 screen, larger on the larger', () => {
    for (const height of [600, 720, 1080, 1440]) {
      expect(SMALLEST_LABEL * presenterScale(height)).toBeGreaterThanOrEqual(LEGIBLE_PX);
    }
    expect(presenterScale(1080)).toBeGreaterThan(presenterScale(720));
    // Not without end: a 4K screen's labels do not crowd a narrow table.
    expect(presenterScale(2160)).toBe(presenterScale(1440));
  });

  it('fills the box it is given when scaled, keeps its own height when not', () => {
    expect(drawnHeight(1, 58, 400, 40)).toBe(58);
    expect(drawnHeight(2, 58, 400, 40)).toBe(200);
    // A box too small for the labels: the least height, and the layout's tests see the overflow.
    expect(drawnHeight(2, 58, 20, 40)).toBe(40);
  });
});
