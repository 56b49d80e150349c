/**
 * Whole-file problems: each refuses the file with a message that says what is wrong, so the UI
 * can keep the previous dataset. Row problems are in the golden fixtures (bad-rows.typed.csv).
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translate';
import {
  createJsonLinesReader,
  createTypedCsvReader,
  type ImportError,
  MAX_COLUMNS,
  readImportText,
  readODataJson,
  readTypedCsv,
} from '../../src/io';
import { sayImportError } from '../../src/state/import-messages';

const en = createTranslator('en');

/** The problem as an English reader sees it (the English the app showed before the catalogue). */
function english(e: ImportError | null | undefined) {
  return e ? { ...e, message: sayImportError(en, e) } : e;
}

describe('a file that cannot be imported at all', () => {
  it('an empty file', () => {
    expect(english(readImportText('').fileError)).toMatchObject({
      code: 'EMPTY_FILE',
      message: 'The file is empty',
    });
  });

  it('only blank lines', () => {
    expect(english(readTypedCsv('\r\n\r\n').fileError)?.message).toBe(
      'The file has only blank lines',
    );
  });

  it('a header and no rows', () => {
    expect(english(readTypedCsv('PartitionKey,RowKey\r\n').fileError)?.message).toBe(
      'The file has a header line but no data rows',
    );
  });

  it('a binary file', () => {
    const png = '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';
    expect(english(readImportText(`x\u0000y${png}`).fileError)).toMatchObject({ code: 'NOT_TEXT' });
  });

  it('prose, not CSV', () => {
    expect(english(readImportText('Dear team, here is the data.\nThanks').fileError)).toMatchObject(
      {
        code: 'BAD_HEADER',
        message: expect.stringContaining("Property name 'Dear team' is not allowed"),
      },
    );
    expect(english(readImportText('hello\nworld').fileError)).toMatchObject({
      code: 'NOT_CSV',
      message: expect.stringContaining('the first line has no , ; or tab delimiter'),
    });
  });

  it('a CSV without key columns', () => {
    expect(english(readTypedCsv('Name,Age\nBob,3\n').fileError)?.message).toBe(
      'The header (line 1) has no PartitionKey and RowKey column; an entity import needs both keys. Header: Name, Age',
    );
  });

  it('a million columns', () => {
    const header = Array.from({ length: 1_000_000 }, (_, i) => `C${i}`).join(',');
    const result = readTypedCsv(`PartitionKey,RowKey,${header}\r\na,b\r\n`);
    expect(english(result.fileError)).toMatchObject({
      code: 'TOO_MANY_COLUMNS',
      message: `The header has 1,000,002 columns; Keyscope reads at most ${MAX_COLUMNS.toLocaleString('en-US')} (an entity has at most 252 properties)`,
    });
    expect(result.entities).toEqual([]);
  });

  it('a file over the size limit, streamed', () => {
    const reader = createTypedCsvReader({ maxChars: 100 });
    reader.push('PartitionKey,RowKey\r\n');
    for (let i = 0; i < 10; i++) reader.push(`p,${i}\r\n`.repeat(5));
    const result = reader.finish();
    expect(result.fileError?.code).toBe('TOO_LARGE');
    expect(english(result.fileError)?.message).toMatch(
      /^The file is more than 100 characters \(read 1\d\d characters so far\); the largest file Keyscope imports is 100 characters$/,
    );
    expect(result.entities).toEqual([]);
    expect(readODataJson('[{}]', 3).fileError?.code).toBe('TOO_LARGE');
    const lines = createJsonLinesReader(3);
    lines.push('{"PartitionKey":"a"}');
    expect(lines.finish().fileError?.code).toBe('TOO_LARGE');
  });

  it('a header that names a column twice or types a missing column', () => {
    expect(english(readTypedCsv('PartitionKey,RowKey,A,A\n1,2,3,4\n').fileError)?.message).toBe(
      "Line 1, column 4: column 'A' appears twice (first as column 3)",
    );
    expect(
      english(readTypedCsv('PartitionKey,RowKey,B@type\n1,2,Int32\n').fileError)?.message,
    ).toBe("Line 1, column 3: 'B@type' gives the type of a column B that the header does not have");
  });

  it('malformed JSON says where', () => {
    const result = readODataJson('[\n{"PartitionKey":"a","RowKey":"1"},\n{"PartitionKey":}\n]');
    expect(result.fileError?.code).toBe('NOT_JSON');
    // V8 names the line when its message gives a position; Node 20's names the bad token instead.
    expect(english(result.fileError)?.message).toMatch(/^(Line 3: )?the JSON is malformed \(/);
    expect(english(readODataJson('<html></html>').fileError)?.message).toBe(
      "This is not OData JSON: it starts with '<html></html>', not [ (an array of entities) or { (a response body or JSON lines)",
    );
    expect(english(readODataJson('[]').fileError)?.message).toBe('The file has no entities');
  });
});

describe('rows a user must fix', () => {
  it('an unterminated quote rejects the rest of the file as one row, with its line', () => {
    const result = readTypedCsv('PartitionKey,RowKey,N\r\na,1,x\r\na,2,"open\r\na,3,y\r\n');
    expect(result.entities).toHaveLength(1);
    expect(result.errors).toEqual([expect.objectContaining({ line: 3, code: 'MALFORMED_CSV' })]);
    expect(english(result.errors[0])?.message).toContain('Quoted field unterminated');
  });

  it('every rejected row is counted, the first 10,000 are listed', () => {
    const rows = Array.from({ length: 10_005 }, (_, i) => `a/b,${i}`).join('\n');
    const result = readTypedCsv(`PartitionKey,RowKey\n${rows}\n`);
    expect(result.rejected).toBe(10_005);
    expect(result.errors).toHaveLength(10_000);
    expect(result.errors[9_999]!.line).toBe(10_001);
  });

  it('plain CSV keeps every value a String when asked', () => {
    const result = readTypedCsv('PartitionKey,RowKey,N\na,1,42\n', { inferTypes: false });
    expect(result.entities).toEqual([{ PartitionKey: 'a', RowKey: '1', N: '42' }]);
  });

  it('the delimiter can be forced', () => {
    const text = 'PartitionKey;RowKey;Note\na;1;x,y\n';
    expect(readTypedCsv(text).delimiter).toBe(';');
    const forced = readTypedCsv(text, { delimiter: ',' });
    expect(forced.fileError?.code).toBe('NOT_CSV');
  });
});
