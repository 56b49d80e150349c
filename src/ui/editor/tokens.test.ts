import { describe, expect, it } from 'vitest';
import { lexFilter } from './tokens';

const kinds = (text: string) => lexFilter(text).map((t) => `${t.kind}:${t.text}`);

describe('lexFilter', () => {
  it('tells keys, properties, operators, keywords and literals apart', () => {
    expect(kinds("PartitionKey eq 'Sales' and Age ge 30L or not IsActive")).toEqual([
      'key:PartitionKey',
      'operator:eq',
      "string:'Sales'",
      'keyword:and',
      'property:Age',
      'operator:ge',
      'number:30L',
      'keyword:or',
      'keyword:not',
      'property:IsActive',
    ]);
  });

  it('reads typed literals and doubled quotes as one token each', () => {
    expect(
      kinds("T lt datetime'2008-07-10T00:00:00Z' and N eq 'O''Brien' and B eq X'0aff'"),
    ).toEqual([
      'property:T',
      'operator:lt',
      "typed:datetime'2008-07-10T00:00:00Z'",
      'keyword:and',
      'property:N',
      'operator:eq',
      "string:'O''Brien'",
      'keyword:and',
      'property:B',
      'operator:eq',
      "typed:X'0aff'",
    ]);
  });

  it('keeps spans that cover the source and marks unterminated strings', () => {
    const text = "(Name eq 'abc";
    const tokens = lexFilter(text);
    expect(tokens.map((t) => text.slice(t.from, t.to))).toEqual(['(', 'Name', 'eq', "'abc"]);
    expect(tokens[3]?.closed).toBe(false);
  });

  it('does not treat upper-case keywords as keywords (the service is case-sensitive)', () => {
    expect(kinds('A EQ 1')).toEqual(['property:A', 'property:EQ', 'number:1']);
  });

  it('reads a minus sign before a digit as part of the number and marks stray characters', () => {
    expect(kinds('A eq -7 & B')).toEqual([
      'property:A',
      'operator:eq',
      'number:-7',
      'invalid:&',
      'property:B',
    ]);
  });
});
