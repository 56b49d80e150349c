/** A short checksum over a link's text, so a cut or altered link is told apart from a good one. */

/** FNV-1a over UTF-16 code units, 32 bits, in base 36 (at most 7 characters). */
export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
