import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { type MiniNode, miniDocument } from './testing/mini-dom';
import { layoutWriteLoad, writeLoadSummary } from './write-load-layout';
import { renderWriteLoad } from './write-load-render';

const en = createTranslator('en');

const frame = { width: 100, height: 60, target: 2000 };

describe('the write-load picture', () => {
  it('marks exactly the intervals over the target, and draws the line where the target is', () => {
    const samples = [
      { start: 0, rate: 500 },
      { start: 1, rate: 4000 },
      { start: 2, rate: 2000 },
    ];
    const layout = layoutWriteLoad(samples, frame);
    expect(layout.bars.map((b) => b.over)).toEqual([false, true, false]);
    // The bar that reaches the target ends on the target line.
    expect(layout.bars[2]!.y).toBeCloseTo(layout.targetY);
    expect(layout.bars[1]!.y).toBeLessThan(layout.targetY);
    expect(layout.bars[1]!.y).toBeGreaterThanOrEqual(0);
  });

  it('keeps the target in sight when the load is far below it', () => {
    const layout = layoutWriteLoad([{ start: 0, rate: 10 }], frame);
    expect(layout.targetY).toBeGreaterThan(0);
    expect(layout.bars[0]!.height).toBeGreaterThan(0);
  });

  it('says the peak and the verdict in words', () => {
    expect(
      writeLoadSummary(
        en,
        [
          { start: 0, rate: 12_000 },
          { start: 1, rate: 100 },
        ],
        2000,
      ),
    ).toBe(
      'The busiest partition peaks at 12,000 writes/s and is over the 2,000/s target in 1 of 2 intervals.',
    );
    expect(writeLoadSummary(en, [{ start: 0, rate: 900 }], 2000)).toMatch(
      /stays within the 2,000\/s target/,
    );
  });

  it('hatches the bars over the target with the hatching it was given', () => {
    const layout = layoutWriteLoad(
      [
        { start: 0, rate: 100 },
        { start: 1, rate: 3000 },
      ],
      frame,
    );
    const svg = renderWriteLoad(miniDocument, layout, 2000, 'h1', en) as MiniNode;
    const rects = svg
      .findAll('rect')
      .filter((r) => r.attributes.get('class')?.startsWith('write-bar'));
    expect(rects.map((r) => r.attributes.get('fill'))).toEqual(['#7fb0e8', 'url(#h1)']);
  });
});
