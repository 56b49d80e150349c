import { describe, expect, it } from 'vitest';
import { paretoLayout } from './pareto-layout';

describe('the Pareto picture', () => {
  const layout = paretoLayout(
    [
      { id: 'cheap-many-writes', monthly: 1, writesPerRecord: 3, number: 1 },
      { id: 'dear-few-writes', monthly: 5, writesPerRecord: 1, number: 2 },
      { id: 'beaten', monthly: 6, writesPerRecord: 3, number: null },
    ],
    400,
    200,
  );

  it('marks the designs no other beats on both cost and writes', () => {
    expect(layout.points.map((p) => p.front)).toEqual([true, true, false]);
  });

  it('puts dearer designs higher and more writes further right, inside the plot', () => {
    const [cheap, dear] = layout.points;
    expect(dear!.y).toBeLessThan(cheap!.y);
    expect(cheap!.x).toBeGreaterThan(dear!.x);
    for (const p of layout.points) {
      expect(p.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(p.x).toBeLessThanOrEqual(layout.plot.right);
      expect(p.y).toBeGreaterThanOrEqual(layout.plot.top);
      expect(p.y).toBeLessThanOrEqual(layout.plot.bottom);
    }
  });

  it('numbers the short list once per spot, and takes a logarithmic cost axis for costs far apart', () => {
    const twin = paretoLayout(
      [
        { id: 'a', monthly: 2, writesPerRecord: 3, number: 1 },
        { id: 'b', monthly: 2, writesPerRecord: 3, number: 2 },
        { id: 'c', monthly: 2000, writesPerRecord: 1, number: null },
      ],
      400,
      200,
    );
    expect(twin.points.map((p) => p.label)).toEqual(['1, 2', null, null]);
    expect(twin.logarithmic).toBe(true);
    expect(layout.logarithmic).toBe(false);
  });
});
