import { describe, expect, it } from 'vitest';
import { newWrite, withoutWrite, withRead, withRecords, withWrite } from './workload-edits';

describe('workload edits', () => {
  it('sets a pattern’s rates once, replacing what it had', () => {
    const a = withRead(null, { patternId: 'p', perSecond: 5, peakPerSecond: 10 });
    const b = withRead(a, { patternId: 'p', perSecond: 500, peakPerSecond: 900 });
    expect(b.reads).toEqual([{ patternId: 'p', perSecond: 500, peakPerSecond: 900 }]);
  });

  it('sets and clears a record type’s production count', () => {
    const a = withRecords(null, 'Employee', 1_000_000);
    expect(a.records).toEqual({ Employee: 1_000_000 });
    expect(withRecords(a, 'Employee', null).records).toEqual({});
  });

  it('adds, changes and removes write patterns under ids no other write has', () => {
    const first = newWrite(null, 'Employee', 'New hires');
    const a = withWrite(null, first);
    const second = newWrite(a, 'Employee', 'Moves');
    expect(second.id).not.toBe(first.id);
    const b = withWrite(withWrite(a, second), { ...first, perSecond: 20 });
    expect(b.writes.map((w) => [w.id, w.perSecond])).toEqual([
      [first.id, 20],
      [second.id, 1],
    ]);
    expect(withoutWrite(b, first.id).writes.map((w) => w.id)).toEqual([second.id]);
  });
});
