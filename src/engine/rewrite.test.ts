import { describe, expect, it } from 'vitest';
import type { FilterNode } from './ast';
import { parseFilter } from './parser';
import { topLevelConjuncts, withPartitionKey, withRowKeyRange } from './rewrite';

const ge = (value: string) => ({ value, inclusive: true });
const gt = (value: string) => ({ value, inclusive: false });

describe('withPartitionKey', () => {
  it.each([
    ['', 'Sales', "PartitionKey eq 'Sales'"],
    ["LastName eq 'Jones'", 'Sales', "PartitionKey eq 'Sales' and LastName eq 'Jones'"],
    [
      "PartitionKey eq 'HR' and RowKey eq '000002'",
      'Sales',
      "PartitionKey eq 'Sales' and RowKey eq '000002'",
    ],
    // The replaced conjunct keeps its place among the others.
    [
      "Age gt 30 and PartitionKey eq 'HR' and LastName eq 'Smith'",
      'IT',
      "Age gt 30 and PartitionKey eq 'IT' and LastName eq 'Smith'",
    ],
    // A reversed comparison is a PartitionKey constraint like any other.
    ["'HR' eq PartitionKey and Age lt 40", 'IT', "PartitionKey eq 'IT' and Age lt 40"],
    // Bounds go too: a bound that excluded the clicked partition would make the plan empty.
    [
      "PartitionKey ge 'A' and PartitionKey lt 'C' and Age ge 18",
      'Sales',
      "PartitionKey eq 'Sales' and Age ge 18",
    ],
    // `or` at the top level is one conjunct: it is kept whole, in parentheses.
    [
      "LastName eq 'Jones' or LastName eq 'Smith'",
      'HR',
      "PartitionKey eq 'HR' and (LastName eq 'Jones' or LastName eq 'Smith')",
    ],
    // Residual PartitionKey comparisons (`ne`, under `not` or `or`) are not key constraints.
    // (The printer drops parentheses precedence does not need: `not` binds looser than `eq`.)
    [
      "PartitionKey ne 'HR' and not (PartitionKey eq 'IT')",
      'Sales',
      "PartitionKey eq 'Sales' and PartitionKey ne 'HR' and not PartitionKey eq 'IT'",
    ],
    // Keys are quoted as filter literals: a quote is doubled.
    ['', "O'Brien", "PartitionKey eq 'O''Brien'"],
    // Parentheses around conjuncts are flattened away, as the planner reads them.
    [
      "(PartitionKey eq 'HR' and (RowKey ge '1' and Age gt 3))",
      'IT',
      "PartitionKey eq 'IT' and RowKey ge '1' and Age gt 3",
    ],
  ])('%j with %j gives %j', (filter, pk, expected) => {
    expect(withPartitionKey(filter, pk)).toEqual({ ok: true, filter: expected });
  });

  it('returns the parse error of an invalid filter, span included', () => {
    const out = withPartitionKey("LastName EQ 'Jones'", 'HR');
    expect(out.ok).toBe(false);
    if (!out.ok) expect([out.error.from, out.error.to]).toEqual([9, 11]);
  });

  it('refuses a rewrite that would cross the 15-comparison limit', () => {
    const filter = Array.from({ length: 15 }, (_, i) => `Age ne ${i}`).join(' and ');
    const out = withPartitionKey(filter, 'HR');
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.code).toBe('rewrite-invalid');
      expect([out.error.from, out.error.to]).toEqual([0, filter.length]);
    }
  });
});

describe('withRowKeyRange', () => {
  it.each([
    [
      "PartitionKey eq 'Sales'",
      ge('0001'),
      gt('0002'),
      "PartitionKey eq 'Sales' and RowKey ge '0001' and RowKey lt '0002'",
    ],
    [
      "PartitionKey eq 'Sales' and RowKey ge '0001' and RowKey lt '0002' and Age gt 30",
      ge('000010'),
      { value: '000020', inclusive: true },
      "PartitionKey eq 'Sales' and RowKey ge '000010' and RowKey le '000020' and Age gt 30",
    ],
    // A point query becomes a range query.
    [
      "PartitionKey eq 'Sales' and RowKey eq '000002'",
      gt('000002'),
      null,
      "PartitionKey eq 'Sales' and RowKey gt '000002'",
    ],
    // With no RowKey constraint, the bounds go right after the PartitionKey constraint.
    [
      "LastName eq 'Smith' and PartitionKey eq 'HR' and Age gt 30",
      null,
      { value: 'm', inclusive: false },
      "LastName eq 'Smith' and PartitionKey eq 'HR' and RowKey lt 'm' and Age gt 30",
    ],
    // ... or first when there is none.
    ["LastName eq 'Smith'", ge('a'), null, "RowKey ge 'a' and LastName eq 'Smith'"],
    // Both ends null clears the RowKey constraints.
    [
      "PartitionKey eq 'HR' and RowKey ge 'a' and 'z' gt RowKey",
      null,
      null,
      "PartitionKey eq 'HR'",
    ],
    ['', null, null, ''],
  ] as const)('%j with %j, %j gives %j', (filter, lower, upper, expected) => {
    expect(withRowKeyRange(filter, lower, upper)).toEqual({ ok: true, filter: expected });
  });

  it('leaves RowKey comparisons under or/not alone', () => {
    expect(withRowKeyRange("RowKey eq 'a' or RowKey eq 'b'", ge('c'), null)).toEqual({
      ok: true,
      filter: "RowKey ge 'c' and (RowKey eq 'a' or RowKey eq 'b')",
    });
  });
});

describe('topLevelConjuncts', () => {
  it('flattens a 10,000-deep and chain without recursion', () => {
    const text = Array.from({ length: 15 }, (_, i) => `A eq ${i}`).join(' and ');
    const parsed = parseFilter(text);
    expect(parsed.ok && topLevelConjuncts(parsed.ast)).toHaveLength(15);
    // Build a deep chain by hand: the parser caps comparisons, the walker must not overflow.
    const node: FilterNode = { kind: 'bool', value: true, span: { from: 0, to: 0 } };
    let deep: FilterNode = node;
    for (let i = 0; i < 10_000; i++)
      deep = { kind: 'and', left: deep, right: node, span: node.span };
    expect(topLevelConjuncts(deep)).toHaveLength(10_001);
  });
});
