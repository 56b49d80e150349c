/**
 * The first visit's weight (issue 23): the entry and every chunk the built index.html preloads,
 * gzipped, hold to a budget, and the languages other than the reader's are not among them. A
 * size, not a timing, so it holds on any machine. It reads dist/, which scripts/test.sh builds
 * before the unit tests run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstVisitScripts, laterScripts } from '../../scripts/bundle-size.mjs';
import { CATALOGUES } from '../../src/i18n/catalogues';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');
const BUILT = existsSync(join(DIST, 'index.html'));
const NOT_BUILT =
  'dist/ is absent: build first (`npx vite build`; `npm test` builds before it runs)';

/** The budget: 200 KB gzipped, in the units (its 411 KB were 421,300 bytes). */
const BUDGET_BYTES = 200 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the first visit', () => {
  it('fetches at most 200 KB of gzipped JavaScript before the first render', (context) => {
    if (!BUILT) context.skip(NOT_BUILT);
    const scripts = firstVisitScripts(DIST);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const listing = scripts.map((s) => `${kb(s.gzip)} ${s.kind} ${s.file}`).join('\n');
    expect(scripts.some((s) => s.kind === 'entry')).toBe(true);
    expect(total, `${kb(total)} in all:\n${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('carries no translation: Chinese and Russian are chunks fetched for their readers', (context) => {
    if (!BUILT) context.skip(NOT_BUILT);
    const text = (file: string) => readFileSync(join(DIST, file), 'utf8');
    const first = firstVisitScripts(DIST).map((s) => text(s.file));
    const later = laterScripts(DIST).map((s) => text(s.file));
    for (const locale of ['zh-CN', 'ru'] as const) {
      const sample = CATALOGUES[locale]['ui.app.tagline'] as string;
      expect(
        first.filter((code) => code.includes(sample)),
        locale,
      ).toEqual([]);
      expect(
        later.filter((code) => code.includes(sample)),
        locale,
      ).toHaveLength(1);
    }
    expect(first.some((code) => code.includes(CATALOGUES.en['ui.app.tagline'] as string))).toBe(
      true,
    );
  });
});
