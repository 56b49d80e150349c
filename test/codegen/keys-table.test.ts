/**
 * The table of expected keys (expected-keys.ts) is Keyscope's: for every bundled scenario design,
 * the keys it lists are exactly those of the entities the design room builds from the same
 * records (copies, index entities and series alike), so the key-function tests of the three
 * languages are held to what Keyscope writes, not to a table of their own.
 */
import { describe, expect, it } from 'vitest';
import { designEntityKeys, keyCases } from './expected-keys';

const cases = keyCases();

describe('the shared table of expected keys', () => {
  it('covers every bundled scenario design and every kind of entity set', () => {
    expect(cases.length).toBeGreaterThanOrEqual(13);
    const kinds = new Set(cases.flatMap((c) => c.keys.map((k) => k.kind)));
    expect([...kinds].sort()).toEqual(['copy', 'index', 'series']);
  });

  it.each(cases.map((c) => [c.title, c] as const))(
    "%s: lists exactly the keys of the design room's entities",
    (_, c) => {
      const listed = new Set(c.keys.map((k) => `${k.table}|${k.partitionKey}|${k.rowKey}`));
      expect([...listed].sort()).toEqual(designEntityKeys(c));
    },
  );
});
