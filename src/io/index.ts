/**
 * Import and export of entities: Storage Explorer's typed CSV, plain CSV and OData JSON. The
 * worker imports this room only through here. It only re-exports names, plus the sniffing
 * entry point for text whose format is not known.
 */

import type { ImportResult } from './import-result';
import { readODataJson } from './odata-json';
import { readTypedCsv, type TypedCsvOptions } from './typed-csv';

export { MAX_COLUMNS } from './csv-header';
export type { ReadAs } from './entity-sink';
export {
  type ImportError,
  type ImportResult,
  MAX_FILE_CHARS,
} from './import-result';
export {
  createJsonLinesReader,
  readODataJson,
  writeODataJson,
} from './odata-json';

export { recordTypeName, startingDesign } from './starting-design';
export {
  type CsvDelimiter,
  createTypedCsvReader,
  readTypedCsv,
  type TypedCsvOptions,
} from './typed-csv';
export { typedCsvChunks, writeTypedCsv } from './typed-csv-writer';

/** Whether text looks like JSON (its first character, past a BOM and blanks, is [ or {). */
export function looksLikeJson(text: string): boolean {
  const start = text.search(/[^\s\uFEFF]/);
  return start >= 0 && (text[start] === '[' || text[start] === '{');
}

/** Reads an import file of unknown format: JSON when it looks like JSON, else CSV. */
export function readImportText(text: string, options: TypedCsvOptions = {}): ImportResult {
  return looksLikeJson(text) ? readODataJson(text) : readTypedCsv(text, options);
}
