import { describe, expect, it } from 'vitest';
import { checkRow } from './comparison';
import { fixture, pattern } from './testing';

const withOrigins = fixture();
if (!withOrigins.designs.every((d) => d.parts.every((x) => x.origins !== null)))
  throw new Error('no origins kept');
/** The same designs without their entities' origins: every entity is mapped by its keys. */
const byKeys = {
  ...withOrigins,
  designs: withOrigins.designs.map((d) => ({
    ...d,
    parts: d.parts.map((x) => ({ ...x, origins: null })),
  })),
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

describe('a design answered by several queries', () => {
  const loaded = withOrigins;
  const cell = (p: ReturnType<typeof pattern>, design: string) =>
    checkRow(p, loaded).find((c) => c.designId === design)!;
  const adams = "Name eq 'Adams'";
  const perTeam = (merge: 'in-order' | 'by-row-key', rows = '') => ({
    merge,
    queries: ['red', 'blue'].map((team) => ({
      filter: `PartitionKey eq '${team}'${rows}`,
    })),
  });

  it('judges the merged result and sums the cost of every query', () => {
    const c = cell(pattern(adams, { once: perTeam('in-order', ` and ${adams}`) }), 'once');
    expect(c.verdict).toBe('pass');
    expect(c.delivered).toBe(2);
    expect(c.filters).toEqual([
      "PartitionKey eq 'red' and Name eq 'Adams'",
      "PartitionKey eq 'blue' and Name eq 'Adams'",
    ]);
    expect(c.merge).toBe('in-order');
    // Each query scans its own partition of three, in one request each.
    expect(c.cost).toMatchObject({ costClass: 'partition-scan', requests: 2, scanned: 6 });
  });

  it('orders the results as the client merges them: by RowKey, or one query after another', () => {
    const byName = { order: [{ property: 'Name' }] } as const;
    const names = " and RowKey ge 'name_' and RowKey lt 'name`'";
    const all = 'Id ge 1';
    const merged = cell(pattern(all, { twice: perTeam('by-row-key', names) }, byName), 'twice');
    expect(merged.verdict).toBe('pass');
    expect(merged.delivered).toBe(6);
    const inOrder = cell(pattern(all, { twice: perTeam('in-order', names) }, byName), 'twice');
    expect(inOrder.verdict).toBe('fail');
    expect(inOrder.counts.order).toBe(1);
  });

  it('with $top, stops after the queries that gave N in order, but reads every query to merge', () => {
    const first = { order: [{ property: 'Id' }], top: 2 } as const;
    const inOrder = cell(pattern('Id ge 1', { once: perTeam('in-order') }, first), 'once');
    expect(inOrder.verdict).toBe('pass');
    // Red holds ids 1 to 3: the blue query is never sent.
    expect(inOrder.cost).toMatchObject({ requests: 1, returned: 2 });
    const merged = cell(pattern('Id ge 1', { once: perTeam('by-row-key') }, first), 'once');
    expect(merged.verdict).toBe('pass');
    expect(merged.cost).toMatchObject({ requests: 2, returned: 2 });
  });

  it('places an error in the query of several that has it', () => {
    const c = cell(
      pattern('Team eq {team}', {
        once: {
          merge: 'in-order',
          queries: [{ filter: "PartitionKey eq '{team}'" }, { filter: 'Name eq' }],
        },
      }),
      'once',
    );
    expect(c.verdict).toBe('error');
    expect(c.errors[0]?.field).toEqual({ kind: 'query', designId: 'once', query: 1 });
  });
});

describe('entities a pattern also reads', () => {
  const cell = (p: ReturnType<typeof pattern>) =>
    checkRow(p, withOrigins).find((c) => c.designId === 'headed')!;
  const whole = { headed: "PartitionKey eq '{team}'" };

  it('counts a header row read with the records as a mismatch unless the pattern expects it', () => {
    const plain = cell(pattern('Team eq {team}', whole));
    // The header lists the team's three members: each comes twice.
    expect(plain.verdict).toBe('fail');
    expect(plain.counts.duplicate).toBe(3);
    const expecting = cell(pattern('Team eq {team}', whole, { alsoReads: ['header'] }));
    expect(expecting.verdict).toBe('pass');
    expect(expecting.delivered).toBe(3);
    expect(expecting.alsoRead).toBe(1);
    // The header is read and paid for: four entities in the partition.
    expect(expecting.cost).toMatchObject({ scanned: 4, returned: 4, indexReads: 0 });
  });

  it('knows the header with $top too (a page read back by keys), where it takes one of the N', () => {
    const c = cell(
      pattern('Team eq {team}', whole, { alsoReads: ['header'], top: 2, order: 'key' }),
    );
    // The service counts entities, not records: `$top=2` gives the header and one member.
    expect(c.alsoRead).toBe(1);
    expect(c.counts).toMatchObject({ missing: 1, extra: 0, duplicate: 0 });
  });
});
