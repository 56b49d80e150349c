import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromTicks, MAX_DATETIME_TICKS } from '../engine';
import { compileDateFormat } from './date-format';
import { DateParts, dateTimeText } from './date-parts';

const HOUR = 36_000_000_000n;
const MIN_TICKS = 504_911_232_000_000_000n; // 1601-01-01

/** Runs of nearby DateTimes (same hour, next hours, next days) and jumps, as records come. */
const times = fc
  .array(
    fc.tuple(
      fc.bigInt({ min: MIN_TICKS, max: MAX_DATETIME_TICKS - 100n * HOUR }),
      fc.array(fc.bigInt({ min: 0n, max: 60n * HOUR }), { minLength: 1, maxLength: 30 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((runs) => runs.flatMap(([start, offsets]) => offsets.map((o) => start + o)));

describe('DateParts', () => {
  it('splits every DateTime of runs that cross hours and days, forwards and back, as the engine writes it', () => {
    fc.assert(
      fc.property(times, (ticks) => {
        const text = dateTimeText();
        for (const t of ticks) expect(text(t)).toBe(isoFromTicks(t));
      }),
      { numRuns: 300 },
    );
  });

  it('gives day and hour formats the text of the DateTime they are given, not of an earlier one', () => {
    const day = compileDateFormat('yyyyMMdd');
    const hour = compileDateFormat('yyyyMMddHH');
    if (!day.ok || !hour.ok) throw new Error('patterns compile');
    expect(day.finest).toBe('day');
    expect(hour.finest).toBe('hour');
    fc.assert(
      fc.property(times, (ticks) => {
        const parts = new DateParts();
        for (const t of ticks) {
          parts.set(t);
          const iso = isoFromTicks(t);
          const digits = iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10);
          expect(day.format(parts)).toBe(digits);
          expect(hour.format(parts)).toBe(digits + iso.slice(11, 13));
        }
      }),
      { numRuns: 300 },
    );
  });
});
