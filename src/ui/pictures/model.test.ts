import { describe, expect, it } from 'vitest';
import type { PartitionDetail, QueryAnalysis } from '../../engine';
import { createTranslator } from '../../i18n/translate';
import { partitionCells } from '../../viz/partition-cells';
import { stripMode, stripModel } from './model';

const en = createTranslator('en');

const cells = partitionCells(
  [
    { partitionKey: 'HR', count: 2, firstRowKey: '0', lastRowKey: '1' },
    { partitionKey: 'Sales', count: 4, firstRowKey: '0', lastRowKey: '3' },
  ],
  [{ partitionKey: 'Sales', scanned: 2, returned: 1 }],
);
const filter = "PartitionKey eq 'Sales' and RowKey ge '1' and RowKey lt '3' and Age gt 30";
const analysis: QueryAnalysis = {
  plan: {
    costClass: 'range',
    ranges: [
      {
        partitionKey: {
          lower: { value: 'Sales', inclusive: true },
          upper: { value: 'Sales', inclusive: true },
        },
        rowKey: { lower: { value: '1', inclusive: true }, upper: { value: '3', inclusive: false } },
      },
    ],
    explanation: [],
    seek: [
      { from: 0, to: 23 },
      { from: 28, to: 41 },
      { from: 46, to: 59 },
    ],
    residual: [{ from: 64, to: 74 }],
    warnings: [],
    assumptions: [],
  },
  stats: {
    scanned: 2,
    returned: 1,
    requests: 2,
    partitionsTouched: 1,
    bytesReturned: 10,
    perPartition: [{ partitionKey: 'Sales', scanned: 2, returned: 1 }],
    busiestPartitionQueriesPerSecond: 1000,
  },
  pages: [
    {
      index: 0,
      scanned: 1,
      returned: 1,
      continuation: { nextPartitionKey: 'Sales', nextRowKey: '2' },
      endedBy: 'boundary',
    },
    { index: 1, scanned: 1, returned: 0, continuation: null, endedBy: 'end' },
  ],
};
const detail: PartitionDetail = {
  partitionKey: 'Sales',
  total: 4,
  sampled: false,
  rows: [
    { rowKey: '0', mark: 'skipped' },
    { rowKey: '1', mark: 'returned' },
    { rowKey: '2', mark: 'rejected' },
    { rowKey: '3', mark: 'skipped' },
  ],
};
const base = { cells, analysis, detail, focusPartition: null, filter, step: null, highlight: null };

describe('stripModel', () => {
  it('draws a range query over its partition, linking each bound to its clause', () => {
    const model = stripModel(base, 200, en)!;
    expect(stripMode(base)).toBe('partition');
    expect(model.picture.spans).toEqual([
      { lower: { from: 28, to: 41 }, upper: { from: 46, to: 59 } },
    ]);
    expect(model.picture.layout.ranges.map((r) => [r.x0, r.x1])).toEqual([[50, 150]]);
    expect(model.summary).toBe(
      "Partition 'Sales': 4 entities in RowKey order. Scanned: RowKey ≥ '1' and RowKey < '3'. 1 returned, 1 scanned and rejected, 2 not read.",
    );
  });

  it('moves the cursor to the continuation of the step being played', () => {
    expect(stripModel({ ...base, step: 0 }, 200, en)!.picture.cursor).toEqual({
      x: 100,
      label: 'after request 1',
    });
    expect(stripModel({ ...base, step: 1 }, 200, en)!.picture.cursor).toEqual({
      x: 150,
      label: 'after request 2',
    });
  });

  it('shows the whole key space for a table scan with no focus', () => {
    const scan: QueryAnalysis = {
      ...analysis,
      plan: {
        ...analysis.plan,
        costClass: 'table-scan',
        ranges: [
          { partitionKey: { lower: null, upper: null }, rowKey: { lower: null, upper: null } },
        ],
        seek: [],
      },
    };
    const inputs = { ...base, analysis: scan };
    expect(stripMode(inputs)).toBe('keyspace');
    expect(stripMode({ ...inputs, focusPartition: 'Sales' })).toBe('partition');
    const model = stripModel(inputs, 60, en)!;
    expect(model.picture.layout.ranges.map((r) => [r.x0, r.x1])).toEqual([[0, 60]]);
    expect(model.picture.axisStart).toBe('HR');
  });
});
