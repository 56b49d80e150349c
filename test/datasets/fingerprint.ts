/**
 * A fingerprint of a generated dataset: SHA-256 over its wire entities in generation order, each
 * written as JSON with its property names sorted (JSON property order carries no meaning; entity
 * order does, since the first of two duplicate keys wins a load). Pins that moving the sample
 * generators to records and designs changed no key, value, type or order.
 */
import { createHash } from 'node:crypto';

/** The fingerprint of a sequence of wire entities, as hex. */
export function fingerprint(entities: Iterable<Readonly<Record<string, unknown>>>): string {
  const hash = createHash('sha256');
  let count = 0;
  for (const entity of entities) {
    const sorted = Object.keys(entity)
      .sort()
      .map((key) => [key, entity[key]]);
    hash.update(JSON.stringify(sorted));
    hash.update('\n');
    count++;
  }
  return `${count}:${hash.digest('hex').slice(0, 24)}`;
}
