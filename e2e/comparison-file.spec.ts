/**
 * A comparison as a file (#28): saved, opened in a fresh browser to the same matrix, a hostile
 * file refused with a message and nothing changed, and the check report as Markdown.
 */
import { readFileSync } from 'node:fs';
import { cellNames, openCompare, openScenario } from './comparison';
import { expect, test } from './fixtures';
import { watchProblems } from './helpers';

test('a comparison saved as a file opens to the same matrix; a hostile file changes nothing', async ({
  page,
  browser,
}, info) => {
  const problems = watchProblems(page);
  await openScenario(page, 'Logs: by hour or hash-bucketed');
  const names = await cellNames(page);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as file' }).click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toBe('keyscope-logs.json');
  const path = info.outputPath('keyscope-logs.json');
  await saved.saveAs(path);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  expect(json.format).toBe('keyscope-comparison');
  expect(json.patterns[0].queries['log-hash-bucketed'].merge).toBe('by-row-key');

  const reporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Check report (Markdown)' }).click();
  const report = await reporting;
  const reportPath = info.outputPath('report.md');
  await report.saveAs(reportPath);
  const markdown = readFileSync(reportPath, 'utf8');
  expect(markdown).toContain('# Keyscope check report');
  expect(markdown).toMatch(/\| One hour of events \| ✓ Partition scan, \d+ requests?/);

  // The hash-bucketed design's data-access module: its key function hashes as Keyscope does.
  await page.getByLabel('Data-access module for').selectOption({ label: 'Hash-bucketed by hour' });
  // Each language's module: the file name it is imported by, and its functions for the design.
  for (const [language, file, lines] of [
    [
      'TypeScript',
      'log-hash-bucketed.ts',
      [
        'export async function insertLogEvent(',
        "const found = await read(tables, queries, 'by-row-key', undefined);",
        'return (await toRecords(tables, found, "LogEvent", ["log"])) as LogEvent[];',
      ],
    ],
    [
      'Python',
      'log_hash_bucketed.py',
      [
        'def insert_log_event(tables: TableFor, r: dict) -> None:',
        'found = _read(tables, queries, "by-row-key", None)',
        'return _to_records(tables, found, "LogEvent", ["log"])',
      ],
    ],
    [
      'C#',
      'LogHashBucketed.cs',
      [
        'public static Task InsertLogEventAsync(TableFor tables, LogEvent r) =>',
        'var found = await ReadAsync(tables, queries, true, null).ConfigureAwait(false);',
        'return values.Select(LogEventFrom).ToList();',
      ],
    ],
  ] as const) {
    const generating = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${language}` }).click();
    const generated = await generating;
    expect(generated.suggestedFilename()).toBe(file);
    const modulePath = info.outputPath(file);
    await generated.saveAs(modulePath);
    const source = readFileSync(modulePath, 'utf8');
    expect(source).toContain('Data access for the key design "Hash-bucketed by hour"');
    for (const line of lines) expect(source).toContain(line);
  }

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const otherProblems = watchProblems(other);
  await openCompare(other);
  await other.getByLabel('Open a file…').setInputFiles(path);
  await expect(
    other.getByRole('status').filter({ hasText: 'Opened keyscope-logs.json.' }),
  ).toBeVisible();
  expect(await cellNames(other)).toEqual(names);

  // A file whose pattern queries a design it does not have: refused, the matrix as it was.
  const hostile = info.outputPath('hostile.json');
  const bad = { ...json, patterns: [{ ...json.patterns[0], queries: { elsewhere: 'x' } }] };
  (await import('node:fs')).writeFileSync(hostile, JSON.stringify(bad));
  await other.getByLabel('Open a file…').setInputFiles(hostile);
  await expect(other.getByRole('alert')).toContainText(
    'hostile.json was not opened: Comparison: pattern 1 has a query for the design "elsewhere", which the file does not have',
  );
  await expect(other.getByRole('alert')).toContainText('Nothing was changed.');
  expect(await cellNames(other)).toEqual(names);
  await fresh.close();
  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
});
