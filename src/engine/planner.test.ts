import { describe, expect, it } from 'vitest';
import type { Span } from './ast';
import { coded } from './coded';
import { parseFilter } from './parser';
import { ASSUME_MULTI_PARTITION, ASSUME_TOP_LEVEL_OR } from './plan-assumptions';
import { type PlanContext, planFilter } from './planner';
import type { Plan } from './query-types';

function plan(filter: string, context?: PlanContext): Plan {
  const parsed = parseFilter(filter);
  if (!parsed.ok) throw new Error(`test filter does not parse: ${parsed.error.code}`);
  return planFilter(parsed.ast, context);
}

const text = (filter: string, spans: readonly Span[]) =>
  spans.map((s) => filter.slice(s.from, s.to));

describe('cost classes of the "Design for querying" examples', () => {
  it('PartitionKey eq and RowKey eq is a point query', () => {
    const f = "(PartitionKey eq 'Sales') and (RowKey eq '2')";
    const p = plan(f);
    expect(p.costClass).toBe('point');
    expect(p.ranges).toEqual([
      {
        partitionKey: {
          lower: { value: 'Sales', inclusive: true },
          upper: { value: 'Sales', inclusive: true },
        },
        rowKey: { lower: { value: '2', inclusive: true }, upper: { value: '2', inclusive: true } },
      },
    ]);
    expect(text(f, p.seek)).toEqual(["PartitionKey eq 'Sales'", "RowKey eq '2'"]);
    expect(p.residual).toEqual([]);
  });

  it('PartitionKey eq with RowKey bounds is a range query over exactly those bounds', () => {
    const f = "PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'";
    const p = plan(f);
    expect(p.costClass).toBe('range');
    expect(p.ranges[0]!.rowKey).toEqual({
      lower: { value: 'S', inclusive: true },
      upper: { value: 'T', inclusive: false },
    });
    expect(p.seek).toHaveLength(3);
  });

  it('PartitionKey eq with a non-key condition is a partition scan with a residual', () => {
    const f = "PartitionKey eq 'Sales' and LastName eq 'Smith'";
    const p = plan(f);
    expect(p.costClass).toBe('partition-scan');
    expect(text(f, p.residual)).toEqual(["LastName eq 'Smith'"]);
    expect(p.ranges[0]!.rowKey).toEqual({ lower: null, upper: null });
  });

  it('a condition on a non-key property alone is a table scan, and says why', () => {
    const p = plan("LastName eq 'Jones'");
    expect(p.costClass).toBe('table-scan');
    expect(p.ranges).toEqual([
      { partitionKey: { lower: null, upper: null }, rowKey: { lower: null, upper: null } },
    ]);
    expect(p.explanation).toEqual([
      coded('engine.planNoPartitionKeyEq'),
      coded('engine.planResidualOne'),
    ]);
  });

  it('an `or` over RowKeys inside one partition is a partition scan, with a split suggestion', () => {
    const f = "PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')";
    const p = plan(f);
    expect(p.costClass).toBe('partition-scan');
    const note = p.warnings.find((w) => w.code === 'or-over-rowkey')!;
    expect(f.slice(note.span.from, note.span.to)).toBe("RowKey eq '121' or RowKey eq '322'");
    expect(note.suggestion).toEqual({
      label: coded('engine.splitInto', { count: 2 }),
      filter: "PartitionKey eq 'Sales' and RowKey eq '121'",
      moreQueries: ["PartitionKey eq 'Sales' and RowKey eq '322'"],
    });
  });

  it('RowKey eq alone is a table scan: RowKey does not seek without a partition', () => {
    const f = "RowKey eq '1'";
    const p = plan(f);
    expect(p.costClass).toBe('table-scan');
    expect(p.seek).toEqual([]);
    expect(text(f, p.residual)).toEqual([f]);
    expect(p.explanation).toEqual([coded('engine.planRowKeyWithoutPartitionKey')]);
  });
});

