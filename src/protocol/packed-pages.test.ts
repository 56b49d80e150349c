import { describe, expect, it } from 'vitest';
import { analyzeQuery, createTable, type PageSummary } from '../engine';
import {
  packPages,
  pageColumns,
  pagesView,
  pageTotals,
  returnedBefore,
  scannedBefore,
} from './packed-pages';

function summaries(): PageSummary[] {
  const entities = Array.from({ length: 2_500 }, (_, i) => ({
    PartitionKey: `p${Math.floor(i / 700)}`,
    RowKey: `r${String(i).padStart(5, '0')}`,
  }));
  const { table } = createTable(entities);
  const analysis = analyzeQuery(table, { filter: '', top: 1 });
  if (!analysis.ok) throw new Error('analysis failed');
  return [...analysis.pages];
}

describe('packed pages', () => {
  it('the view reads back every summary exactly, through a structured clone', () => {
    const pages = summaries();
    expect(pages.length).toBeGreaterThan(2_000);
    const view = pagesView(structuredClone(packPages(pages)));
    expect(view.length).toBe(pages.length);
    expect([...view]).toEqual(pages);
    expect(view[pages.length]).toBeUndefined();
    expect(view.at(-1)).toEqual(pages.at(-1));
    expect(view.find((p) => p.continuation === null)).toEqual(pages.at(-1));
  });

  it('totals and returned counts read the columns, and agree with the objects', () => {
    const pages = summaries();
    const view = pagesView(packPages(pages));
    expect(pageColumns(view)).not.toBeNull();
    expect(pageColumns(pages)).toBeNull();
    expect(pageTotals(view)).toEqual(pageTotals(pages));
    expect(Array.from(returnedBefore(view))).toEqual(Array.from(returnedBefore(pages)));
    expect(Array.from(scannedBefore(view))).toEqual(Array.from(scannedBefore(pages)));
  });

  it('a million pages pack and sum from their columns', () => {
    const million: PageSummary[] = Array.from({ length: 1_000_000 }, (_, index) => ({
      index,
      scanned: 1,
      returned: 1,
      endedBy: 'page-size',
      continuation: { nextPartitionKey: 'p', nextRowKey: String(index + 1) },
    }));
    const packed = packPages(million);
    const view = pagesView(packed);
    expect(pageTotals(view)).toEqual({ returned: 1_000_000, withContinuation: 1_000_000 });
    // The running totals are the worker's own column, not a million-element copy.
    expect(returnedBefore(view)).toBe(packed.returnedBefore);
    expect(view[999_999]?.continuation).toEqual({ nextPartitionKey: 'p', nextRowKey: '1000000' });
  });
});
