import { describe, expect, it } from 'vitest';
import { findDataset } from '../../datasets';
import { checkMatrix, holdRecords, loadComparison } from '../comparison';
import { findScenario } from '../scenarios';
import { projectCalls } from './model';

/** The employees scenario checked at its own size, as the worker checks it. */
function employees() {
  const s = findScenario('employees')!;
  const dataset = findDataset(s.dataset)!;
  const types = dataset.recordTypes.filter((t) => t.name === 'Employee');
  const loaded = loadComparison(types, holdRecords(types, dataset.records(s.size, 1)), s.designs);
  if (!loaded.ok) throw new Error('employees do not load');
  return { s, matrix: checkMatrix(loaded, s.patterns, () => 0) };
}

describe('the employees scenario projected to 1,000,000,000 records', () => {
  const { s, matrix } = employees();
  const calls = projectCalls(matrix, s.patterns, { scale: 1_000_000_000 });
  const call = (pattern: string, design: string) =>
    calls[matrix.patternIds.indexOf(pattern)]![matrix.designIds.indexOf(design)]!;

  it('by e-mail returns one employee on every design, inferred from the data', () => {
    expect(matrix.pinned?.[matrix.patternIds.indexOf('by-email')]).toEqual({
      property: 'EmailAddress',
    });
    for (const d of matrix.designIds) expect(call('by-email', d).returned).toBe(1);
  });

  it('by e-mail on the by-department design scans a department that grows, over many requests', () => {
    const c = call('by-email', 'by-department');
    expect(c.rules).toContain('scan-fixed-partition');
    const row = matrix.cells[matrix.patternIds.indexOf('by-email')]!;
    const measured = row[matrix.designIds.indexOf('by-department')]!.cost!.scanned;
    expect(c.scanned).toBe(Math.round(measured * 100_000));
    expect(c.requests).toBe(Math.ceil(c.scanned / 100_000));
    expect(c.rules).toContain('requests-time-limit');
  });

  it('by e-mail on an index design stays one point query', () => {
    const c = call('by-email', 'inter-partition-index');
    expect(c).toMatchObject({ scanned: 1, requests: 1, costClass: 'point' });
  });

  it('ids in a range return at most the ids in it at any size', () => {
    for (const d of matrix.designIds) expect(call('id-range', d).returned).toBeLessThanOrEqual(100);
  });

  it('flags the index entities by last name, whose lists grow past 1 MiB', () => {
    const c = call('by-last-name', 'index-entities');
    expect(c.flags.map((f) => f.limit)).toContain('entity-size');
    expect(c.indexReads).toBeGreaterThan(1_000_000);
  });
});
