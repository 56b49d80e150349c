import { describe, expect, it } from 'vitest';
import { zoomDomain } from './map-layout';
import { domainShowing, zoomedIn, zoomedOut, zoomTransform } from './map-zoom';

describe('zoomedIn / zoomedOut', () => {
  it('+ shows the middle half; - doubles the window around its middle', () => {
    expect(zoomedIn([0, 1000])).toEqual([250, 750]);
    expect(zoomedOut([400, 600], 1000)).toEqual([300, 700]);
  });

  it('- never shows more than the table, nor past either end', () => {
    expect(zoomedOut([0, 100], 1000)).toEqual([0, 200]);
    expect(zoomedOut([900, 1000], 1000)).toEqual([800, 1000]);
    expect(zoomedOut([100, 900], 1000)).toEqual([0, 1000]);
  });
});

describe('domainShowing', () => {
  it('keeps the view when the partition is wholly visible', () => {
    expect(domainShowing({ partitionKey: 'b', start: 100, count: 50 }, [0, 200], 1000)).toBeNull();
  });

  it('centres a partition that is off screen, keeping the window width and the table ends', () => {
    expect(domainShowing({ partitionKey: 'x', start: 500, count: 10 }, [0, 200], 1000)).toEqual([
      400, 600,
    ]);
    expect(domainShowing({ partitionKey: 'z', start: 990, count: 10 }, [0, 200], 1000)).toEqual([
      800, 1000,
    ]);
    // Partly visible counts as off screen: the whole partition should be seen.
    expect(domainShowing({ partitionKey: 'c', start: 150, count: 100 }, [0, 200], 1000)).toEqual([
      50, 250,
    ]);
  });
});

describe('zoomTransform', () => {
  it('is the inverse of zoomDomain: the transform for a window shows that window', () => {
    for (const domain of [
      [0, 1000],
      [250, 750],
      [800, 1000],
      [123, 456],
    ] as const) {
      const t = zoomTransform(domain, 1000, 640);
      expect(t).not.toBeNull();
      const shown = zoomDomain(1000, 640, t!.k, t!.x);
      expect(shown[0]).toBeCloseTo(domain[0], 9);
      expect(shown[1]).toBeCloseTo(domain[1], 9);
    }
  });

  it('refuses an empty window', () => {
    expect(zoomTransform([5, 5], 1000, 640)).toBeNull();
  });
});
