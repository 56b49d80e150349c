/**
 * The files the explorer hands the user: exports of the data (named after what was loaded and
 * which part of it), and the report of an import's rejected rows.
 */
import type { Translator } from '../i18n/translate';
import type { ImportError } from '../io';
import type { ExportFormat } from '../protocol/exports';

/** Which entities an export holds: the current query's results or the whole table. */
export type ExportScope = 'results' | 'table';

/** A file name's extension per format (`.typed.csv` is what Storage Explorer's import looks for). */
const EXTENSION: Readonly<Record<ExportFormat, string>> = {
  'typed-csv': '.typed.csv',
  'odata-json': '.json',
};

/** The export's file name: the data's name without its extension, the scope, the format's extension. */
export function exportFileName(source: string, scope: ExportScope, format: ExportFormat): string {
  const base = source
    .replace(/(\.typed)?\.(csv|json|jsonl|txt)$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '-');
  return `${base || 'keyscope'}-${scope}${EXTENSION[format]}`;
}

/**
 * The rejected rows of an import as a text file: a summary line, then one line per row, in the
 * reader's language at download time (`sayRow` says one row).
 */
export function importReport(
  t: Translator,
  name: string,
  summary: {
    readonly count: number;
    readonly rejected: number;
    readonly errors: readonly ImportError[];
  },
  sayRow: (e: ImportError) => string,
): string {
  const kept = t.t('ui.import.entities', { count: summary.count });
  const rejected = t.t('ui.import.rows', { count: summary.rejected });
  const lines = [
    `${name}: ${t.t('ui.import.imported', { kept, rejected })}`,
    ...summary.errors.map(sayRow),
  ];
  if (summary.rejected > summary.errors.length) {
    lines.push(t.t('ui.import.reportMore', { count: summary.rejected - summary.errors.length }));
  }
  return `${lines.join('\n')}\n`;
}
