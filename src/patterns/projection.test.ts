import { describe, expect, it } from 'vitest';
import { projectCell } from './projection';
import type { AccessPattern, CellCost, CellResult } from './types';

const pattern = (top?: number): AccessPattern => ({
  id: 'p',
  name: 'p',
  recordType: 'R',
  parameters: [],
  intent: 'true',
  queries: {},
  ...(top === undefined ? {} : { top }),
});

const cell = (cost: Partial<CellCost>): CellResult =>
  ({
    patternId: 'p',
    designId: 'd',
    cost: { requests: 1, scanned: 1, returned: 1, indexReads: 0, ...cost },
  }) as CellResult;

describe('the projection at scale', () => {
  it('keeps a point query and a query that reached its $top as measured', () => {
    const point = projectCell(cell({ costClass: 'point' }), pattern(), 1000, false);
    expect(point.projected).toEqual({ requests: 1, scanned: 1 });
    const top = projectCell(
      cell({ costClass: 'partition-scan', scanned: 1714, returned: 3 }),
      pattern(3),
      1000,
      false,
    );
    expect(top.projected).toEqual({ requests: 1, scanned: 1714 });
  });

  it('multiplies a table scan by the factor; requests are pages of 1,000 plus measured boundaries', () => {
    // 10,000 scanned, 30 returned in 3 requests: one page of results plus 2 boundaries.
    const p = projectCell(
      cell({ costClass: 'table-scan', scanned: 10_000, returned: 30, requests: 3 }),
      pattern(),
      100,
      true,
    );
    // 3,000 returned at 100x: 3 pages, plus the 2 boundaries.
    expect(p.projected).toEqual({ requests: 5, scanned: 1_000_000 });
  });

  it('grows a partition scan only when the design keeps a fixed number of partitions', () => {
    const c = cell({ costClass: 'partition-scan', scanned: 2500, returned: 2500, requests: 3 });
    expect(projectCell(c, pattern(), 10, false).projected).toEqual({
      requests: 25,
      scanned: 25_000,
    });
    expect(projectCell(c, pattern(), 10, true).projected).toEqual({ requests: 3, scanned: 2500 });
  });

  it('grows index point reads with the records they list', () => {
    const c = cell({
      costClass: 'partition-scan',
      scanned: 33,
      returned: 3,
      requests: 31,
      indexReads: 30,
    });
    // Query: 3 scanned, 1 request; index reads 30 -> 300 at 10x.
    expect(projectCell(c, pattern(), 10, false).projected).toEqual({ requests: 301, scanned: 330 });
  });
});
