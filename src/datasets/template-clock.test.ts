/**
 * Templates give exactly the keys today's sample generators build by hand (src/engine/samples:
 * clock.ts and employees.ts), for many seeded moments and ids. When the samples move to their own
 * room, only the imports below change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordType } from '../design';
import { compileTemplate } from '../design';
import {
  invertedTicksKey,
  MomentFormatter,
  pad,
  UNIX_EPOCH_SECONDS,
  unixSeconds,
} from './samples/clock';
import { employeeIdKey } from './samples/employees';

const TYPE: RecordType = {
  name: 'T',
  properties: [
    { name: 'At', type: 'Edm.DateTime' },
    { name: 'Id', type: 'Edm.Int32' },
  ],
};

function template(source: string) {
  const c = compileTemplate(source, TYPE);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return c.template;
}

/** A moment as the generators hold it: Unix seconds and sub-second ticks. */
const moment = fc.record({
  seconds: fc.integer({ min: unixSeconds(1601, 1, 1), max: unixSeconds(9999, 12, 31, 23) }),
  fraction: fc.integer({ min: 0, max: 9_999_999 }),
});

/** MomentFormatter (the samples' own) only handles times from 1970 on; the samples stay there. */
const since1970 = fc.record({
  seconds: fc.integer({ min: 0, max: unixSeconds(9999, 12, 31, 23) }),
  fraction: fc.integer({ min: 0, max: 9_999_999 }),
});

/** The same moment as record ticks. */
const ticksOf = (m: { seconds: number; fraction: number }): bigint =>
  BigInt(UNIX_EPOCH_SECONDS + m.seconds) * 10_000_000n + BigInt(m.fraction);

const RUNS = { seed: 17, numRuns: 2_000 };

describe('templates reproduce the samples keys', () => {
  it('{At|ticks|invert|pad:19} is invertedTicksKey (expenses log tail)', () => {
    const t = template('{At|ticks|invert|pad:19}');
    fc.assert(
      fc.property(
        moment,
        (m) => t.evaluate({ At: ticksOf(m) }) === invertedTicksKey(m.seconds, m.fraction),
      ),
      RUNS,
    );
  });

  it('format gives hourKey, dayKey, minuteSecondKey and the DateTime wire text (app log, counts)', () => {
    const hour = template('{At|format:yyyyMMddHH}');
    const day = template('{At|format:yyyyMMdd}');
    const minuteSecond = template('{At|format:mm:ss.fffffff}');
    const iso = template('{At}');
    fc.assert(
      fc.property(fc.array(since1970, { minLength: 1, maxLength: 20 }), (moments) => {
        // One formatter over a run of moments, as the generators use it (its caches warm).
        const f = new MomentFormatter();
        for (const m of moments) {
          const r = { At: ticksOf(m) };
          expect(hour.evaluate(r)).toBe(f.hourKey(m.seconds));
          expect(day.evaluate(r)).toBe(f.dayKey(m.seconds));
          expect(minuteSecond.evaluate(r)).toBe(f.minuteSecondKey(m.seconds, m.fraction));
          expect(iso.evaluate(r)).toBe(f.iso(m.seconds, m.fraction));
        }
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('times in order, as a generator yields them, keep matching across hour and day boundaries', () => {
    const hour = template('{At|format:yyyyMMddHH}');
    const minuteSecond = template('{At|format:mm:ss.fffffff}');
    const f = new MomentFormatter();
    const start = unixSeconds(2024, 12, 31, 22);
    for (let s = start; s < start + 3 * 3600; s += 7) {
      const r = { At: ticksOf({ seconds: s, fraction: s % 9_999_999 }) };
      expect(hour.evaluate(r)).toBe(f.hourKey(s));
      expect(minuteSecond.evaluate(r)).toBe(f.minuteSecondKey(s, s % 9_999_999));
    }
  });

  it('{Id|pad:6} is employeeIdKey and {Id|pad:2} the hourly suffix', () => {
    const id6 = template('{Id|pad:6}');
    const id2 = template('{Id|pad:2}');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (id) => {
        expect(id6.evaluate({ Id: id })).toBe(employeeIdKey(id));
        expect(id2.evaluate({ Id: id })).toBe(pad(id, 2));
      }),
      RUNS,
    );
  });
});
