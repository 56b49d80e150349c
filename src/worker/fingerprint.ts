/**
 * A fingerprint of imported data: what a share link carries instead of the data, so the page
 * that opens the link can tell whether a dropped file is the one the view was made from.
 */
import type { WireEntity } from '../engine';

/** Two 32-bit FNV-1a lanes over a text (the second with a shift, so they differ beyond the seed). */
function lanesOf(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return [a, b];
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/**
 * The fingerprint of a set of entities: each entity's canonical wire JSON hashed, and the hashes
 * summed, so it depends on the data, not on the file's spelling or order of it: the same entities
 * read from typed CSV or from an OData JSON export in key order have the same fingerprint.
 * (Keys are unique in a table, so a sum cannot hide a repeated entity.)
 */
export function fingerprintEntities(entities: Iterable<WireEntity>): string {
  let sumA = 0;
  let sumB = 0;
  let count = 0;
  for (const entity of entities) {
    const [a, b] = lanesOf(JSON.stringify(entity));
    sumA = (sumA + (a >>> 0)) >>> 0;
    sumB = (sumB + (b >>> 0)) >>> 0;
    count++;
  }
  const [c] = lanesOf(String(count));
  return `${hex(sumA ^ c)}${hex(sumB)}`;
}
