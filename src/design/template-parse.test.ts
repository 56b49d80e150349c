import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATE_LENGTH, parseTemplate } from './template-parse';

function errorOf(source: string) {
  const p = parseTemplate(source);
  if (p.ok) throw new Error(`${source} parsed`);
  return p.error;
}

describe('parseTemplate', () => {
  it('splits literals and placeholders, with spans into the source', () => {
    const p = parseTemplate('empid_{EmployeeId|pad:6}');
    expect(p).toEqual({
      ok: true,
      parts: [
        { kind: 'literal', text: 'empid_', span: { from: 0, to: 6 } },
        {
          kind: 'field',
          property: 'EmployeeId',
          span: { from: 6, to: 24 },
          propertySpan: { from: 7, to: 17 },
          functions: [
            { name: 'pad', arg: '6', span: { from: 18, to: 23 }, argSpan: { from: 22, to: 23 } },
          ],
        },
      ],
    });
  });

  it('reads doubled braces as literal braces', () => {
    const p = parseTemplate('{{x}}_{A}');
    expect(p.ok && p.parts[0]).toEqual({ kind: 'literal', text: '{x}_', span: { from: 0, to: 6 } });
  });

  it('lets a format argument hold colons and dots, up to the next | or }', () => {
    const p = parseTemplate('{T|format:mm:ss.fffffff|lower}');
    if (!p.ok || p.parts[0]!.kind !== 'field') throw new Error('no field');
    expect(p.parts[0]!.functions.map((f) => [f.name, f.arg])).toEqual([
      ['format', 'mm:ss.fffffff'],
      ['lower', null],
    ]);
  });

  it('reads $type as the type placeholder and refuses other $ names', () => {
    const p = parseTemplate('{$type}_');
    expect(p.ok && p.parts[0]!.kind === 'field' && p.parts[0]!.property).toBe('$type');
    expect(errorOf('{$kind}')).toMatchObject({
      code: 'UNKNOWN_PROPERTY',
      span: { from: 1, to: 6 },
    });
  });

  it.each([
    ['a{B', 'UNCLOSED_PLACEHOLDER', 1, 3],
    ['a}b', 'UNMATCHED_BRACE', 1, 2],
    ['x{}', 'EMPTY_PLACEHOLDER', 1, 3],
    ['{ A}', 'UNEXPECTED_CHARACTER', 1, 2],
    ['{A |pad:2}', 'UNEXPECTED_CHARACTER', 2, 3],
    ['{A|}', 'UNEXPECTED_CHARACTER', 2, 3],
    ['{A|9}', 'UNEXPECTED_CHARACTER', 3, 4],
    ['{1A}', 'UNEXPECTED_CHARACTER', 1, 2],
  ])('%s: %s at %i..%i', (source, code, from, to) => {
    expect(errorOf(source)).toMatchObject({ code, span: { from, to } });
  });

  it('every error has a message and the unclosed one a hint', () => {
    const e = errorOf('{Department');
    expect(e.message).toEqual({ code: 'design.unclosedPlaceholder', params: { offset: 0 } });
    expect(e.hint?.code).toBe('design.hintCloseBrace');
  });

  it('refuses a template longer than the limit, pointing past the limit', () => {
    const e = errorOf('x'.repeat(MAX_TEMPLATE_LENGTH + 5));
    expect(e).toMatchObject({ code: 'TEMPLATE_TOO_LONG', span: { from: MAX_TEMPLATE_LENGTH } });
  });
});
