/** DateTime text and time keys: checked against BigInt ticks and `Date`, the slow exact ways. */
import { describe, expect, it } from 'vitest';
import { ticksFromIso } from '../../engine';
import {
  fraction7,
  invertedTicksKey,
  MomentFormatter,
  TICKS_PER_SECOND,
  UNIX_EPOCH_SECONDS,
  unixSeconds,
} from './clock';
import { createRandom } from './random';

const MAX_TICKS = 3_155_378_975_999_999_999n;

/** Random moments between 1970 and 2100, in time order (the formatter's cache expects runs). */
function moments(seed: number, n: number): [number, number][] {
  const random = createRandom(seed);
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    out.push([random.int(4_102_444_800), random.int(TICKS_PER_SECOND)]);
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

describe('invertedTicksKey', () => {
  it('is DateTime.MaxValue.Ticks minus the ticks, 19 digits (seed 11)', () => {
    for (const [s, f] of moments(11, 2_000)) {
      const ticks = BigInt(UNIX_EPOCH_SECONDS + s) * 10_000_000n + BigInt(f);
      const expected = (MAX_TICKS - ticks).toString().padStart(19, '0');
      if (invertedTicksKey(s, f) !== expected) expect.fail(`${s}.${f}: ${invertedTicksKey(s, f)}`);
    }
  });

  it('sorts newer moments first', () => {
    const sorted = moments(12, 500);
    const keys = sorted.map(([s, f]) => invertedTicksKey(s, f));
    expect([...keys].sort().reverse()).toEqual(keys);
  });
});

describe('MomentFormatter', () => {
  it('writes the 7-digit DateTime text the engine reads back to the same ticks (seed 13)', () => {
    const fmt = new MomentFormatter();
    for (const [s, f] of moments(13, 2_000)) {
      const text = fmt.iso(s, f);
      expect(text.slice(0, 19)).toBe(new Date(s * 1000).toISOString().slice(0, 19));
      expect(ticksFromIso(text)).toBe(BigInt(UNIX_EPOCH_SECONDS + s) * 10_000_000n + BigInt(f));
    }
  });

  it('writes day, hour and minute keys', () => {
    const fmt = new MomentFormatter();
    const t = unixSeconds(2025, 1, 15, 9) + 17 * 60 + 5;
    expect(fmt.dayKey(t)).toBe('20250115');
    expect(fmt.hourKey(t)).toBe('2025011509');
    expect(fmt.minuteSecondKey(t, 42)).toBe('17:05.0000042');
    expect(fmt.hourKey(t + 3600)).toBe('2025011510');
    expect(fmt.dayKey(t - 86_400)).toBe('20250114');
    expect(fraction7(9_999_999)).toBe('9999999');
  });
});
