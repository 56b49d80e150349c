import { describe, expect, it } from 'vitest';
import { findScenario } from '../patterns';
import { decodeShare, encodeShare, encodeShareReport } from './codec';
import { readComparison, writeComparison } from './comparison-field';
import { english } from './testing/english';
import { defaultWorkspace } from './workspace';

const employees = findScenario('employees')!;

describe('the comparison in share links', () => {
  it('keeps a link with three designs and six patterns under 1,500 characters', () => {
    const comparison = {
      designs: employees.designs.slice(0, 3),
      patterns: employees.patterns,
      writeLoad: { recordsPerSecond: 5000, arrival: { kind: 'uniform' } } as const,
    };
    expect(comparison.patterns.length).toBe(6);
    const state = { ...defaultWorkspace(), comparison };
    const { fragment, leftOut } = encodeShareReport(state);
    expect(leftOut).toEqual([]);
    const link = `https://keyscope.example/#${fragment}`;
    expect(link.length).toBeLessThan(1500);
    const decoded = decodeShare(fragment);
    if (!decoded.ok) throw new Error(english(decoded.error.message));
    expect(decoded.problems).toEqual([]);
    // Queries of the design left out of the comparison are not carried.
    const kept = new Set(comparison.designs.map((d) => d.id));
    expect(decoded.state.comparison).toEqual({
      ...comparison,
      patterns: comparison.patterns.map((p) => ({
        ...p,
        queries: Object.fromEntries(Object.entries(p.queries).filter(([id]) => kept.has(id))),
      })),
    });
  });

  it('carries a design that is not a preset in full', () => {
    const custom = { id: 'mine', design: { ...employees.designs[0]!.design, name: 'Mine' } };
    const wire = writeComparison({ designs: [custom], patterns: [] });
    expect(readComparison(JSON.parse(JSON.stringify(wire)))).toEqual({
      ok: true,
      value: { designs: [custom], patterns: [] },
    });
  });

  it('carries the scenario a comparison started from, and refuses a scenario that is not a name', () => {
    const spec = { scenario: 'employees', designs: employees.designs.slice(0, 2), patterns: [] };
    const wire = JSON.parse(JSON.stringify(writeComparison(spec)));
    expect(readComparison(wire)).toEqual({ ok: true, value: spec });
    const bad = readComparison({ ...wire, c: 7 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(english(bad.error)).toContain('scenario');
  });

  it('refuses a garbled comparison with the reason, and reads null as none', () => {
    expect(readComparison(null)).toEqual({ ok: true, value: null });
    const bad = readComparison({
      d: ['by-department'],
      p: [['p', 'n', 'Employee', [], 'x', [[3, 'q']], 0]],
    });
    expect(!bad.ok && english(bad.error)).toContain('query');
    const unknown = readComparison({ d: ['no-such-preset'], p: [] });
    expect(!unknown.ok && english(unknown.error)).toContain('no-such-preset');
  });

  it('carries an answer of several queries with its merge, and the sets a pattern also reads', () => {
    const designs = employees.designs.slice(0, 2);
    const pattern = {
      ...employees.patterns[0]!,
      queries: {
        [designs[0]!.id]: {
          merge: 'by-row-key' as const,
          queries: [{ filter: "PartitionKey eq 'a'" }, { filter: "PartitionKey eq 'b'" }],
        },
        [designs[1]!.id]: {
          merge: 'in-order' as const,
          queries: [{ filter: 'x', table: 'Logs{from|format:yyyyMM}' }],
        },
      },
      alsoReads: ['departments'],
    };
    const spec = { designs, patterns: [pattern] };
    const wire = JSON.parse(JSON.stringify(writeComparison(spec)));
    expect(readComparison(wire)).toEqual({ ok: true, value: spec });
    // Without $top, the also-read names still find their place (top 0 stands for none).
    expect(wire.p[0][7]).toBe(0);
  });

  it('refuses an answer whose merge or queries are not understood, naming the query', () => {
    for (const answer of [
      ['x', ['a']],
      ['r', []],
      ['r', [1]],
      ['o', 'a'],
      ['o', [['a', 1]]],
    ]) {
      const bad = readComparison({
        d: ['by-department'],
        p: [['p', 'n', 'Employee', [], 'x', [[0, answer]], 0]],
      });
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(english(bad.error)).toContain('query');
    }
    const also = readComparison({
      d: ['by-department'],
      p: [['p', 'n', 'Employee', [], 'x', [], 0, 0, [7]]],
    });
    expect(!also.ok && english(also.error)).toContain('entity sets the pattern also reads');
  });

  it('leaves links without a comparison exactly as they were', () => {
    const fragment = encodeShare(defaultWorkspace());
    const decoded = decodeShare(fragment);
    expect(decoded.ok && decoded.state.comparison).toBeNull();
  });
});
