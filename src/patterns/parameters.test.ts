import { describe, expect, it } from 'vitest';
import { literalOf, readParameters } from './parameters';
import { substitute } from './substitute';

describe('pattern parameters', () => {
  it('reads each kind of literal with its Edm type', () => {
    expect(literalOf('a', "'x'")).toEqual({ type: 'Edm.String', value: 'x' });
    expect(literalOf('a', '-42')).toEqual({ type: 'Edm.Int32', value: -42 });
    expect(literalOf('a', '42L')).toEqual({ type: 'Edm.Int64', value: 42n });
    expect(literalOf('a', 'false')).toEqual({ type: 'Edm.Boolean', value: false });
    expect(literalOf('a', "datetime'2024-03-01T00:00:00Z'")).toMatchObject({
      type: 'Edm.DateTime',
    });
  });

  it('refuses anything but one literal, naming the parameter', () => {
    for (const text of ["'a' or true", 'Sales', "'a') or (1 eq 1", '', "'unclosed"]) {
      const r = literalOf('dept', text);
      expect(r, text).toMatchObject({ field: { kind: 'parameter', parameter: 'dept' } });
      expect(r, text).toMatchObject({ message: { params: { name: 'dept' } } });
    }
  });

  it('refuses bad and repeated names', () => {
    const r = readParameters([
      { name: '1x', value: '1' },
      { name: 'a', value: '1' },
      { name: 'a', value: '2' },
    ]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.map((e) => e.message)).toEqual([
      { code: 'patterns.badParameterName', params: { name: '1x' } },
      { code: 'patterns.duplicateParameter', params: { name: 'a' } },
    ]);
  });
});

describe('placeholder substitution', () => {
  const values = readParameters([
    { name: 's', value: "'it''s'" },
    { name: 'n', value: '7' },
    { name: 't', value: "datetime'2025-01-15T09:00:00Z'" },
  ]);
  if (!values.ok) throw new Error('fixture');
  const fill = (template: string) => substitute(template, values.values, { kind: 'intent' });

  it('writes a canonical literal outside quotes and key text with quotes doubled inside', () => {
    expect(fill('A eq {s} and B eq {n} and C eq {t}')).toEqual({
      ok: true,
      text: "A eq 'it''s' and B eq 7 and C eq datetime'2025-01-15T09:00:00.0000000Z'",
    });
    expect(fill("RowKey eq 'k_{s}_{n|pad:3}_{t|format:yyyyMMddHH}'")).toEqual({
      ok: true,
      text: "RowKey eq 'k_it''s_007_2025011509'",
    });
  });

  it('keeps a doubled quote in the template inside the string', () => {
    expect(fill("RowKey eq 'O''{n}'")).toEqual({ ok: true, text: "RowKey eq 'O''7'" });
  });

  it('places an unclosed placeholder, an unclosed quote and a function outside quotes', () => {
    expect(fill('A eq {s')).toMatchObject({ ok: false, error: { span: { from: 5, to: 7 } } });
    expect(fill("A eq 'x")).toMatchObject({
      ok: false,
      error: { message: { code: 'patterns.unclosedQuote' } },
    });
    expect(fill('A eq {n|pad:3}')).toMatchObject({
      ok: false,
      error: { hint: { code: 'patterns.hintQuoted' } },
    });
  });
});
