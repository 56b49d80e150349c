/**
 * The stable hash behind `hash:N`: FNV-1a over the UTF-16 code units of a value's text, then the
 * MurmurHash3 finalizer. FNV-1a alone ends in a multiplication, so its low bits depend only on
 * the low bits of the input and `mod 8` of sequential ids would be lumpy; the finalizer spreads
 * every input bit over the result. Pure arithmetic on the text: the same text gives the same
 * bucket in every run, browser and machine.
 */

/** The 32-bit hash of a text, as an unsigned integer. */
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The bucket 0..buckets-1 of a text (buckets ≥ 1). */
export function hashBucket(text: string, buckets: number): number {
  return textHash(text) % buckets;
}
