import { describe, expect, it } from 'vitest';
import { checkRow } from './comparison';
import { fixture, pattern } from './testing';

const withOrigins = fixture();
if (!withOrigins.designs.every((d) => d.origins !== null)) throw new Error('no origins kept');
/** The same designs without their entities' origins: every entity is mapped by its keys. */
const byKeys = {
  ...withOrigins,
  designs: withOrigins.designs.map((d) => ({ ...d, origins: null })),
};

// Copies are mapped back by the origin their table keeps; a table without origins by keys.
// The verdicts must not depend on which.
describe.each([
  ['by origin', withOrigins],
  ['by keys', byKeys],
])('the correctness check, entities mapped %s', (_, loaded) => {
  /** The cell of one design for a pattern. */
  const cell = (p: ReturnType<typeof pattern>, design: string) =>
    checkRow(p, loaded).find((c) => c.designId === design)!;

  it('passes the query that returns exactly the intended records', () => {
    const c = cell(pattern('Team eq {team}', { once: "PartitionKey eq '{team}'" }), 'once');
    expect(c.verdict).toBe('pass');
    expect(c.intended).toBe(3);
    expect(c.delivered).toBe(3);
    expect(c.cost).toMatchObject({ costClass: 'partition-scan', scanned: 3, returned: 3 });
  });

  it('fails a query that misses a record', () => {
    const c = cell(
      pattern('Team eq {team}', { once: "PartitionKey eq '{team}' and RowKey lt '003'" }),
      'once',
    );
    expect(c.verdict).toBe('fail');
    expect(c.counts).toMatchObject({ missing: 1, extra: 0, duplicate: 0, order: 0 });
    expect(c.mismatches[0]?.message).toMatchObject({
      code: 'patterns.missing',
      params: { record: { params: { type: 'Person', index: '2' } } },
    });
  });

  it('fails a query that returns a record the intent does not select', () => {
    const c = cell(
      pattern('Team eq {team}', { once: "PartitionKey eq '{team}' or RowKey eq '004'" }),
      'once',
    );
    expect(c.verdict).toBe('fail');
    expect(c.counts).toMatchObject({ missing: 0, extra: 1, duplicate: 0 });
    expect(c.mismatches[0]?.message).toEqual({
      code: 'patterns.extraEntity',
      params: { pk: 'blue', rk: '004' },
    });
  });

  it('fails a query that returns two copies of one record', () => {
    // Both copies of the red team come back: every record twice.
    const c = cell(pattern('Team eq {team}', { twice: "PartitionKey eq '{team}'" }), 'twice');
    expect(c.verdict).toBe('fail');
    expect(c.counts).toMatchObject({ missing: 0, extra: 0, duplicate: 3 });
    const fixed = cell(
      pattern('Team eq {team}', {
        twice: "PartitionKey eq '{team}' and RowKey ge 'id_' and RowKey lt 'id`'",
      }),
      'twice',
    );
    expect(fixed.verdict).toBe('pass');
  });

  it('fails a query whose records come in the wrong order', () => {
    const byName = { order: [{ property: 'Name' }] } as const;
    const keyOrder = cell(
      pattern('Team eq {team}', { once: "PartitionKey eq '{team}'" }, byName),
      'once',
    );
    // Key order is by id: O'Brien, Adams, Young; by name Adams must come first.
    expect(keyOrder.verdict).toBe('fail');
    expect(keyOrder.counts).toMatchObject({ missing: 0, extra: 0, duplicate: 0, order: 1 });
    const nameKeys = cell(
      pattern(
        'Team eq {team}',
        { twice: "PartitionKey eq '{team}' and RowKey ge 'name_' and RowKey lt 'name`'" },
        byName,
      ),
      'twice',
    );
    expect(nameKeys.verdict).toBe('pass');
  });

  it('cuts the intent at $top in the expected order, and accepts any of tied records', () => {
    const newest = { order: [{ property: 'Id', descending: true }], top: 2 } as const;
    const asc = cell(
      pattern('Team eq {team}', { once: "PartitionKey eq '{team}'" }, newest),
      'once',
    );
    // The first page holds ids 1 and 2; the pattern wants 3 and 2.
    expect(asc.verdict).toBe('fail');
    expect(asc.counts).toMatchObject({ missing: 1, extra: 1 });
    expect(asc.cost).toMatchObject({ requests: 1, returned: 2 });
    const tie = { order: [{ property: 'Team' }], top: 2 } as const;
    const anyTwo = cell(
      pattern('Team eq {team}', { once: "PartitionKey eq '{team}'" }, tie),
      'once',
    );
    expect(anyTwo.verdict).toBe('pass');
  });

  it('maps index entities to the records they list and counts their point reads', () => {
    const p = pattern(
      'Name eq {name}',
      { indexed: "PartitionKey eq 'name_{name}'" },
      { parameters: [{ name: 'name', value: "'Adams'" }] },
    );
    const c = cell(p, 'indexed');
    expect(c.verdict).toBe('pass');
    expect(c.delivered).toBe(2);
    // Two index entities (one per team), then one point read per listed record.
    expect(c.cost).toMatchObject({ returned: 2, indexReads: 2, requests: 3, scanned: 4 });
    expect(c.cost!.bytes).toBeGreaterThan(0);
  });

  it('says when a design has no query, and suggests one the keys allow', () => {
    const p = pattern(
      'Team eq {team} and Id eq {id}',
      {},
      {
        parameters: [
          { name: 'team', value: "'red'" },
          { name: 'id', value: '2' },
        ],
      },
    );
    const c = cell(p, 'once');
    expect(c.verdict).toBe('no-query');
    expect(c.suggestion).toBe("PartitionKey eq '{team}' and RowKey eq '{id|pad:3}'");
    const twice = cell(p, 'twice');
    expect(twice.suggestion).toBe("PartitionKey eq '{team}' and RowKey eq 'id_{id|pad:3}'");
  });

  it('quotes a parameter inside a key with its quotes doubled', () => {
    const p = pattern(
      'Team eq {team} and Name eq {name}',
      { twice: "PartitionKey eq '{team}' and RowKey eq 'name_{name}_1'" },
      {
        parameters: [
          { name: 'team', value: "'red'" },
          { name: 'name', value: "'O''Brien'" },
        ],
      },
    );
    const c = cell(p, 'twice');
    expect(c.filter).toBe("PartitionKey eq 'red' and RowKey eq 'name_O''Brien_1'");
    expect(c.verdict).toBe('pass');
    expect(c.cost?.costClass).toBe('point');
  });

  it('refuses a parameter value that is more than one literal, naming the parameter', () => {
    const p = pattern(
      'Team eq {team}',
      { once: "PartitionKey eq '{team}'" },
      {
        parameters: [{ name: 'team', value: "'red' or true" }],
      },
    );
    const c = cell(p, 'once');
    expect(c.verdict).toBe('error');
    expect(c.errors[0]).toMatchObject({ field: { kind: 'parameter', parameter: 'team' } });
    expect(c.summary).toMatchObject({ params: { name: 'team' } });
  });

  it('places an unknown placeholder and an unknown intent property', () => {
    const c = cell(pattern('Team eq {team}', { once: "PartitionKey eq '{teem}'" }), 'once');
    expect(c.errors[0]).toMatchObject({
      field: { kind: 'query', designId: 'once' },
      span: { from: 17, to: 23 },
    });
    const bad = cell(pattern('Group eq {team}', { once: "PartitionKey eq '{team}'" }), 'once');
    expect(bad.errors[0]?.message).toEqual({
      code: 'patterns.unknownProperty',
      params: { property: 'Group', type: 'Person' },
    });
  });
});
