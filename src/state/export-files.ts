/**
 * The files the explorer hands the user: exports of the data (named after what was loaded and
 * which part of it), and the report of an import's rejected rows.
 */
import { plural } from '../i18n/format';
import type { ImportError } from '../io';
import type { ExportFormat } from '../worker/export-text';

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

/** The rejected rows of an import as a text file: a summary line, then one line per row. */
export function importReport(
  name: string,
  summary: {
    readonly count: number;
    readonly rejected: number;
    readonly errors: readonly ImportError[];
  },
): string {
  const lines = [
    `${name}: ${plural(summary.count, 'entity', 'entities')} imported, ${plural(summary.rejected, 'row', 'rows')} rejected.`,
    ...summary.errors.map((e) => e.message),
  ];
  if (summary.rejected > summary.errors.length) {
    lines.push(`(${summary.rejected - summary.errors.length} more rejected rows are not listed.)`);
  }
  return `${lines.join('\n')}\n`;
}
