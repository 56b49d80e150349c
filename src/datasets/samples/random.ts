/**
 * Seeded pseudo-random numbers for the sample generators.
 *
 * The generator is splitmix32: a Weyl sequence (add the golden-ratio constant 0x9e3779b9 to a
 * 32-bit state) passed through the MurmurHash3 32-bit finalizer. It is tiny, fast in JS (only
 * `Math.imul` and shifts, no floats until the last step), passes the usual smoke tests for this
 * kind of use, and its output depends only on the seed, so a recipe regenerates byte for byte.
 * The same finalizer doubles as a stateless hash (`mix32`) for values that must not depend on
 * generation order (message counts keyed by employee, day and hour).
 */

/** A seeded source of pseudo-random numbers; every call advances its state. */
export interface Random {
  /** A uniform unsigned 32-bit integer. */
  uint32(): number;
  /** A uniform float in [0, 1). */
  float(): number;
  /** A uniform integer in [0, n), for 0 < n ≤ 2^32. */
  int(n: number): number;
}

/** The MurmurHash3 32-bit finalizer: a bijection on 32-bit integers that scatters every bit. */
export function mix32(x: number): number {
  let z = x | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Hashes two integers into one 32-bit value, order-sensitively (for stateless draws). */
export function hash2(a: number, b: number): number {
  return mix32((mix32(a ^ 0x3c6ef372) ^ mix32(b)) + 0x9e3779b9);
}

/** Normalizes any number to a 32-bit seed, so 1, 1.0 and 2^32 + 1 give the same stream. */
export function toSeed(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}

/** A splitmix32 stream for `seed`; `stream` separates independent streams of one recipe. */
export function createRandom(seed: number, stream = 0): Random {
  // Mixing the seed first keeps neighbouring seeds (1, 2, 3) from giving shifted copies of one stream.
  let state = hash2(toSeed(seed), stream);
  const uint32 = (): number => {
    state = (state + 0x9e3779b9) | 0;
    return mix32(state);
  };
  return {
    uint32,
    float: () => uint32() / 4294967296,
    int: (n: number) => Math.floor((uint32() / 4294967296) * n),
  };
}
