/**
 * Reading an import file in the worker: the `Blob` is read a slice at a time, decoded with a
 * streaming `TextDecoder` and pushed through the io readers, with progress after every slice and a
 * cancel check between slices. Between slices the worker waits for its next task, so it takes
 * other messages (a cancel call, a query) while a large file is read.
 */
import {
  createTypedCsvReader,
  type ImportResult,
  looksLikeJson,
  MAX_FILE_CHARS,
  type ReadAs,
  readODataJson,
} from '../io';
import type { ImportOptions } from '../protocol/imports';

/** Bytes read per slice: small enough for a smooth bar and a quick cancel. */
export const SLICE_BYTES = 1 << 20;

/** What reading a file gave: the io result and which reader read it; or that it was cancelled. */
export type BlobRead =
  | { readonly cancelled: false; readonly format: 'csv' | 'json'; readonly result: ImportResult }
  | { readonly cancelled: true };

/**
 * Waits for the next task, so that messages which arrived meanwhile (a cancel call, a query) are
 * taken before the next slice: a slice's bytes may arrive without the event loop turning.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The text of a blob, slice by slice; the first non-empty slice decides the reader. Entities are
 * kept in the engine's stored form; records (`options.as`) as a record type named `typeName`.
 */
export async function readImportBlob(
  blob: Blob,
  options: ImportOptions,
  onProgress: (read: number, total: number) => void,
  cancelled: () => boolean,
  typeName = 'Record',
): Promise<BlobRead> {
  const as: ReadAs = options.as === 'records' ? { records: typeName } : 'stored';
  const maxChars = options.maxChars ?? MAX_FILE_CHARS;
  const decoder = new TextDecoder('utf-8');
  let format: 'csv' | 'json' | null = null;
  const csv = createTypedCsvReader({
    maxChars,
    ...(typeof as === 'string' ? { form: as } : as),
    ...(options.delimiter ? { delimiter: options.delimiter } : {}),
    ...(options.inferTypes === false ? { inferTypes: false } : {}),
  });
  // JSON arrays and bodies are parsed whole (docs/io-formats.md), so JSON text is gathered.
  const json: string[] = [];
  let jsonChars = 0;
  const take = (text: string) => {
    if (text === '') return;
    if (format === null) {
      if (text.trim() === '' && jsonChars === 0) {
        json.push(text);
        jsonChars += text.length;
        return;
      }
      const head = json.join('') + text;
      json.length = 0;
      jsonChars = 0;
      format = looksLikeJson(head) ? 'json' : 'csv';
      text = head;
    }
    if (format === 'csv') csv.push(text);
    else {
      json.push(text);
      jsonChars += text.length;
    }
  };
  for (let start = 0; start < blob.size; start += SLICE_BYTES) {
    if (start > 0) await nextTask();
    if (cancelled()) return { cancelled: true };
    const bytes = await blob.slice(start, start + SLICE_BYTES).arrayBuffer();
    take(decoder.decode(bytes, { stream: true }));
    onProgress(Math.min(start + SLICE_BYTES, blob.size), blob.size);
    // Past the limit the rest need not be read: the reader refuses the file either way.
    if (jsonChars > maxChars || csv.progress().chars > maxChars) break;
  }
  if (cancelled()) return { cancelled: true };
  take(decoder.decode());
  if (format === 'json')
    return { cancelled: false, format, result: readODataJson(json.join(''), maxChars, as) };
  return { cancelled: false, format: 'csv', result: csv.finish() };
}
