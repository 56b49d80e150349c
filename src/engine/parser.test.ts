import { describe, expect, it } from 'vitest';
import type { FilterError, FilterNode } from './ast';
import { coded } from './coded';
import { MAX_NESTING, parseFilter } from './parser';

function ast(text: string): FilterNode | null {
  const r = parseFilter(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${JSON.stringify(r.error.message)}`);
  return r.ast;
}

function error(text: string): FilterError {
  const r = parseFilter(text);
  if (r.ok) throw new Error(`${text} parsed`);
  return r.error;
}

/** The offending text an error's span underlines. */
function underlined(text: string): string {
  const e = error(text);
  return text.slice(e.from, e.to);
}

describe('parseFilter: accepted filters', () => {
  it('gives a null AST for the empty or all-blank filter', () => {
    expect(ast('')).toBeNull();
    expect(ast('  \t\n ')).toBeNull();
  });

  it('binds or < and < not < comparison', () => {
    const a = ast('not A eq 1 or B eq 2 and C eq 3');
    expect(a?.kind).toBe('or');
    if (a?.kind !== 'or') return;
    expect(a.left.kind).toBe('not');
    expect(a.right.kind).toBe('and');
  });

  it('groups and and or to the left', () => {
    const a = ast('A and B and C');
    expect(a?.kind === 'and' && a.left.kind === 'and' && a.right.kind === 'property').toBe(true);
  });

  it('normalizes reversed comparisons and keeps spans of property and value', () => {
    const text = "'S' le RowKey";
    const a = ast(text);
    expect(a).toMatchObject({ kind: 'compare', property: 'RowKey', op: 'ge', reversed: true });
    if (a?.kind !== 'compare') return;
    expect(text.slice(a.propertySpan.from, a.propertySpan.to)).toBe('RowKey');
    expect(text.slice(a.valueSpan.from, a.valueSpan.to)).toBe("'S'");
    expect(a.span).toEqual({ from: 0, to: text.length });
  });

  it('gives and/or spans that cover their parenthesized operands', () => {
    const text = "(PartitionKey eq 'Sales') and (RowKey eq '2')";
    expect(ast(text)?.span).toEqual({ from: 0, to: text.length });
  });

  it('reads every literal type', () => {
    const a = ast(
      "S eq 'O''Brien' and I eq -7 and L eq 42L and D eq 4.5 and E eq 1.5E3 and B eq true and T eq datetime'2008-07-10T00:00:00Z' and G eq guid'c9da6455-213d-42c9-9a79-3e9149a57833' and X1 eq X'0aff' and X2 eq binary'0AFF'",
    );
    const values: unknown[] = [];
    const walk = (n: FilterNode): void => {
      if (n.kind === 'and') {
        walk(n.left);
        walk(n.right);
      } else if (n.kind === 'compare') values.push(n.value);
    };
    if (a) walk(a);
    expect(values).toEqual([
      { type: 'Edm.String', value: "O'Brien" },
      { type: 'Edm.Int32', value: -7 },
      { type: 'Edm.Int64', value: 42n },
      { type: 'Edm.Double', value: 4.5 },
      { type: 'Edm.Double', value: 1500 },
      { type: 'Edm.Boolean', value: true },
      { type: 'Edm.DateTime', value: 633_512_448_000_000_000n },
      { type: 'Edm.Guid', value: 'c9da6455-213d-42c9-9a79-3e9149a57833' },
      { type: 'Edm.Binary', value: new Uint8Array([0x0a, 0xff]) },
      { type: 'Edm.Binary', value: new Uint8Array([0x0a, 0xff]) },
    ]);
  });

  it('accepts the Int32 and Int64 boundaries exactly', () => {
    expect(
      ast('A eq -2147483648 and B eq 2147483647 and C eq -9223372036854775808L'),
    ).not.toBeNull();
  });

  it('accepts true and false as predicates, also beside and/or', () => {
    expect(ast('false')).toMatchObject({ kind: 'bool', value: false });
    expect(ast('true and IsActive')?.kind).toBe('and');
  });

  it('reads a case-variant keyword in operand position as a property name', () => {
    expect(ast('NOT eq true')).toMatchObject({ kind: 'compare', property: 'NOT' });
    expect(ast('Not and And')?.kind).toBe('and');
  });
});

it('regression: CompareNode.valueSpan was the literal token (kind, bigint value), not {from, to}', () => {
  const literals = [
    "'x'",
    '42',
    '42L',
    '4.5',
    "datetime'2008-07-10T00:00:00Z'",
    "guid'c9da6455-213d-42c9-9a79-3e9149a57833'",
    "X'0aff'",
  ];
  for (const literal of literals) {
    const text = `P eq ${literal}`;
    const node = ast(text);
    if (node?.kind !== 'compare') throw new Error(`${text} is not a comparison`);
    // JSON.stringify threw on the token's bigint value (42L) and carried `kind` for the rest.
    expect(JSON.parse(JSON.stringify(node.valueSpan)), literal).toEqual({
      from: 5,
      to: text.length,
    });
    expect(Object.keys(node.valueSpan), literal).toEqual(['from', 'to']);
  }
  expect(() => JSON.stringify(ast("not (Name eq 'a') or Age lt 3"))).not.toThrow();
});

describe('parseFilter: errors carry a code, a span and a hint', () => {
  it('upper-case operators: says to write them lower-case', () => {
    const e = error("Name EQ 'x'");
    expect(e).toMatchObject({
      code: 'KEYWORD_CASE',
      from: 5,
      to: 7,
      hint: coded('engine.operatorsLowerCase', { text: 'eq' }),
    });
    expect(error('A eq 1 AND B eq 2')).toMatchObject({
      code: 'KEYWORD_CASE',
      hint: coded('engine.operatorsLowerCase', { text: 'and' }),
    });
    expect(error('A eq 1 Or B')).toMatchObject({
      code: 'KEYWORD_CASE',
      hint: coded('engine.operatorsLowerCase', { text: 'or' }),
    });
    expect(error('Not IsActive')).toMatchObject({
      code: 'KEYWORD_CASE',
      from: 0,
      to: 3,
      hint: coded('engine.operatorsLowerCase', { text: 'not' }),
    });
  });

  it('startswith: names the function and offers the range rewrite', () => {
    const text = "startswith(Name,'ab')";
    const e = error(text);
    expect(e.code).toBe('FUNCTION_NOT_SUPPORTED');
    expect(e.message).toEqual(coded('engine.functionNotSupported', { text: 'startswith' }));
    expect(text.slice(e.from, e.to)).toBe(text);
    expect(e.hint).toEqual(
      coded('engine.useKeyRange', { filter: "Name ge 'ab' and Name lt 'ac'" }),
    );
    // The OData v3 form, inside a larger filter.
    const text2 = "PartitionKey eq 'p' and startswith(LastName, 'Sm') eq true";
    expect(underlined(text2)).toBe("startswith(LastName, 'Sm')");
    expect(error(text2).hint?.params?.filter).toBe("LastName ge 'Sm' and LastName lt 'Sn'");
  });

  it('other functions: names the function', () => {
    for (const [text, name] of [
      ["substringof('ab', Name)", 'substringof'],
      ["contains(Name,'ab')", 'contains'],
      ["endswith(Name,'ab')", 'endswith'],
      ["tolower(Name) eq 'a'", 'tolower'],
    ] as const) {
      const e = error(text);
      expect(e.code).toBe('FUNCTION_NOT_SUPPORTED');
      expect(e.message.params?.text).toBe(name);
      expect(e.from).toBe(0);
    }
    expect(error("contains(Name,'ab')").hint?.code).toBe('engine.noSubstringHint');
  });

  it('regression: a call named like an Object.prototype member gets a coded hint or none', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const e = error(`${name}(Name) eq 1`);
      expect(e.code).toBe('FUNCTION_NOT_SUPPORTED');
      expect(e.hint).toBeUndefined();
    }
  });

  it('a prefix whose last character is U+FFFF rewrites to the next shorter prefix', () => {
    expect(error("startswith(N,'a\uffff')").hint?.params?.filter).toBe(
      "N ge 'a\uffff' and N lt 'b'",
    );
  });

  it('Int32 overflow: the service message, and the L hint', () => {
    const e = error('Big eq 123456789012');
    expect(e).toMatchObject({ code: 'INT32_OUT_OF_RANGE', from: 7, to: 19 });
    expect(e.message).toEqual(coded('engine.int32Range', { text: '123456789012' }));
    expect(e.hint).toEqual(coded('engine.int32RangeHint', { text: '123456789012L' }));
    expect(error('A eq 2147483648').code).toBe('INT32_OUT_OF_RANGE');
    expect(error('A eq -2147483649').code).toBe('INT32_OUT_OF_RANGE');
    expect(error('A eq 9223372036854775808L').code).toBe('INT64_OUT_OF_RANGE');
  });

  it('null is an error', () => {
    expect(error('Name eq null')).toMatchObject({ code: 'NULL_NOT_SUPPORTED', from: 8, to: 12 });
    expect(error('null').code).toBe('NULL_NOT_SUPPORTED');
  });

  it('more than 15 comparisons: the 16th is underlined', () => {
    const parts = Array.from({ length: 16 }, (_, i) => `RowKey eq '${i}'`);
    expect(ast(parts.slice(0, 15).join(' or '))).not.toBeNull();
    const text = parts.join(' or ');
    const e = error(text);
    expect(e.code).toBe('TOO_MANY_COMPARISONS');
    expect(text.slice(e.from, e.to)).toBe("RowKey eq '15'");
  });

  it('unterminated string: underlined from the quote to the end', () => {
    expect(error("Name eq 'O''Brien")).toMatchObject({
      code: 'UNTERMINATED_STRING',
      from: 8,
      to: 17,
    });
    expect(error("X eq datetime'2008").code).toBe('UNTERMINATED_STRING');
  });

  it('property-vs-property and literal-vs-literal comparisons', () => {
    expect(error('FirstName eq LastName')).toMatchObject({
      code: 'PROPERTY_COMPARISON',
      from: 0,
      to: 21,
    });
    expect(error('IsActive eq TRUE').hint).toEqual(
      coded('engine.literalsLowerCase', { text: 'true' }),
    );
    expect(error("'a' eq 'a'")).toMatchObject({ code: 'LITERAL_COMPARISON', from: 0, to: 10 });
    expect(error('true eq false').code).toBe('LITERAL_COMPARISON');
  });

  it('a comparison operand that is itself a condition', () => {
    expect(error('(A eq 1) eq true')).toMatchObject({ code: 'COMPARE_OPERAND', from: 0, to: 8 });
    expect(error('A eq 1 eq 2').code).toBe('CHAINED_COMPARISON');
  });

  it('non-Boolean filter: the service message', () => {
    for (const text of ['1', "'Sales'", '(4.5)', "datetime'2008-07-10T00:00:00Z'"]) {
      const e = error(text);
      expect(e.code).toBe('NOT_BOOLEAN');
      expect(e.message).toEqual(coded('engine.notBoolean'));
      expect(e.from).toBe(0);
    }
    expect(underlined("A eq 1 and 'x'")).toBe("'x'");
    expect(error('not 1').code).toBe('NOT_BOOLEAN');
  });

  it('arithmetic, in and has', () => {
    expect(error('Age add 1 eq 31')).toMatchObject({
      code: 'ARITHMETIC_NOT_SUPPORTED',
      from: 4,
      to: 7,
    });
    expect(error('Age mul 2 eq 60').code).toBe('ARITHMETIC_NOT_SUPPORTED');
    expect(error("Name in ('a','b')")).toMatchObject({ code: 'IN_NOT_SUPPORTED', from: 5, to: 7 });
    expect(error("Flags has 'a'")).toMatchObject({ code: 'HAS_NOT_SUPPORTED', from: 6, to: 9 });
    expect(error('Age eq 1 + 2')).toMatchObject({ code: 'UNEXPECTED_CHARACTER', from: 9, to: 10 });
    expect(error('Age eq -Other').code).toBe('UNEXPECTED_CHARACTER');
  });

  it('symbols from other languages: says which word to write', () => {
    expect(error("Name = 'x'")).toMatchObject({
      code: 'UNEXPECTED_CHARACTER',
      from: 5,
      to: 6,
      hint: coded('engine.write', { text: 'eq' }),
    });
    expect(error("Name != 'x'").hint).toEqual(coded('engine.write', { text: 'ne' }));
    expect(error('Age >= 3').hint).toEqual(coded('engine.write', { text: 'ge' }));
    expect(error('A && B').hint).toEqual(coded('engine.write', { text: 'and' }));
    expect(error('Name eq "x"').hint).toEqual(coded('engine.doubleQuoteHint'));
  });

  it('pasted URL forms: the $filter= prefix and percent-encoding', () => {
    expect(error("$filter=Name eq 'x'")).toMatchObject({
      code: 'UNEXPECTED_CHARACTER',
      from: 0,
      to: 1,
      hint: coded('engine.filterPrefixHint'),
    });
    expect(error("Name%20eq%20'x'")).toMatchObject({
      code: 'UNEXPECTED_CHARACTER',
      from: 4,
      to: 5,
    });
    expect(error("Name%20eq%20'x'").hint).toEqual(coded('engine.urlEncodedHint'));
  });

  it('malformed numbers', () => {
    expect(error('A eq 1e1')).toMatchObject({
      code: 'MALFORMED_NUMBER',
      from: 5,
      to: 8,
      hint: coded('engine.write', { text: '1.0e1' }),
    });
    expect(error('A eq 10.')).toMatchObject({
      code: 'MALFORMED_NUMBER',
      hint: coded('engine.write', { text: '10.0' }),
    });
    expect(error('A eq 12abc').code).toBe('MALFORMED_NUMBER');
    expect(error('A eq 1.5L').code).toBe('MALFORMED_NUMBER');
    expect(error('A eq 1.0E').code).toBe('MALFORMED_NUMBER');
    expect(error('A eq 1.0E999').code).toBe('DOUBLE_OUT_OF_RANGE');
  });

  it('bad typed literals', () => {
    expect(error("D eq datetime'2008-02-30T00:00:00Z'")).toMatchObject({
      code: 'INVALID_DATETIME',
      from: 5,
    });
    expect(error("D eq datetime'1600-12-31T23:59:59Z'").code).toBe('INVALID_DATETIME');
    expect(error("D eq datetime'2008-07-10T00:00:00.12345678Z'").code).toBe('INVALID_DATETIME');
    expect(error("G eq guid'xyz'").code).toBe('INVALID_GUID');
    expect(error("B eq X'0af'").code).toBe('INVALID_BINARY');
    expect(error("D eq DateTime'2008-07-10T00:00:00Z'")).toMatchObject({
      code: 'LITERAL_PREFIX_CASE',
      from: 5,
      to: 13,
      hint: coded('engine.write', { text: "datetime'2008-07-10T00:00:00Z'" }),
    });
    expect(error("D eq datetimeoffset'2008-07-10T00:00:00Z'").code).toBe('UNSUPPORTED_LITERAL');
  });

  it('unbalanced parentheses and missing operands', () => {
    expect(error('(A eq 1')).toMatchObject({ code: 'UNBALANCED_PAREN', from: 0, to: 1 });
    expect(error('A eq 1)')).toMatchObject({ code: 'UNBALANCED_PAREN', from: 6, to: 7 });
    expect(error('A eq')).toMatchObject({ code: 'EXPECTED_OPERAND', from: 4, to: 4 });
    expect(error('A eq 1 and')).toMatchObject({ code: 'EXPECTED_OPERAND', from: 10, to: 10 });
    expect(error('and A')).toMatchObject({ code: 'EXPECTED_OPERAND', from: 0, to: 3 });
    expect(error('()').code).toBe('EXPECTED_OPERAND');
    expect(error('A eq 1 B eq 2')).toMatchObject({ code: 'EXPECTED_OPERATOR', from: 7, to: 8 });
  });

  it('reports the first error in text order, lexical or not', () => {
    // The parse error (EQ) comes before the unterminated string.
    expect(error("A EQ 'x").code).toBe('KEYWORD_CASE');
    expect(error("A eq 'x").code).toBe('UNTERMINATED_STRING');
    // A non-Boolean left operand comes before an error in the right one.
    expect(error("1 or A eq 'x")).toMatchObject({ code: 'NOT_BOOLEAN', from: 0, to: 1 });
  });
});

describe('parseFilter: limits instead of stack overflows', () => {
  it('regression: 100,000 nested parentheses give an error, not a RangeError', () => {
    const text = `${'('.repeat(100_000)}A eq 1${')'.repeat(100_000)}`;
    const e = error(text);
    expect(e.code).toBe('TOO_DEEP');
    expect(e.from).toBe(MAX_NESTING);
  });

  it('100,000 nested nots give an error', () => {
    expect(error(`${'not '.repeat(100_000)}A`).code).toBe('TOO_DEEP');
  });

  it('a very long and-chain of bare properties gives an error', () => {
    expect(error(Array.from({ length: 100_000 }, () => 'A').join(' and ')).code).toBe('TOO_DEEP');
  });

  it('nesting up to the limit parses', () => {
    const text = `${'('.repeat(MAX_NESTING)}A eq 1${')'.repeat(MAX_NESTING)}`;
    expect(ast(text)?.kind).toBe('compare');
  });
});
