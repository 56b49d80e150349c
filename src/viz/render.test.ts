import { describe, expect, it } from 'vitest';
import type { PartitionDetail } from '../engine';
import { createTranslator } from '../i18n/translate';
import { exportCaption, renderExport } from './export-render';
import { layoutPartitionMap } from './map-layout';
import { markRects, renderPartitionMap } from './map-render';
import { partitionCells } from './partition-cells';
import { layoutRowStrip } from './strip-layout';
import { axisLabels, boundLabels, renderStrip } from './strip-render';
import { LABEL_CHAR } from './svg';
import { type MiniNode, miniDocument } from './testing/mini-dom';
import { layoutTimeline } from './timeline-layout';
import { renderTimeline } from './timeline-render';

const en = createTranslator('en');

const parts = [
  { partitionKey: 'HR', count: 20, firstRowKey: '', lastRowKey: '' },
  { partitionKey: 'IT', count: 20, firstRowKey: '', lastRowKey: '' },
  { partitionKey: 'Sales', count: 60, firstRowKey: '', lastRowKey: '' },
];

describe('markRects', () => {
  it('stacks a partition by status and shows the returned share of what it scanned', () => {
    const map = partitionCells(parts, [{ partitionKey: 'Sales', scanned: 60, returned: 15 }]);
    const [, , sales] = layoutPartitionMap(map, { width: 100 });
    expect(markRects(sales!, 40).map((r) => [r.part, r.y, r.height])).toEqual([
      ['matched', 0, 40],
      ['returned', 30, 10],
    ]);
  });

  it('splits a band by the entities in each kind of partition', () => {
    const map = partitionCells(parts, [
      { partitionKey: 'HR', scanned: 20, returned: 0 },
      { partitionKey: 'Sales', scanned: 60, returned: 30 },
    ]);
    const [band] = layoutPartitionMap(map, { width: 100, minMarkWidth: 100 });
    // 60 matched, 20 scanned without a match, 20 untouched, from the bottom of a 100 px bar.
    expect(markRects(band!, 100).map((r) => [r.part, r.y, r.height])).toEqual([
      ['matched', 40, 60],
      ['returned', 70, 30],
      ['no-match', 20, 20],
      ['untouched', 0, 20],
    ]);
  });

  it('shows how little of a partition a point query reads: a sliver, never invisible', () => {
    const map = partitionCells(
      [{ partitionKey: 'Sales', count: 5000, firstRowKey: '', lastRowKey: '' }],
      [{ partitionKey: 'Sales', scanned: 1, returned: 1 }],
    );
    const [sales] = layoutPartitionMap(map, { width: 100 });
    expect(markRects(sales!, 50).map((r) => [r.part, r.y, r.height])).toEqual([
      ['matched-unread', 0, 50],
      ['matched', 48, 2],
      ['returned', 48, 2],
    ]);
  });

  it('reads a range query as a partly read partition', () => {
    const map = partitionCells(
      [{ partitionKey: 'Sales', count: 50, firstRowKey: '', lastRowKey: '' }],
      [{ partitionKey: 'Sales', scanned: 25, returned: 5 }],
    );
    const [sales] = layoutPartitionMap(map, { width: 100 });
    expect(markRects(sales!, 50).map((r) => [r.part, r.y, r.height])).toEqual([
      ['matched-unread', 0, 50],
      ['matched', 25, 25],
      ['returned', 45, 5],
    ]);
  });
});

describe('boundLabels', () => {
  const range = (x0: number, x1: number, lo: string, hi: string, hiInclusive = false) => ({
    x0,
    x1,
    lower: { value: lo, inclusive: true },
    upper: { value: hi, inclusive: hiInclusive },
  });

  it('puts labels outside a range, and flips them inside at the strip ends', () => {
    expect(
      boundLabels('RowKey', range(200, 260, 'a', 'b'), 600).map((l) => [l.side, l.x, l.anchor]),
    ).toEqual([
      ['lower', 197, 'end'],
      ['upper', 263, 'start'],
    ]);
    expect(boundLabels('RowKey', range(0, 600, 'a', 'b'), 600).map((l) => [l.x, l.anchor])).toEqual(
      [
        [3, 'start'],
        [597, 'end'],
      ],
    );
  });

  it('gives a point range a single = label', () => {
    expect(boundLabels('RowKey', range(300, 312, '000100', '000100', true), 600)).toEqual([
      { side: 'both', text: "RowKey = '000100'", x: 315, anchor: 'start', lines: [300, 312] },
    ]);
  });
});

