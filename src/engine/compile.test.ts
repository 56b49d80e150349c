import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterNode } from './ast';
import { compileConjuncts, compileFilter, compileScan, propertyKey } from './compile';
import type { EdmValue } from './edm';
import type { StoredEntity } from './entity';
import { parseFilter } from './parser';
import { arbFilterAst, arbStoredEntity } from './testing/arbitraries';
import { referenceEvaluate } from './testing/reference';

const TS_2008 = 633_512_448_000_000_000n; // 2008-07-10T00:00:00Z

function entity(properties: Record<string, EdmValue>, pk = 'Sales', rk = '2'): StoredEntity {
  return { PartitionKey: pk, RowKey: rk, Timestamp: TS_2008, properties };
}

function matches(filter: string, e: StoredEntity): boolean {
  const r = parseFilter(filter);
  if (!r.ok) throw new Error(`${filter}: ${r.error.message}`);
  return compileFilter(r.ast)(e);
}

const jones = entity({
  LastName: { type: 'Edm.String', value: 'Jones' },
  Age: { type: 'Edm.Int32', value: 30 },
  Big: { type: 'Edm.Int64', value: 10n },
  Price: { type: 'Edm.Double', value: 10 },
  IsActive: { type: 'Edm.Boolean', value: true },
  Retired: { type: 'Edm.Boolean', value: false },
  Joined: { type: 'Edm.DateTime', value: TS_2008 },
  Id: { type: 'Edm.Guid', value: 'c9da6455-213d-42c9-9a79-3e9149a57833' },
  Blob: { type: 'Edm.Binary', value: new Uint8Array([0x0a, 0xff]) },
  Ratio: { type: 'Edm.Double', value: Number.NaN },
});

describe('compileFilter', () => {
  it('matches every entity for the empty filter', () => {
    expect(compileFilter(null)(jones)).toBe(true);
  });

  it('reads PartitionKey and RowKey as strings and Timestamp as a DateTime', () => {
    expect(matches("PartitionKey eq 'Sales' and RowKey eq '2'", jones)).toBe(true);
    expect(matches("RowKey gt '10'", jones)).toBe(true); // ordinal: '2' > '10'
    expect(matches("Timestamp eq datetime'2008-07-10T00:00:00Z'", jones)).toBe(true);
    expect(matches("Timestamp eq '2008-07-10T00:00:00Z'", jones)).toBe(false);
    expect(matches('PartitionKey eq 2', entity({}, '2'))).toBe(false);
  });

  it('is false on a missing property, ne included, and not makes it true', () => {
    expect(matches("Missing eq 'x'", jones)).toBe(false);
    expect(matches("Missing ne 'x'", jones)).toBe(false);
    expect(matches("not (Missing eq 'x')", jones)).toBe(true);
    expect(matches('Missing', jones)).toBe(false);
    expect(matches('not Missing', jones)).toBe(true);
  });

  it('is false when the literal type differs from the stored type, ne included', () => {
    expect(matches('Age eq 30L', jones)).toBe(false);
    expect(matches('Age ne 30L', jones)).toBe(false);
    expect(matches('Price eq 10', jones)).toBe(false);
    expect(matches('Price eq 10.0', jones)).toBe(true);
    expect(matches("Big eq '10'", jones)).toBe(false);
    expect(matches('Big eq 10L', jones)).toBe(true);
    expect(matches("Age eq '30'", jones)).toBe(false);
  });

  it('orders each type as semantics.md §3 says', () => {
    expect(matches("LastName gt 'Jo' and LastName lt 'Jp'", jones)).toBe(true);
    expect(matches("LastName lt 'jones'", jones)).toBe(true); // case-sensitive ordinal
    expect(matches('Age ge 30 and Age lt 31 and 29 lt Age', jones)).toBe(true);
    expect(matches('Big gt 9L and Big le 10L', jones)).toBe(true);
    expect(matches("Joined gt datetime'2008-07-09T23:59:59.9999999Z'", jones)).toBe(true);
    expect(matches("Joined gt datetime'2008-07-10T00:00:00.0000001Z'", jones)).toBe(false);
    expect(matches("Id eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833'", jones)).toBe(true);
    expect(matches("Id lt guid'd0000000-0000-0000-0000-000000000000'", jones)).toBe(true);
    expect(matches("Blob eq X'0aff' and Blob gt X'0a' and Blob lt X'0b'", jones)).toBe(true);
    expect(matches('Retired lt true and IsActive gt false', jones)).toBe(true);
  });

  it('treats a bare property as true only for a stored Boolean true', () => {
    expect(matches('IsActive', jones)).toBe(true);
    expect(matches('Retired', jones)).toBe(false);
    expect(matches('LastName', jones)).toBe(false);
    expect(matches('not Retired and IsActive', jones)).toBe(true);
    expect(matches('false or IsActive', jones)).toBe(true);
  });

  it('compares a stored NaN as IEEE does: only ne holds', () => {
    expect(matches('Ratio eq 1.0', jones)).toBe(false);
    expect(matches('Ratio lt 1.0 or Ratio ge 1.0', jones)).toBe(false);
    expect(matches('Ratio ne 1.0', jones)).toBe(true);
  });

  it('reads reversed comparisons the same as their normal form', () => {
    expect(matches('31 gt Age', jones)).toBe(true);
    expect(matches('30 gt Age', jones)).toBe(false);
    expect(matches("'Jones' eq LastName", jones)).toBe(true);
  });

  it('does not see Object.prototype members as properties', () => {
    const bare = entity({});
    expect(matches("constructor ne 'x'", bare)).toBe(false);
    expect(matches('toString', bare)).toBe(false);
    expect(matches('not __proto__', bare)).toBe(true);
  });

  it('agrees with the reference interpreter on random filters and entities', () => {
    fc.assert(
      fc.property(
        arbFilterAst(),
        fc.array(arbStoredEntity(), { minLength: 1, maxLength: 8 }),
        (ast, entities) => {
          const compiled = compileFilter(ast);
          for (const e of entities) expect(compiled(e)).toBe(referenceEvaluate(ast, e));
        },
      ),
      { numRuns: 1500, seed: 20260302 },
    );
  });
});