describe('planner rules (semantics.md §5)', () => {
  it('the empty filter is a table scan', () => {
    expect(planFilter(null).costClass).toBe('table-scan');
  });

  it('PartitionKey bounds without eq are a multi-partition scan; RowKey there is residual', () => {
    const f = "PartitionKey ge 'A' and PartitionKey lt 'C' and RowKey eq '1'";
    const p = plan(f);
    expect(p.costClass).toBe('multi-partition-scan');
    expect(p.ranges).toEqual([
      {
        partitionKey: {
          lower: { value: 'A', inclusive: true },
          upper: { value: 'C', inclusive: false },
        },
        rowKey: { lower: null, upper: null },
      },
    ]);
    expect(text(f, p.residual)).toEqual(["RowKey eq '1'"]);
    expect(p.assumptions).toContain(ASSUME_MULTI_PARTITION);
  });

  it('contradictory key constraints make an empty plan', () => {
    for (const f of [
      "PartitionKey eq 'a' and PartitionKey eq 'b'",
      "PartitionKey eq 'a' and RowKey gt 'x' and RowKey lt 'b'",
      "PartitionKey gt 'a' and PartitionKey lt 'a'",
    ]) {
      const p = plan(f);
      expect(p.costClass, f).toBe('empty');
      expect(p.ranges).toEqual([]);
    }
  });

  it('contradictory residual predicates still scan', () => {
    expect(plan("PartitionKey eq 'a' and Age eq 1 and Age eq 2").costClass).toBe('partition-scan');
    expect(plan('false').costClass).toBe('table-scan');
  });

  it('a PartitionKey bound beside an eq it allows does not change the class', () => {
    const p = plan("PartitionKey eq 'b' and PartitionKey ge 'a' and RowKey eq '1'");
    expect(p.costClass).toBe('point');
  });

  it('a top-level `or` is a table scan, even over point queries, and suggests one query each', () => {
    const f = "(PartitionKey eq 'a' and RowKey eq '1') or (PartitionKey eq 'b' and RowKey eq '2')";
    const p = plan(f);
    expect(p.costClass).toBe('table-scan');
    expect(p.assumptions).toContain(ASSUME_TOP_LEVEL_OR);
    const note = p.warnings.find((w) => w.code === 'top-level-or')!;
    expect(note.span).toEqual({ from: 0, to: f.length });
    expect(note.suggestion!.filter).toBe("PartitionKey eq 'a' and RowKey eq '1'");
    expect(note.suggestion!.moreQueries).toEqual(["PartitionKey eq 'b' and RowKey eq '2'"]);
  });

  it('`not` is never pushed inward: a negated key comparison is residual', () => {
    const f = "PartitionKey eq 'a' and not (RowKey lt 'm')";
    const p = plan(f);
    expect(p.costClass).toBe('partition-scan');
    expect(text(f, p.residual)).toEqual(["not (RowKey lt 'm')"]);
  });

  it('`ne` on a key and a non-string literal on a key do not seek', () => {
    expect(plan("PartitionKey ne 'a'").costClass).toBe('table-scan');
    expect(plan('PartitionKey eq 1').costClass).toBe('table-scan');
  });

  it('a reversed comparison seeks like the plain one', () => {
    const p = plan("'Sales' eq PartitionKey and 'S' le RowKey");
    expect(p.costClass).toBe('range');
    expect(p.ranges[0]!.rowKey.lower).toEqual({ value: 'S', inclusive: true });
  });
});

