import { describe, expect, it } from 'vitest';
import { EXAMPLE_PRICES, findScenario } from '../patterns';
import { decodeShare, encodeShareReport } from './codec';
import { readComparison, writeComparison } from './comparison-field';
import { english } from './testing/english';
import { defaultWorkspace } from './workspace';

const employees = findScenario('employees')!;

/** Three designs, the six patterns, the scenario's workload (six reads, two writes), edits. */
const spec = {
  scenario: 'employees',
  designs: employees.designs.slice(0, 3),
  patterns: employees.patterns,
  writeLoad: { recordsPerSecond: 1000, arrival: { kind: 'uniform' } } as const,
  scale: 1_000_000_000,
  workload: {
    ...employees.workload!,
    reads: employees.workload!.reads.map((r) =>
      r.patternId === 'by-email'
        ? { ...r, perSecond: 500, peakPerSecond: 900, bound: { kind: 'at-most' as const, n: 3 } }
        : r,
    ),
    records: { Employee: 250_000_000 },
    skew: 1.1,
  },
  assumptions: { scanRate: 35_000, roundTripMs: 4, parallelReads: 32 },
  prices: {
    ...EXAMPLE_PRICES,
    currency: 'EUR',
    redundancy: 'GRS' as const,
    perGbMonth: { ...EXAMPLE_PRICES.perGbMonth, GRS: 0.07 },
    batchBilling: 'operation' as const,
    cosmosPer100RuMonth: 6.5,
  },
};

/** The comparison's wire form as a link carries it (through JSON). */
const wire = () => JSON.parse(JSON.stringify(writeComparison(spec))) as Record<string, unknown>;

describe('the workload, assumptions and prices in share links', () => {
  it('keeps a link with three designs, six read patterns and two write patterns under 2,000 characters', () => {
    expect(spec.workload.reads).toHaveLength(6);
    expect(spec.workload.writes).toHaveLength(2);
    const { fragment, leftOut } = encodeShareReport({ ...defaultWorkspace(), comparison: spec });
    expect(leftOut).toEqual([]);
    const link = `https://keyscope.example/#${fragment}`;
    expect(link.length).toBeLessThan(2000);
    const decoded = decodeShare(fragment);
    if (!decoded.ok) throw new Error(english(decoded.error.message));
    expect(decoded.state.comparison?.workload).toEqual(spec.workload);
    expect(decoded.state.comparison?.assumptions).toEqual(spec.assumptions);
    expect(decoded.state.comparison?.prices).toEqual(spec.prices);
  });

  it('keeps a measured scan rate labelled as its measurement, and drops the label once the rate is edited', () => {
    const measured = { rate: 19_342, pages: 5, scanned: 5000, ms: 259 };
    const withMeasurement = {
      ...spec,
      assumptions: { ...spec.assumptions, scanRate: 19_342, scanRateMeasured: measured },
    };
    const read = readComparison(JSON.parse(JSON.stringify(writeComparison(withMeasurement))));
    expect(read.ok && read.value?.assumptions).toEqual(withMeasurement.assumptions);
    const edited = {
      ...spec,
      assumptions: { ...spec.assumptions, scanRate: 50_000, scanRateMeasured: measured },
    };
    const back = readComparison(JSON.parse(JSON.stringify(writeComparison(edited))));
    expect(back.ok && back.value?.assumptions).toEqual({ ...spec.assumptions, scanRate: 50_000 });
    // A hostile measurement is refused, naming the assumptions.
    const hostile = { ...wire(), a: [20_000, 4, 32, [5, 'x', 259]] };
    const refused = readComparison(hostile);
    expect(refused.ok).toBe(false);
  });

  it('reads a comparison without them as before (older links)', () => {
    const { k: _k, a: _a, $: _p, ...older } = wire();
    const read = readComparison(older);
    expect(read.ok && read.value).not.toHaveProperty('workload');
    expect(read.ok && read.value).not.toHaveProperty('prices');
  });

  it.each([
    [
      'a rate that is not a number',
      (w: Record<string, unknown>) => {
        (w.k as unknown[][])[0]![0] = [1, 'fast', 2];
      },
      'read rate "fast" is not a number',
    ],
    [
      'a read of a pattern that is not there',
      (w: Record<string, unknown>) => {
        (w.k as unknown[][])[0]![0] = [9, 1, 2];
      },
      'read rate 9 is not between 0 and 5',
    ],
    [
      'a negative rate',
      (w: Record<string, unknown>) => {
        (w.k as unknown[][])[0]![0] = [0, -5, 2];
      },
      'read rate -5 is not between 0',
    ],
    [
      'a share above one',
      (w: Record<string, unknown>) => {
        (w.k as unknown[][])[0]![0] = [0, 1, 2, ['s', 7]];
      },
      'result bound 7 is not between 0 and 1',
    ],
    [
      'an unknown write kind',
      (w: Record<string, unknown>) => {
        ((w.k as unknown[][])[2]![0] as unknown[])[3] = 'x';
      },
      'write pattern "x" is not understood',
    ],
    [
      'a zero scan rate',
      (w: Record<string, unknown>) => {
        w.a = [0, 4, 32];
      },
      'model assumptions 0 is not above zero',
    ],
    [
      'a currency that is not a code',
      (w: Record<string, unknown>) => {
        (w.$ as unknown[])[0] = '<b>';
      },
      'price sheet "<b>" is not understood',
    ],
    [
      'a redundancy that does not exist',
      (w: Record<string, unknown>) => {
        (w.$ as unknown[])[1] = 'XRS';
      },
      'price sheet "XRS" is not understood',
    ],
  ])('refuses %s with a message naming the field', (_what, spoil, message) => {
    const w = wire();
    spoil(w);
    const read = readComparison(w);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(english(read.error)).toContain(message);
  });
});