describe('compileConjuncts', () => {
  it('matches every entity for no conjuncts', () => {
    expect(compileConjuncts([])(jones)).toBe(true);
  });

  it('is true exactly when every conjunct is, on random conjuncts and entities', () => {
    fc.assert(
      fc.property(
        fc.array(arbFilterAst({}), { maxLength: 3 }),
        fc.array(arbStoredEntity(), { minLength: 1, maxLength: 6 }),
        (conjuncts, entities) => {
          const compiled = compileConjuncts(conjuncts);
          for (const e of entities) {
            expect(compiled(e)).toBe(conjuncts.every((c) => referenceEvaluate(c, e)));
          }
        },
      ),
      { numRuns: 500, seed: 20261122 },
    );
  });
});

describe('compileScan', () => {
  const conjunctsOf = (filter: string): FilterNode[] => {
    const r = parseFilter(filter);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.ast === null ? [] : [r.ast];
  };

  /**
   * Searches `es` from `from`, both ways the finder may go: through the partition's columns
   * (the first search of a partition reads all of it) and per entity (the first search reads
   * a window under an eighth of a fresh partition, so no column is built).
   */
  const searches = (conjuncts: FilterNode[], es: StoredEntity[], from: number): number[] => {
    const viaColumns = compileScan(conjuncts).find;
    const wide = { partitionKey: 'Sales', entities: es };
    viaColumns(wide, 0, es.length);
    const perEntity = compileScan(conjuncts).find;
    const narrow = { partitionKey: 'Sales', entities: es };
    const small = Math.floor(es.length / 8) - 1;
    const answers = [viaColumns(wide, from, es.length)];
    if (small >= 0) {
      perEntity(narrow, 0, small);
      answers.push(perEntity(narrow, from, es.length));
    }
    return answers;
  };

  /** The reference answer: the first index in [from, to) whose entity every conjunct accepts. */
  const firstMatch = (conjuncts: FilterNode[], es: StoredEntity[], from: number, to: number) => {
    for (let i = from; i < to; i++) {
      if (conjuncts.every((c) => referenceEvaluate(c, es[i]!))) return i;
    }
    return to;
  };

  it('finds the first accepted entity of a range, for the specialized single equalities too', () => {
    const others = [
      entity({ LastName: { type: 'Edm.String', value: 'Smith' } }),
      entity({ LastName: { type: 'Edm.Int32', value: 3 } }),
      entity({}),
    ];
    const es = [...others, jones, ...others, jones, ...others, ...others, ...others];
    for (const filter of [
      "LastName eq 'Jones'",
      'IsActive',
      'Big eq 10L',
      'Price eq 10.0',
      'Age eq 30',
      "Id eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833'",
      "Joined eq datetime'2008-07-10T00:00:00Z'",
      'Ratio eq 1.0',
      "LastName eq 'Nobody'",
      "Blob eq X'0aff'",
    ]) {
      const conjuncts = conjunctsOf(filter);
      const { test } = compileScan(conjuncts);
      for (let from = 0; from <= es.length; from++) {
        const expected = firstMatch(conjuncts, es, from, es.length);
        expect(searches(conjuncts, es, from), `${filter} from ${from}`).toEqual([
          expected,
          expected,
        ]);
      }
      for (const e of es) expect(test(e)).toBe(referenceEvaluate(conjuncts[0]!, e));
    }
  });

  it('agrees with the reference interpreter on random conjuncts, entities and ranges', () => {
    fc.assert(
      fc.property(
        fc.array(arbFilterAst({}), { maxLength: 2 }),
        fc.array(arbStoredEntity(), { maxLength: 20 }),
        fc.nat(20),
        (conjuncts, drawn, start) => {
          // One partition: its entities share the PartitionKey the column scan reads from it.
          const es = drawn.map((e) => ({ ...e, PartitionKey: 'Sales' }));
          const from = Math.min(start, es.length);
          const expected = firstMatch(conjuncts, es, from, es.length);
          for (const found of searches(conjuncts, es, from)) expect(found).toBe(expected);
        },
      ),
      { numRuns: 500, seed: 20261123 },
    );
  });
});

describe('propertyKey', () => {
  it('returns the same text, __proto__ and digit-only names included', () => {
    for (const name of ['LastName', 'x'.slice(0), '__proto__', '0', '_a1']) {
      expect(propertyKey(`${name}`)).toBe(name);
    }
  });
});