describe('render functions under Node', () => {
  it('draws one group per partition with its tooltip and a focus ring on the focused one', () => {
    const map = partitionCells(parts, [{ partitionKey: 'Sales', scanned: 60, returned: 15 }]);
    const marks = layoutPartitionMap(map, { width: 300 });
    const svg = renderPartitionMap(
      miniDocument,
      { marks, cells: map.cells, focusIndex: 2 },
      { width: 300, height: 60 },
      en,
    ) as MiniNode;
    const groups = svg.findAll('g').filter((g) => g.attributes.has('data-first'));
    expect(groups.map((g) => g.findAll('title')[0]?.textContent)).toEqual([
      'HR: 20 entities, 0 scanned, 0 returned',
      'IT: 20 entities, 0 scanned, 0 returned',
      'Sales: 60 entities, 60 scanned, 15 returned',
    ]);
    const ring = svg.findAll('rect').find((r) => r.attributes.get('class') === 'focus-ring');
    expect(ring?.attributes.get('x')).toBe('121');
  });

  it('labels each bound of the strip with its value and the span of its clause, highlighted on hover', () => {
    const detail: PartitionDetail = {
      partitionKey: 'Sales',
      total: 4,
      sampled: false,
      rows: ['0000', '0001', '0002', '0003'].map((rowKey, i) => ({
        rowKey,
        mark: i === 1 ? 'returned' : i === 2 ? 'rejected' : 'skipped',
      })),
    };
    const layout = layoutRowStrip(
      detail,
      [
        {
          partitionKey: {
            lower: { value: 'Sales', inclusive: true },
            upper: { value: 'Sales', inclusive: true },
          },
          rowKey: {
            lower: { value: '0001', inclusive: true },
            upper: { value: '0003', inclusive: false },
          },
        },
      ],
      400,
    );
    const svg = renderStrip(
      miniDocument,
      {
        layout,
        spans: [{ lower: { from: 28, to: 44 }, upper: { from: 49, to: 65 } }],
        highlight: { from: 50, to: 51 },
        axisStart: '0000',
        axisEnd: '0003',
        cursor: { x: 200, label: 'after request 1' },
      },
      { width: 400, height: 80 },
      en,
    ) as MiniNode;
    const bounds = svg.findAll('g').filter((g) => g.attributes.get('class')?.startsWith('bound'));
    expect(
      bounds.map((b) => [
        b.attributes.get('class'),
        b.attributes.get('data-span-from'),
        b.textContent,
      ]),
    ).toEqual([
      ['bound', '28', "RowKey ≥ '0001'"],
      ['bound highlighted', '49', "RowKey < '0003'"],
    ]);
    const range = svg.findAll('rect').find((r) => r.attributes.get('class') === 'scanned-range');
    expect([range?.attributes.get('x'), range?.attributes.get('width')]).toEqual(['100', '200']);
    // Four rows on 400 px: row 1 returned (full height), row 2 rejected (70 % of 46 px).
    const path = (cls: string) =>
      svg
        .findAll('path')
        .find((p) => p.attributes.get('class') === cls)
        ?.attributes.get('d');
    expect(path('returned')).toBe('M100,18h99v46h-99Z');
    expect(path('rejected')).toBe('M200,31.8h99v32.2h-99Z');
    expect(path('skipped')?.match(/M/g)).toHaveLength(2);
    expect(svg.serialize()).toContain('after request 1');
  });

  it('marks the current request and exports everything under a caption', () => {
    const bars = layoutTimeline(
      [
        {
          index: 0,
          scanned: 1000,
          returned: 1000,
          continuation: { nextPartitionKey: 'IT', nextRowKey: '0042' },
          endedBy: 'page-size',
        },
        { index: 1, scanned: 500, returned: 500, continuation: null, endedBy: 'end' },
      ],
      300,
    );
    const timeline = renderTimeline(
      miniDocument,
      bars,
      1,
      { width: 300, height: 60 },
      en,
    ) as MiniNode;
    expect(timeline.findAll('g').map((g) => g.attributes.get('class'))).toEqual([
      'page',
      'page current',
    ]);
    expect(timeline.serialize()).toContain('→ &apos;IT&apos; / &apos;0042&apos;');

    const caption = exportCaption(en, "LastName eq 'Jones'", 'table-scan');
    expect(caption).toBe("$filter=LastName eq 'Jones' · Table scan");
    const { svg, height } = renderExport(
      miniDocument,
      caption,
      [{ heading: 'Request timeline', svg: timeline, height: 60 }],
      300,
    );
    expect(height).toBe(132);
    expect((svg as MiniNode).findAll('text')[0]?.textContent).toBe(caption);
  });
});

describe('the strip axis labels', () => {
  it('keep the order label only where it clears both ends, and cut long keys to half the width', () => {
    expect(axisLabels('000000', '000996', 'RowKey order →', 600)).toEqual({
      start: '000000',
      end: '000996',
      order: 'RowKey order →',
    });
    // Drawn large on a projector, the strip is 330 units wide: long e-mail keys met the order label.
    const narrow = axisLabels(
      'allen.dan120@contoso.com',
      'young.zoe228@contoso.com',
      'RowKey order →',
      330,
    );
    expect(narrow.order).toBeNull();
    expect(narrow.start.length * LABEL_CHAR).toBeLessThanOrEqual(165);
    expect(narrow.start.endsWith('…')).toBe(true);
  });
});
