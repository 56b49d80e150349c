import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromTicks, MAX_DATETIME_TICKS, MIN_DATETIME_TICKS, ticksFromIso } from './datetime';

describe('DateTime ticks', () => {
  it('counts 100 ns ticks since 0001-01-01 as .NET does', () => {
    // .NET: new DateTime(1970, 1, 1).Ticks
    expect(ticksFromIso('1970-01-01T00:00:00Z')).toBe(621_355_968_000_000_000n);
    expect(ticksFromIso('1601-01-01T00:00:00Z')).toBe(MIN_DATETIME_TICKS);
    expect(ticksFromIso('9999-12-31T23:59:59.9999999Z')).toBe(MAX_DATETIME_TICKS);
  });

  it('keeps all 7 fractional digits, which JS Date cannot', () => {
    const a = ticksFromIso('2008-07-10T00:00:00.0000001Z') as bigint;
    const b = ticksFromIso('2008-07-10T00:00:00Z') as bigint;
    expect(a - b).toBe(1n);
    expect(isoFromTicks(a)).toBe('2008-07-10T00:00:00.0000001Z');
  });

  it('accepts optional seconds and fraction, Z, an offset, or no zone (UTC)', () => {
    const utc = ticksFromIso('2008-07-10T10:00:00Z');
    expect(ticksFromIso('2008-07-10T10:00')).toBe(utc);
    expect(ticksFromIso('2008-07-10T10:00:00')).toBe(utc);
    expect(ticksFromIso('2008-07-10T12:00:00+02:00')).toBe(utc);
    expect(ticksFromIso('2008-07-10T09:30:00.000-00:30')).toBe(utc);
    expect(ticksFromIso('2008-07-10T10:00Z')).toBe(utc);
    expect(ticksFromIso('2008-07-10T10:00:00.5Z')).toBe((utc as bigint) + 5_000_000n);
  });

  it('rejects impossible dates, out-of-range dates and other text', () => {
    for (const bad of [
      '2008-02-30T00:00:00Z',
      '2007-02-29T00:00:00Z',
      '2008-13-01T00:00:00Z',
      '2008-07-10T24:00:00Z',
      '2008-07-10T00:60:00Z',
      '1600-12-31T23:59:59.9999999Z',
      '2008-07-10',
      '2008-07-10T00:00:00.12345678Z',
      '10000-01-01T00:00:00Z',
      'yesterday',
      '',
      '2008-07-10T10:00:00.Z',
      '2008-07-10T10:00:00z',
      '2008-07-10T10:00:00+0200',
      '2008-07-10T10:00:0',
      '2008-07-10T10:0a:00Z',
      '2008-07-10T10:00:00ZZ',
      '2008-07-10 10:00:00Z',
      '\u0662008-07-10T10:00:00Z',
    ]) {
      expect(ticksFromIso(bad), bad).toBeNull();
    }
    expect(ticksFromIso('2008-02-29T00:00:00Z')).not.toBeNull();
    expect(ticksFromIso('2000-02-29T00:00:00Z')).not.toBeNull();
    expect(ticksFromIso('1900-02-29T00:00:00Z')).toBeNull();
  });

  it('agrees with JS Date at millisecond precision', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1601-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const ticks = ticksFromIso(d.toISOString());
          expect(ticks).toBe(BigInt(d.getTime()) * 10_000n + 621_355_968_000_000_000n);
        },
      ),
      { numRuns: 500, seed: 1 },
    );
  });

  it('gives the same ticks whatever was parsed before (the remembered day), range limits included', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    /** Ticks from JS Date arithmetic (whole seconds) plus the fraction: an independent reference. */
    const reference = (
      y: number,
      mo: number,
      d: number,
      h: number,
      mi: number,
      sec: number,
      f: number,
      off: number,
    ) => {
      const date = new Date(0);
      date.setUTCFullYear(y, mo - 1, d);
      date.setUTCHours(h, mi - off, sec, 0);
      const ticks = (BigInt(date.getTime()) + 62_135_596_800_000n) * 10_000n + BigInt(f);
      return ticks < MIN_DATETIME_TICKS || ticks > MAX_DATETIME_TICKS ? null : ticks;
    };
    const arbMoment = fc.record({
      // Mostly a few days, so consecutive texts share their day; and the range ends.
      day: fc.oneof(
        fc.constantFrom([2024, 2, 29], [1601, 1, 1], [9999, 12, 31], [1970, 1, 1]),
        fc.tuple(
          fc.integer({ min: 1601, max: 9999 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 28 }),
        ),
      ),
      h: fc.integer({ min: 0, max: 23 }),
      mi: fc.integer({ min: 0, max: 59 }),
      sec: fc.integer({ min: 0, max: 59 }),
      f: fc.integer({ min: 0, max: 9_999_999 }),
      off: fc.constantFrom(0, 1, -1, 600, -840),
    });
    fc.assert(
      fc.property(fc.array(arbMoment, { minLength: 1, maxLength: 30 }), (moments) => {
        for (const { day, h, mi, sec, f, off } of moments) {
          const [y, mo, d] = day as [number, number, number];
          const zone =
            off === 0
              ? 'Z'
              : `${off > 0 ? '+' : '-'}${pad(Math.floor(Math.abs(off) / 60), 2)}:${pad(Math.abs(off) % 60, 2)}`;
          const text = `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(sec, 2)}.${pad(f, 7)}${zone}`;
          expect(ticksFromIso(text), text).toBe(reference(y, mo, d, h, mi, sec, f, off));
        }
      }),
      { seed: 12, numRuns: 300 },
    );
    // Right after an in-range time of the same day, times just outside the range stay rejected.
    expect(ticksFromIso('1601-01-01T12:00:00Z')).not.toBeNull();
    expect(ticksFromIso('1601-01-01T00:00:00+00:01')).toBeNull();
    expect(ticksFromIso('9999-12-31T00:00:00Z')).not.toBeNull();
    expect(ticksFromIso('9999-12-31T23:59:59-00:01')).toBeNull();
  });

  it('isoFromTicks and ticksFromIso are inverse over the whole range', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MIN_DATETIME_TICKS, max: MAX_DATETIME_TICKS }), (t) => {
        expect(ticksFromIso(isoFromTicks(t))).toBe(t);
      }),
      { numRuns: 1000, seed: 2 },
    );
  });
});