describe('plan notes', () => {
  it('praises a prefix match written as a range, over the span of both bounds', () => {
    const f = "PartitionKey eq 'p' and RowKey ge 'ab' and RowKey lt 'ac'";
    const note = plan(f).warnings.find((w) => w.code === 'prefix-range')!;
    expect(note.severity).toBe('info');
    expect(f.slice(note.span.from, note.span.to)).toBe("RowKey ge 'ab' and RowKey lt 'ac'");
    expect(plan("PartitionKey eq 'p' and RowKey ge 'ab' and RowKey lt 'ad'").warnings).toEqual([]);
  });

  it('warns about bounds on keys that hold unpadded numbers, and pads the literal', () => {
    const f = "PartitionKey eq 'p' and RowKey ge '9' and RowKey lt '100'";
    const p = plan(f, { unpaddedKeys: { rowKey: 3 } });
    const notes = p.warnings.filter((w) => w.code === 'unpadded-number-key');
    expect(notes.map((n) => f.slice(n.span.from, n.span.to))).toEqual([
      "RowKey ge '9'",
      "RowKey lt '100'",
    ]);
    expect(notes[0]!.suggestion!.filter).toBe(
      "PartitionKey eq 'p' and RowKey ge '009' and RowKey lt '100'",
    );
    expect(notes[1]!.suggestion).toBeUndefined();
    expect(plan(f, { unpaddedKeys: { rowKey: null } }).warnings).toEqual([]);
  });

  it('warns when a literal type cannot match the stored type, with the typed rewrite', () => {
    const context: PlanContext = {
      propertyTypes: {
        Age: { 'Edm.Int32': 10 },
        Big: { 'Edm.Int64': 10 },
        Price: { 'Edm.Double': 8, 'Edm.Int32': 0 },
        When: { 'Edm.DateTime': 3 },
      },
    };
    const cases: Array<[string, string, string]> = [
      ['Age eq 30L', '30L', 'Age eq 30'],
      ['Big gt 5', '5', 'Big gt 5L'],
      ['Price le 3', '3', 'Price le 3.0'],
      [
        "When ge '2020-01-01T00:00:00Z'",
        "'2020-01-01T00:00:00Z'",
        "When ge datetime'2020-01-01T00:00:00.0000000Z'",
      ],
      ['PartitionKey eq 5', '5', "PartitionKey eq '5'"],
    ];
    for (const [f, literal, fixed] of cases) {
      const note = plan(f, context).warnings.find((w) => w.code === 'literal-type-mismatch');
      expect(note, f).toBeDefined();
      expect(f.slice(note!.span.from, note!.span.to)).toBe(literal);
      expect(note!.suggestion!.filter).toBe(fixed);
    }
    expect(plan('Age eq 30', context).warnings).toEqual([]);
  });

  it('warns when the literal type is only the minority type stored for the property', () => {
    const context: PlanContext = { propertyTypes: { Age: { 'Edm.Int32': 9, 'Edm.Int64': 1 } } };
    const note = plan('Age eq 30L', context).warnings[0]!;
    expect(note.code).toBe('literal-type-mismatch');
    expect(note.message).toEqual(
      coded('engine.noteTypeMismatchSome', {
        property: 'Age',
        stored: 'Edm.Int32',
        literal: 'Edm.Int64',
        count: 1,
      }),
    );
    expect(note.suggestion!.filter).toBe('Age eq 30');
    expect(plan('Age eq 30', context).warnings).toEqual([]);
  });

  it('says when no entity has the compared property', () => {
    const note = plan('Agee eq 30', { propertyTypes: {} }).warnings[0]!;
    expect(note.code).toBe('missing-property');
    expect(note.span).toEqual({ from: 0, to: 4 });
  });

  it('a miscased property in a filter (`Lastname`) gets a did-you-mean `LastName`, as template errors do', () => {
    const context = { propertyTypes: { LastName: { 'Edm.String': 3 } } };
    const note = plan("Lastname eq 'Jones'", context).warnings[0]!;
    expect(note.code).toBe('missing-property');
    expect(note.message).toEqual(
      coded('engine.noteMissingPropertyNear', { property: 'Lastname', near: 'LastName' }),
    );
    expect(note.suggestion!.filter).toBe("LastName eq 'Jones'");
    expect(plan("partitionkey eq 'a'", context).warnings[0]!.suggestion!.filter).toBe(
      "PartitionKey eq 'a'",
    );
  });

  it('warns about an `or` over PartitionKeys inside the conjuncts, splitting the rest along', () => {
    const f = "(PartitionKey eq 'a' or PartitionKey eq 'b') and Age gt 3";
    const note = plan(f).warnings.find((w) => w.code === 'or-over-partitionkey')!;
    expect(note.suggestion!.filter).toBe("PartitionKey eq 'a' and Age gt 3");
    expect(note.suggestion!.moreQueries).toEqual(["PartitionKey eq 'b' and Age gt 3"]);
  });

  it('regression: plan spans copied the parser value token (kind, bigint value) and broke JSON', () => {
    const p = plan('PartitionKey eq 5 and Age eq 1L', {
      propertyTypes: { Age: { 'Edm.Int32': 1 } },
    });
    for (const s of [...p.seek, ...p.residual, ...p.warnings.map((w) => w.span)]) {
      expect(Object.keys(s).sort()).toEqual(['from', 'to']);
    }
    expect(() => JSON.stringify(p)).not.toThrow();
  });
});
