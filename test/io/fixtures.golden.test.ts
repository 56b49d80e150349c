/**
 * Golden files: every import variant in src/io/fixtures/ with the entities and rejected rows
 * (line, column, code and the message a user reads, in English) it must give. Run with
 * UPDATE_GOLDEN=1 to rewrite the expectations after a deliberate change, and review the diff.
 * The importers give codes; the words are said here as the import dialog says them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translate';
import { type ImportError, readODataJson, readTypedCsv } from '../../src/io';
import { sayImportError } from '../../src/state/import-messages';

const dir = fileURLToPath(new URL('../../src/io/fixtures', import.meta.url));
const en = createTranslator('en');

/** A problem as the golden files hold it: its fields, the message in English, in that order. */
function english(e: ImportError) {
  const { cause: _, ...rest } = e;
  return { ...rest, message: sayImportError(en, e) };
}
const inputs = readdirSync(dir).filter((f) => !f.endsWith('.expected.json'));

function read(file: string) {
  const text = readFileSync(join(dir, file), 'utf8');
  const result = file.endsWith('.csv') ? readTypedCsv(text) : readODataJson(text);
  return {
    entities: result.entities,
    errors: result.errors.map(english),
    rejected: result.rejected,
    fileError: result.fileError && english(result.fileError),
  };
}

describe('import fixtures', () => {
  it('cover every variant of issue 13', () => {
    expect(inputs.length).toBeGreaterThanOrEqual(13);
  });
  for (const file of inputs) {
    it(file, () => {
      const actual = read(file);
      const goldenPath = join(dir, `${file}.expected.json`);
      if (process.env.UPDATE_GOLDEN)
        writeFileSync(goldenPath, `${JSON.stringify(actual, null, 2)}\n`);
      expect(actual).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')));
    });
  }
});
