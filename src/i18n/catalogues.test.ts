import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';
import { EN } from './catalogues/en';
import { PARTS } from './catalogues/parts';
import { LOCALES } from './locales';
import { placeholdersOf, textsOf } from './message';

const SRC = join(__dirname, '..');
const CATALOGUE_DIR = join(__dirname, 'catalogues');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === CATALOGUE_DIR ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('catalogues', () => {
  const keys = Object.keys(EN).sort();

  it.each(LOCALES)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(keys);
  });

  it.each(LOCALES)('%s keeps every placeholder of the English, in every form', (locale) => {
    const problems: string[] = [];
    for (const key of keys) {
      const english = new Set(textsOf(EN[key as keyof typeof EN]).flatMap(placeholdersOf));
      const message = CATALOGUES[locale][key as keyof typeof EN];
      for (const text of textsOf(message)) {
        const got = new Set(placeholdersOf(text));
        const missing = [...english].filter((p) => !got.has(p));
        const unknown = [...got].filter((p) => !english.has(p));
        if (missing.length + unknown.length > 0) {
          problems.push(`${key}: "${text}" misses {${missing}} / has unknown {${unknown}}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('%s gives every plural category its language uses', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [key, message] of Object.entries(CATALOGUES[locale])) {
      if (typeof message === 'string') continue;
      const missing = categories.filter((c) => !(c in message));
      if (missing.length > 0) problems.push(`${key} lacks ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('has no key in two parts (a later part would silently win)', () => {
    const seen = new Map<string, number>();
    for (const part of PARTS)
      for (const key of Object.keys(part.en)) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([key]) => key)).toEqual([]);
  });

  it('has no key that the code never uses', () => {
    const code = sourceFiles(SRC).map((f) => readFileSync(f, 'utf8'));
    // A room's declaration (`'design.x': 'name';` in its codes.ts) is no use: the key must be
    // said somewhere, which a quote not followed by a colon is.
    const said = (text: string, key: string) =>
      new RegExp(`'${key.replaceAll('.', '\\.')}'(?!\\??:)`).test(text);
    const unused = keys.filter((key) => !code.some((text) => said(text, key)));
    expect(unused).toEqual([]);
  });

  it('scans the source tree it means to (the check above cannot pass on an empty tree)', () => {
    const files = sourceFiles(SRC).map((f) => relative(SRC, f));
    expect(files).toContain('i18n/terms.ts');
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.startsWith('i18n/catalogues'))).toBe(false);
  });
});
