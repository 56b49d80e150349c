/** The seeded generator: reproducible, seed-sensitive, in range and roughly uniform. */
import { describe, expect, it } from 'vitest';
import { createRandom, mix32, toSeed } from './random';

const draw = (seed: number, stream = 0) => {
  const r = createRandom(seed, stream);
  return Array.from({ length: 8 }, () => r.uint32());
};

describe('createRandom', () => {
  it('repeats a stream for a seed and separates seeds and streams', () => {
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(1, 0)).not.toEqual(draw(1, 1));
    // Neighbouring seeds must not give shifted copies of one stream.
    expect(draw(1).slice(1)).not.toEqual(draw(2).slice(0, 7));
  });

  it('normalizes seeds to 32 bits', () => {
    expect(draw(1.9)).toEqual(draw(1));
    expect(draw(2 ** 32 + 5)).toEqual(draw(5));
    expect(toSeed(Number.NaN)).toBe(0);
    expect(toSeed(-1)).toBe(0xffffffff);
  });

  it('draws integers in range, about evenly (seed 42)', () => {
    const r = createRandom(42);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const n = r.int(10);
      buckets[n] = (buckets[n] ?? 0) + 1;
      const f = r.float();
      if (f < 0 || f >= 1) expect.fail(`float out of range: ${f}`);
    }
    expect(buckets).toHaveLength(10);
    for (const b of buckets) expect(Math.abs(b - 10_000)).toBeLessThan(500);
  });
});

describe('mix32', () => {
  it('is unsigned and scatters neighbouring inputs', () => {
    const outs = Array.from({ length: 1000 }, (_, i) => mix32(i));
    expect(outs.every((x) => x >= 0 && x <= 0xffffffff && Number.isInteger(x))).toBe(true);
    expect(new Set(outs).size).toBe(1000);
  });
});
