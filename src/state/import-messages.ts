/**
 * Saying an import's problems: a row's message names its place with `{where}` (line, column and
 * the column's name), and a row the engine refused carries the engine's reason as its cause.
 */

import type { Translator } from '../i18n/translate';
import type { ImportError } from '../io';

/** Where a rejected row is: its line, and the cell's column and name when known. */
function sayWhere(t: Translator, e: ImportError): string {
  if (e.column === undefined) return t.t('io.whereLine', { line: e.line });
  return e.field === undefined
    ? t.t('io.whereColumn', { line: e.line, column: e.column })
    : t.t('io.whereField', { line: e.line, column: e.column, field: e.field });
}

/** An import problem in the reader's language, its place and the engine's reason filled in. */
export function sayImportError(t: Translator, e: ImportError): string {
  const params: Record<string, string | number> = { ...e.message.params, where: sayWhere(t, e) };
  if (e.cause !== undefined) params.reason = sayCause(t, e.cause);
  return t.say({ code: e.message.code, params });
}

/** The engine's reason, coded or (until the engine codes it) as the engine wrote it. */
function sayCause(t: Translator, cause: NonNullable<ImportError['cause']>): string {
  return typeof cause === 'string' ? cause : t.say(cause);
}
