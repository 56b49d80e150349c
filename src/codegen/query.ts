/**
 * The query a program is generated for, checked once for every target: the filter parsed by the
 * engine (never pattern-matched), `$select` names and `$top` within the service's rules, and
 * the text escapers the targets share.
 */
import type { FilterNode } from '../engine';
import { parseQueryFilter } from './filter-template';

/** What to generate code for: the table endpoint (the UI defaults it to the emulator's), the table, the query. */
export interface CodeQuery {
  readonly endpoint: string;
  readonly table: string;
  readonly filter: string;
  readonly select?: readonly string[];
  readonly top?: number;
}

/** A query ready for a generator. */
export interface CheckedQuery {
  readonly endpoint: string;
  readonly table: string;
  readonly ast: FilterNode | null;
  readonly select: readonly string[];
  readonly top: number | undefined;
}

const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,254}$/;
const TABLE_NAME = /^[A-Za-z][A-Za-z0-9]{2,62}$/;

/** The checked query, or what is wrong with it in words. */
export function checkQuery(query: CodeQuery): CheckedQuery | { error: string } {
  if (!TABLE_NAME.test(query.table)) {
    return {
      error: `'${query.table}' is not a table name (3 to 63 letters and digits, starting with a letter)`,
    };
  }
  const bad = query.select?.find((name) => !PROPERTY_NAME.test(name));
  if (bad !== undefined) return { error: `$select names a property that cannot exist: '${bad}'` };
  const top = query.top;
  if (top !== undefined && (!Number.isInteger(top) || top < 1 || top > 1000)) {
    return { error: `$top must be a whole number from 1 to 1000, not ${top}` };
  }
  const ast = parseQueryFilter(query.filter);
  if (ast !== null && 'error' in ast) return { error: `The filter has an error: ${ast.error}` };
  return { endpoint: query.endpoint, table: query.table, ast, select: query.select ?? [], top };
}

/** A double-quoted string literal valid in JavaScript, Python and C# (JSON's escapes are common to all three). */
export function quoted(text: string): string {
  return JSON.stringify(text);
}

/** A single-quoted bash word: nothing inside is expanded, a quote is closed, escaped and reopened. */
export function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Each line of a message prefixed as a comment, so no message text can escape the comment. */
export function commentLines(prefix: string, message: string): string {
  return message
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => `${prefix} ${line}`)
    .join('\n');
}

/**
 * The opening of both bash programs: the description, strict mode, the SAS check and the
 * endpoint and table as single-quoted words.
 */
export function bashPreamble(query: CheckedQuery, description: string): string {
  return `#!/usr/bin/env bash
${commentLines('#', description)}
set -euo pipefail
if [ -z "\${AZURE_TABLES_SAS:-}" ]; then
  echo 'Set AZURE_TABLES_SAS to a SAS token for the table.' >&2
  exit 1
fi
endpoint=${shellQuoted(query.endpoint.replace(/\/+$/, ''))}
table=${shellQuoted(query.table)}
`;
}
