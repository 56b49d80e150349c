import { describe, expect, it } from 'vitest';
import { CODE_TARGETS, generateCode } from '../../codegen';
import { type Token, tokenize } from './highlight';

const QUERY = {
  endpoint: 'http://127.0.0.1:10002/devstoreaccount1',
  table: 'people',
  filter: "Name eq 'O''Brien #1' and Age ge 30 and Big gt 10L",
  select: ['Name', 'Age'],
  top: 50,
};

const kinds = (tokens: Token[], kind: Token['kind']) =>
  tokens.filter((t) => t.kind === kind).map((t) => t.text);

describe('tokenize', () => {
  it.each(CODE_TARGETS)('loses no text of the %s program', (target) => {
    const code = generateCode(target, QUERY);
    expect(
      tokenize(code, target)
        .map((t) => t.text)
        .join(''),
    ).toBe(code);
  });

  it('colours a JavaScript comment, string, number and keyword', () => {
    const tokens = tokenize('// note\nconst p0 = "O\'Brien \\"x\\"";\nconst n = 42;', 'javascript');
    expect(kinds(tokens, 'comment')).toEqual(['// note']);
    expect(kinds(tokens, 'string')).toEqual(['"O\'Brien \\"x\\""']);
    expect(kinds(tokens, 'number')).toEqual(['42']);
    expect(kinds(tokens, 'keyword')).toEqual(['const', 'const']);
  });

  it('reads a block comment whole, an apostrophe in it opening no string (the JavaScript toWire doc)', () => {
    const tokens = tokenize("/** The service's JSON. */\nfunction f() {}", 'javascript');
    expect(kinds(tokens, 'comment')).toEqual(["/** The service's JSON. */"]);
    expect(kinds(tokens, 'string')).toEqual([]);
    expect(kinds(tokens, 'keyword')).toEqual(['function']);
  });

  it('reads a Python docstring as one string, across lines', () => {
    const tokens = tokenize('"""Runs it.\n\nrun: X=\'y\' python3"""\nimport json', 'python');
    expect(kinds(tokens, 'string')).toEqual(['"""Runs it.\n\nrun: X=\'y\' python3"""']);
    expect(kinds(tokens, 'keyword')).toEqual(['import']);
  });

  it('in bash, # starts a comment only at the start of a word, and single quotes have no escapes', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's ${#s}, not a template.
    const tokens = tokenize("n=${#s} # count\necho 'a\\' x", 'rest');
    expect(kinds(tokens, 'comment')).toEqual(['# count']);
    expect(kinds(tokens, 'string')).toEqual(["'a\\'"]);
  });

  it('a string left open runs to the end without losing text', () => {
    expect(tokenize('x = "open', 'csharp')).toEqual([
      { kind: 'plain', text: 'x = ' },
      { kind: 'string', text: '"open' },
    ]);
  });
});
