import { describe, expect, it } from 'vitest';
import { type HeatPictureInput, heatHeight, layoutHeat } from './heat-layout';
import { renderHeat } from './heat-render';
import { type MiniNode, miniDocument } from './testing/mini-dom';

const input = (reads: number, writes: number): HeatPictureInput => ({
  partitions: [
    { label: 'HR', reads, writes },
    { label: 'Sales', reads: 10, writes: 1 },
  ],
  account: { label: 'Account', reads: reads * 4, writes: writes * 4 },
  partitionTarget: 2_000,
  accountTarget: 20_000,
});

const words = { partitionTarget: '2,000/s a partition', tick: (v: number) => String(v) };

describe('the heat picture: reads and writes per partition against the targets', () => {
  it('draws reads and writes as a pair on one logarithmic axis, the total between and past them', () => {
    const layout = layoutHeat(input(1_000, 100), 440);
    const hr = layout.rows[0]!;
    // A decade is the same width anywhere on the axis: 1,000 is one decade past 100.
    const decade = layout.ticks[3]!.x - layout.ticks[2]!.x;
    expect(hr.reads.x + hr.reads.width - (hr.writes.x + hr.writes.width)).toBeCloseTo(decade, 0);
    expect(hr.totalX).toBeGreaterThan(hr.reads.x + hr.reads.width);
    expect(hr.writes.y).toBeGreaterThan(hr.reads.y);
  });

  it('marks a row over its target: a partition past 2,000, the account past 20,000', () => {
    const within = layoutHeat(input(1_900, 99), 440);
    expect(within.rows.map((r) => r.over)).toEqual([false, false, false]);
    const over = layoutHeat(input(1_900, 101), 440);
    expect(over.rows.map((r) => [r.kind, r.over])).toEqual([
      ['partition', true],
      ['partition', false],
      ['account', false],
    ]);
    const busyAccount = layoutHeat(input(4_500, 600), 440);
    expect(busyAccount.rows.at(-1)).toMatchObject({ kind: 'account', over: true });
  });

  it('puts each target where its value lies on the axis, and a total on the target at the line', () => {
    const layout = layoutHeat(input(1_500, 500), 440);
    expect(layout.rows[0]!.totalX).toBeCloseTo(layout.partitionTarget.x);
    expect(layout.accountTarget.x).toBeGreaterThan(layout.partitionTarget.x);
    // The partition target spans the partitions, the account's the account row.
    expect(layout.partitionTarget.bottom).toBeLessThanOrEqual(layout.accountTarget.top);
  });

  it('keeps a heat of billions inside the picture, with at most seven labelled ticks', () => {
    const layout = layoutHeat(input(2.5e9, 0), 440);
    expect(layout.rows[0]!.totalX).toBeLessThanOrEqual(layout.plotRight);
    expect(layout.ticks.length).toBeLessThanOrEqual(7);
    expect(layout.ticks.at(-1)!.x).toBeLessThanOrEqual(layout.plotRight);
    expect(layout.height).toBe(heatHeight(2));
    expect(layout.axisY).toBeLessThan(layout.height - 10);
  });

  it('hatches the bars of a row over its target and names the partitions', () => {
    const svg = renderHeat(miniDocument, layoutHeat(input(3_000, 10), 440), words, 'h') as MiniNode;
    const fills = svg
      .findAll('rect')
      .filter((r) => r.attributes.get('class')?.startsWith('heat-'))
      .map((r) => r.attributes.get('fill'));
    // HR over: both hatched; Sales and the account (12,040 of 20,000) within: plain colours.
    expect(fills).toEqual([
      'url(#h-7fb0e8)',
      'url(#h-f0a04b)',
      '#7fb0e8',
      '#f0a04b',
      '#7fb0e8',
      '#f0a04b',
    ]);
    const texts = svg.findAll('text').map((t) => t.children.map((c) => c.text).join(''));
    expect(texts).toEqual(
      expect.arrayContaining(['HR', 'Sales', 'Account', '2,000/s a partition']),
    );
  });
});
