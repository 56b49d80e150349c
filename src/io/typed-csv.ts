/**
 * Reading Azure Storage Explorer's typed CSV (`.typed.csv`) and plain CSV into wire entities.
 *
 * Incremental by design, for a worker streaming a 150 MB file: `createTypedCsvReader` takes the
 * text in chunks of any size (`push`), parses the complete rows of what it has with papaparse's
 * core parser and keeps only the unfinished last row, so memory holds one chunk plus the
 * entities. The worker posts `progress()` after each push and cancels by dropping the reader.
 * `readTypedCsv(text)` is the same reader fed one string.
 *
 * Typed CSV rows are validated as they arrive. Plain CSV (no `@type` column) infers each
 * column's type from all its cells, so its rows are kept as text until `finish`.
 */
import Papa from 'papaparse';
import { coded, type EdmType } from '../engine';
import { type HeaderPlan, readHeader } from './csv-header';
import { type ColumnInference, edmTypeOf, inferColumn, rawOfCell } from './csv-values';
import type { SinkForm } from './entity-sink';
import {
  type ImportError,
  type ImportResult,
  MAX_FILE_CHARS,
  tooLargeMessage,
} from './import-result';
import { sinkFor } from './record-sink';

/** Field delimiters we detect (and the user may pick). */
export type CsvDelimiter = ',' | ';' | '\t';

/** How to read a CSV. */
export interface TypedCsvOptions {
  /** The field delimiter; detected among , ; TAB from the first lines when absent. */
  readonly delimiter?: CsvDelimiter;
  /** Plain CSV only: infer each column's type (default true), or keep every value a String. */
  readonly inferTypes?: boolean;
  /** Largest file accepted, in characters; MAX_FILE_CHARS (200 MB) unless given. */
  readonly maxChars?: number;
  /** What the result holds of accepted rows: wire entities (default) or stored ones (`stored`). */
  readonly form?: SinkForm;
  /**
   * Read the rows as records of a type of this name instead of entities: key columns may be
   * missing and are dropped, and the result's `records` holds the records and their type.
   */
  readonly records?: string;
}

/** A CSV import's result, with what was detected. */
export interface TypedCsvResult extends ImportResult {
  /** The delimiter used (detected or given). */
  readonly delimiter: CsvDelimiter;
  /** Whether the file had `@type` columns (else types were inferred or all String). */
  readonly typed: boolean;
}

/** How far an incremental read has got. */
interface CsvProgress {
  /** Characters received so far. */
  readonly chars: number;
  /** Data rows parsed so far. */
  readonly rows: number;
  /** Rows accepted and rejected so far (plain CSV decides them at `finish`). */
  readonly accepted: number;
  readonly rejected: number;
}

/** An incremental CSV import: push text in order, then finish once. */
export interface TypedCsvReader {
  /** Feeds the next piece of the file's text (any size, split anywhere). */
  push(chunk: string): void;
  /** Reads what is left and returns the result; the reader is spent afterwards. */
  finish(): TypedCsvResult;
  /** Where the read is, for a progress bar. */
  progress(): CsvProgress;
}

const DELIMITERS: CsvDelimiter[] = [',', ';', '\t'];
/** Enough text to detect the delimiter from when no line break has come yet. */
const DETECT_AFTER = 1 << 20;

/** The delimiter and line break of the file, from its first complete lines. */
function detect(sample: string, given: CsvDelimiter | undefined) {
  // The first line break decides (papaparse counts them, and a sample cut between CR and LF fools it).
  const lf = sample.indexOf('\n');
  const cr = sample.indexOf('\r');
  const newline: '\r' | '\r\n' | '\n' =
    cr >= 0 && (lf < 0 || cr < lf) ? (lf === cr + 1 ? '\r\n' : '\r') : '\n';
  const guess = Papa.parse<string[]>(sample, {
    delimitersToGuess: DELIMITERS,
    newline,
    preview: 10,
  });
  const found = guess.meta.delimiter as CsvDelimiter;
  const delimiter = given ?? (DELIMITERS.includes(found) ? found : ',');
  return { delimiter, newline };
}

/**
 * A row's entity with only its keys yet. A property named `constructor` is an own key like any
 * other; one named `__proto__` would set the prototype of a plain object, so it gets none.
 */
function keyedWire(plan: HeaderPlan, cells: readonly string[]): Record<string, unknown> {
  // A plain object is much faster to fill and read; only `__proto__` needs the null prototype.
  const wire: Record<string, unknown> = plan.protoName ? Object.create(null) : {};
  if (plan.partitionKey >= 0) wire.PartitionKey = cells[plan.partitionKey];
  if (plan.rowKey >= 0) wire.RowKey = cells[plan.rowKey];
  return wire;
}

