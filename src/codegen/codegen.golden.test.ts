/**
 * Golden programs for every target, for one query holding what could break a generator (quotes,
 * `$()`, backticks, a newline, unicode, every non-string literal type). C# is checked only here,
 * since .NET cannot run on these machines; the other four also run against Azurite in
 * test/codegen. UPDATE_GOLDEN=1 rewrites the files; review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODE_FILE_NAMES, CODE_TARGETS, generateCode } from '.';

const dir = fileURLToPath(new URL('./fixtures', import.meta.url));

const QUERY = {
  endpoint: 'http://127.0.0.1:10002/devstoreaccount1',
  table: 'people',
  filter: [
    "(Name eq 'O''Brien \"x\" $(id) `id`\nline 2 😀' or Name ge 'Zoë')",
    "and Big gt 10L and When lt datetime'2020-01-01T00:00:00.1234567Z'",
    "and not (Id eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833') and Bin ne X'0aff'",
    'and Dbl le 2.5 and Age ge 30 and Flag eq true',
  ].join(' '),
  select: ['Name', 'Age'],
  top: 50,
};

describe('generated programs', () => {
  for (const target of CODE_TARGETS) {
    it(`${target} matches its golden file`, () => {
      const code = generateCode(target, QUERY);
      // `.txt`, so the formatter leaves the generated text exactly as generated.
      const path = join(dir, `golden-${CODE_FILE_NAMES[target]}.txt`);
      if (process.env.UPDATE_GOLDEN) writeFileSync(path, code);
      expect(code).toBe(readFileSync(path, 'utf8'));
      expect(code).toContain('AZURE_TABLES_SAS');
      // The user's string never appears raw, only escaped in a string constant or encoded (az
      // passes it inside one single-quoted bash word, which expands nothing).
      if (target !== 'azcli') expect(code).not.toContain('$(id) `id`\nline 2');
    });
  }

  it('a query that cannot run gives a program that only says why, in comments', () => {
    for (const target of CODE_TARGETS) {
      const code = generateCode(target, { ...QUERY, filter: "Name eq 'open\n$(rm -rf ~)" });
      const lines = code.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^(\/\/|#) No code: The filter has an error: /);
      expect(lines.every((l) => l.startsWith('// ') || l.startsWith('# '))).toBe(true);
    }
    expect(generateCode('python', { ...QUERY, top: 0 })).toBe(
      '# No code: $top must be a whole number from 1 to 1000, not 0\n',
    );
    expect(generateCode('rest', { ...QUERY, select: ['bad name'] })).toBe(
      "# No code: $select names a property that cannot exist: 'bad name'\n",
    );
  });
});
