import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterNode } from './ast';
import { type HighlightToken, highlightFilter } from './highlight';
import { parseFilter } from './parser';
import { SYSTEM_PROPERTIES } from './validate';

const kinds = (text: string) => highlightFilter(text).map((t) => `${t.kind}:${t.text}`);

describe('highlightFilter', () => {
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
    const tokens = highlightFilter(text);
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

  it('colours a typed literal the parser rejects as invalid, as the parser sees it', () => {
    expect(kinds("T eq datetime'2024-13-01T00:00:00Z'")).toEqual([
      'property:T',
      'operator:eq',
      "invalid:datetime'2024-13-01T00:00:00Z'",
    ]);
  });

  it('regression: typed-literal prefixes are case-sensitive in colouring as in parsing', () => {
    // The UI's own lexer coloured DATETIME'…' as a property followed by a string.
    expect(kinds("T eq DATETIME'2024-01-01T00:00:00Z'")).toEqual([
      'property:T',
      'operator:eq',
      "invalid:DATETIME'2024-01-01T00:00:00Z'",
    ]);
  });

  it('regression: only the four white-space characters the service knows separate tokens', () => {
    // A no-break space is not white space in $filter: the UI's /\s/ skipped it silently.
    expect(kinds('A eq\u00a01')).toEqual([
      'property:A',
      'operator:eq',
      'invalid:\u00a0',
      'number:1',
    ]);
  });
});

/** Every node span of a parsed filter with what it must be coloured as. */
function expectedColours(node: FilterNode, out: [number, number, string][]): void {
  switch (node.kind) {
    case 'or':
    case 'and':
      expectedColours(node.left, out);
      expectedColours(node.right, out);
      break;
    case 'not':
      expectedColours(node.operand, out);
      break;
    case 'compare': {
      const key = SYSTEM_PROPERTIES.includes(node.property);
      out.push([node.propertySpan.from, node.propertySpan.to, key ? 'key' : 'property']);
      const t = node.value.type;
      const kind =
        t === 'Edm.String'
          ? 'string'
          : t === 'Edm.Int32' || t === 'Edm.Int64' || t === 'Edm.Double'
            ? 'number'
            : t === 'Edm.Boolean'
              ? 'boolean'
              : 'typed';
      out.push([node.valueSpan.from, node.valueSpan.to, kind]);
      break;
    }
    case 'property':
      out.push([
        node.span.from,
        node.span.to,
        SYSTEM_PROPERTIES.includes(node.name) ? 'key' : 'property',
      ]);
      break;
    case 'bool':
      out.push([node.span.from, node.span.to, 'boolean']);
      break;
  }
}

/** Filter-ish text: the language's words and literals, plus noise, glued with random spacing. */
const filterText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'PartitionKey',
        'RowKey',
        'Age',
        'Name',
        'eq',
        'ne',
        'lt',
        'ge',
        'and',
        'or',
        'not',
        'EQ',
        'And',
        'true',
        'false',
        '(',
        ')',
        "'a''b'",
        "'x",
        '42',
        '-7',
        '30L',
        '4.5',
        '1.5E3',
        '1e1',
        '10.',
        "datetime'2024-01-01T00:00:00Z'",
        "DateTime'2024-01-01'",
        "guid'c9da6455-213d-42c9-9a79-3e9149a57833'",
        "X'0aff'",
        "X'0af'",
        '==',
        '&',
        '"',
        '\u00a0',
        'startswith(Name,',
        ',',
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 12 },
  )
  .chain((words) =>
    fc
      .array(fc.constantFrom(' ', '  ', '', '\t'), {
        minLength: words.length,
        maxLength: words.length,
      })
      .map((gaps) => words.map((w, i) => w + (gaps[i] ?? '')).join('')),
  );

describe('colouring agrees with the parser', () => {
  it('tokens are in order, inside the text, and never overlap', () => {
    fc.assert(
      fc.property(filterText, (text) => {
        let end = 0;
        for (const t of highlightFilter(text)) {
          expect(t.from).toBeGreaterThanOrEqual(end);
          expect(t.to).toBeGreaterThan(t.from);
          expect(t.to).toBeLessThanOrEqual(text.length);
          end = t.to;
        }
      }),
      { numRuns: 3000, seed: 1017 },
    );
  });

  it('a filter the parser accepts has no invalid token, and every operand is coloured as the parser read it', () => {
    let accepted = 0;
    fc.assert(
      fc.property(filterText, (text) => {
        const parsed = parseFilter(text);
        if (!parsed.ok || parsed.ast === null) return;
        accepted++;
        const tokens = highlightFilter(text);
        expect(tokens.filter((t) => t.kind === 'invalid')).toEqual([]);
        const at = new Map(tokens.map((t: HighlightToken) => [`${t.from}:${t.to}`, t.kind]));
        const expected: [number, number, string][] = [];
        expectedColours(parsed.ast, expected);
        for (const [from, to, kind] of expected) expect(at.get(`${from}:${to}`)).toBe(kind);
      }),
      { numRuns: 3000, seed: 1017 },
    );
    // The generator must reach the interesting case often, or the property says nothing.
    expect(accepted).toBeGreaterThan(100);
  });

  it('where the parser rejects a token as malformed, that token is coloured invalid', () => {
    let rejected = 0;
    fc.assert(
      fc.property(filterText, (text) => {
        const parsed = parseFilter(text);
        if (parsed.ok) return;
        const lexical = [
          'MALFORMED_NUMBER',
          'INT32_OUT_OF_RANGE',
          'INT64_OUT_OF_RANGE',
          'INVALID_DATETIME',
          'INVALID_GUID',
          'INVALID_BINARY',
          'LITERAL_PREFIX_CASE',
          'UNEXPECTED_CHARACTER',
        ];
        if (!lexical.includes(parsed.error.code)) return;
        rejected++;
        const token = highlightFilter(text).find((t) => t.from === parsed.error.from);
        expect(token?.kind).toBe('invalid');
      }),
      { numRuns: 3000, seed: 1017 },
    );
    expect(rejected).toBeGreaterThan(100);
  });
});