/** One data row, kept as text (plain CSV waits for every row before typing its columns). */
interface TextRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/** Starts an incremental read. */
export function createTypedCsvReader(options: TypedCsvOptions = {}): TypedCsvReader {
  const asRecords = options.records !== undefined;
  const sink = sinkFor(asRecords ? { records: options.records! } : (options.form ?? 'wire'));
  let pending = '';
  let chars = 0;
  let rows = 0;
  let parser: Papa.Parser | null = null;
  let delimiter: CsvDelimiter = options.delimiter ?? ',';
  let breakChar = '\n';
  let line = 1;
  let header: HeaderPlan | null = null;
  let fileError: ImportError | null = null;
  let columnTypes: (EdmType | null)[] = [];
  // Per property: its annotation key, and the last type cell read with the type it named (a
  // column repeats one spelling, so each cell is usually a string comparison, not a lookup).
  let typeKeys: string[] = [];
  let lastTypeText: string[] = [];
  let lastType: (EdmType | null)[] = [];
  let inferences: ColumnInference[] = [];
  const buffered: TextRow[] = [];
  let columnOf: (p: string | undefined) => number | undefined = () => undefined;
  const fieldOf = (c: number) => header?.names[c - 1] ?? '';

  const fail = (error: ImportError) => {
    fileError = error;
    pending = '';
    buffered.length = 0;
  };

  const startHeader = (cells: string[]) => {
    if (cells.length < 2) {
      fail({
        line: 0,
        code: 'NOT_CSV',
        message: coded('io.notCsv', { start: cells[0]!.slice(0, 40) }),
      });
      return;
    }
    const plan = readHeader(cells, asRecords ? 'optional' : 'required');
    if ('error' in plan) {
      fail(plan.error);
      return;
    }
    header = plan;
    columnTypes = plan.properties.map(() => null);
    typeKeys = plan.properties.map((p) => `${p.name}@odata.type`);
    lastTypeText = plan.properties.map(() => '');
    lastType = plan.properties.map(() => null);
    inferences = plan.properties.map(() => inferColumn());
    const columns = new Map<string, number>([
      ['PartitionKey', plan.partitionKey + 1],
      ['RowKey', plan.rowKey + 1],
    ]);
    for (const p of plan.properties) columns.set(p.name, p.value + 1);
    columnOf = (p) => (p === undefined ? undefined : columns.get(p));
  };

  /** A typed row's entity, or the error of a type cell that names no Edm type. */
  const typedRow = (plan: HeaderPlan, cells: readonly string[], at: number) => {
    const wire = keyedWire(plan, cells);
    for (let k = 0; k < plan.properties.length; k++) {
      const p = plan.properties[k]!;
      const text = cells[p.value]!;
      const typeCell = p.type < 0 ? '' : cells[p.type]!;
      let type: EdmType;
      if (typeCell !== '' && typeCell === lastTypeText[k]) {
        type = lastType[k]!;
      } else if (typeCell.trim() !== '') {
        const typeText = typeCell.trim();
        const named = edmTypeOf(typeText);
        if (named === null) {
          sink.reject({
            line: at,
            column: p.type + 1,
            field: plan.names[p.type]!,
            code: 'UNKNOWN_TYPE',
            message: coded('io.notEdmType', { text: typeText }),
          });
          return null;
        }
        type = named;
        lastTypeText[k] = typeCell;
        lastType[k] = named;
        // Storage Explorer 1.40 writes the types on the first data row only: they hold for the column.
        if (columnTypes[k] === null) columnTypes[k] = named;
      } else {
        type = columnTypes[k] ?? 'Edm.String';
      }
      // An empty cell is an absent property, except beside its own String or Binary type cell:
      // that is how an empty string or an empty byte array is written.
      if (
        text === '' &&
        !(typeCell.trim() !== '' && (type === 'Edm.String' || type === 'Edm.Binary'))
      ) {
        continue;
      }
      wire[p.name] = rawOfCell(type, text);
      if (type !== 'Edm.String') wire[typeKeys[k]!] = type;
    }
    return wire;
  };

  /** A plain row's entity with the columns' inferred (or String) types. */
  const plainRow = (plan: HeaderPlan, cells: readonly string[], types: readonly EdmType[]) => {
    const wire = keyedWire(plan, cells);
    for (let k = 0; k < plan.properties.length; k++) {
      const p = plan.properties[k]!;
      const text = cells[p.value]!;
      if (text === '') continue;
      const type = types[k]!;
      wire[p.name] = rawOfCell(type, text);
      if (type !== 'Edm.String') wire[typeKeys[k]!] = type;
    }
    return wire;
  };

  const dataRow = (cells: string[], at: number) => {
    const plan = header!;
    rows++;
    if (cells.length !== plan.names.length) {
      sink.reject({
        line: at,
        code: 'FIELD_COUNT',
        message: coded('io.fieldCount', { count: cells.length, expected: plan.names.length }),
      });
      return;
    }
    if (!plan.typed) {
      if (options.inferTypes !== false) {
        for (let k = 0; k < plan.properties.length; k++) {
          const text = cells[plan.properties[k]!.value]!;
          if (text !== '') inferences[k]!.see(text);
        }
      }
      buffered.push({ line: at, cells });
      return;
    }
    const wire = typedRow(plan, cells, at);
    if (wire !== null) sink.add(wire, at, columnOf, fieldOf);
  };

  /** Handles the complete rows papaparse found, tracking each row's first physical line. */
  const handle = (data: string[][], errors: Papa.ParseError[]) => {
    const broken = new Map<number, string>();
    for (const e of errors) if (e.row !== undefined) broken.set(e.row, e.message);
    for (let r = 0; r < data.length && fileError === null; r++) {
      const cells = data[r]!;
      const at = line;
      line += 1;
      for (const cell of cells) {
        for (let i = cell.indexOf(breakChar); i >= 0; i = cell.indexOf(breakChar, i + 1)) line++;
      }
      const problem = broken.get(r);
      if (header !== null && problem !== undefined) {
        rows++;
        sink.reject({
          line: at,
          code: 'MALFORMED_CSV',
          message: coded('io.malformedCsv', { problem }),
        });
        continue;
      }
      if (cells.length === 1 && cells[0] === '') continue; // a blank line
      if (header === null) startHeader(cells);
      else dataRow(cells, at);
    }
  };

  const parse = (last: boolean) => {
    if (parser === null) {
      const firstBreak = pending.search(/[\r\n]/);
      // Wait for the first line break, and for the LF that may follow a CR at the chunk's end.
      const waiting =
        firstBreak < 0
          ? pending.length < DETECT_AFTER
          : firstBreak === pending.length - 1 && pending[firstBreak] === '\r';
      if (waiting && !last) return;
      // A header never holds NUL; binary files (images, archives, spreadsheets) do, early on.
      if (pending.slice(0, firstBreak < 0 ? DETECT_AFTER : firstBreak).includes('\u0000')) {
        fail({
          line: 0,
          code: 'NOT_TEXT',
          message: coded('io.notText'),
        });
        return;
      }
      const end = Math.max(pending.lastIndexOf('\n'), pending.lastIndexOf('\r'));
      const found = detect(end < 0 ? pending : pending.slice(0, end + 1), options.delimiter);
      delimiter = found.delimiter;
      breakChar = found.newline === '\r' ? '\r' : '\n';
      parser = new Papa.Parser({ delimiter, newline: found.newline });
    }
    const out = parser.parse(pending, 0, !last) as Papa.ParseResult<string[]>;
    pending = last ? '' : pending.slice(out.meta.cursor);
    handle(out.data, out.errors);
  };

  return {
    push(chunk) {
      if (fileError !== null) return;
      chars += chunk.length;
      if (chars > (options.maxChars ?? MAX_FILE_CHARS)) {
        fail({ line: 0, code: 'TOO_LARGE', message: tooLargeMessage(chars, options.maxChars) });
        return;
      }
      pending += chunk;
      parse(false);
    },
    finish() {
      if (fileError === null) parse(true);
      const typed = (header as HeaderPlan | null)?.typed ?? false;
      if (fileError === null && header === null) {
        fail({
          line: 0,
          code: 'EMPTY_FILE',
          message: chars === 0 ? coded('io.emptyFile') : coded('io.blankFile'),
        });
      } else if (fileError === null && rows === 0) {
        fail({
          line: 0,
          code: 'EMPTY_FILE',
          message: coded('io.headerOnly'),
        });
      }
      if (fileError !== null) {
        return { entities: [], errors: [], rejected: 0, fileError, delimiter, typed };
      }
      if (!typed) {
        const plan = header!;
        const types = inferences.map((i) =>
          options.inferTypes === false ? 'Edm.String' : i.type(),
        );
        for (const row of buffered)
          sink.add(plainRow(plan, row.cells, types), row.line, columnOf, fieldOf);
        buffered.length = 0;
      }
      return { ...sink.finish(), delimiter, typed };
    },
    progress() {
      const { rejected } = sink.result();
      return { chars, rows, accepted: sink.accepted(), rejected };
    },
  };
}

/** Reads a whole CSV text: typed (Storage Explorer) or plain, never throwing. */
export function readTypedCsv(text: string, options: TypedCsvOptions = {}): TypedCsvResult {
  const reader = createTypedCsvReader(options);
  reader.push(text);
  return reader.finish();
}
