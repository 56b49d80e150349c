/**
 * CSV cells as typed values: the type names Storage Explorer writes in `@type` columns, a cell's
 * text turned into the raw JSON value the engine's wire reader expects for that type (so the
 * engine, not this module, decides what is valid), the text a typed value is written as, and
 * per-column type inference for plain CSV.
 */
import {
  base64FromBytes,
  EDM_TYPES,
  type EdmType,
  type EdmValue,
  isoFromTicks,
  ticksFromIso,
} from '../engine';

const TYPE_BY_NAME: ReadonlyMap<string, EdmType> = new Map(
  EDM_TYPES.flatMap((t) => [
    [t.toLowerCase(), t],
    [t.slice(4).toLowerCase(), t],
  ]),
);

/**
 * The Edm type a type cell names: `Edm.Int32` (older Storage Explorer), bare `Int32` (1.40), in
 * any case; null for anything else.
 */
export function edmTypeOf(cell: string): EdmType | null {
  return TYPE_BY_NAME.get(cell.trim().toLowerCase()) ?? null;
}

const INT_TEXT = /^-?\d+$/;

/**
 * The raw wire value (and annotation) of a non-empty cell of a declared type. Text that is not
 * a value of the type is passed on as text, so the engine's reader rejects it with its message.
 */
export function rawOfCell(type: EdmType, text: string): unknown {
  switch (type) {
    case 'Edm.Int32':
      return INT_TEXT.test(text) ? Number(text) : text;
    case 'Edm.Boolean': {
      const lower = text.toLowerCase();
      return lower === 'true' ? true : lower === 'false' ? false : text;
    }
    default:
      // Int64, Double, DateTime, Guid, Binary: the wire form is text; String is text.
      return text;
  }
}

/** The cell text of a typed value: what Storage Explorer writes and `rawOfCell` reads back. */
export function cellOfValue(value: EdmValue): string {
  switch (value.type) {
    case 'Edm.String':
    case 'Edm.Guid':
      return value.value;
    case 'Edm.Int32':
    case 'Edm.Int64':
      return value.value.toString();
    case 'Edm.Double':
      // String(-0) is '0'; the sign is kept so the value reads back identical.
      return Object.is(value.value, -0) ? '-0' : String(value.value);
    case 'Edm.Boolean':
      return value.value ? 'true' : 'false';
    case 'Edm.DateTime':
      return isoFromTicks(value.value);
    case 'Edm.Binary':
      return base64FromBytes(value.value);
  }
}

/** Candidate types still open for a plain-CSV column, as bit flags. */
const INT32 = 1;
const INT64 = 2;
const DOUBLE = 4;
const BOOLEAN = 8;
const DATETIME = 16;
const ALL = INT32 | INT64 | DOUBLE | BOOLEAN | DATETIME;

/** Numbers written canonically only: `007` or `+5` stay strings (zip codes, phone numbers). */
const INTEGER = /^-?(0|[1-9]\d*)$/;
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The candidate types one non-empty cell allows. */
function candidatesOf(text: string): number {
  if (INTEGER.test(text)) {
    const n = Number(text);
    if (n >= -2_147_483_648 && n <= 2_147_483_647) return INT32 | INT64 | DOUBLE;
    const big = BigInt(text);
    return big >= INT64_MIN && big <= INT64_MAX ? INT64 | DOUBLE : DOUBLE;
  }
  if (DECIMAL.test(text)) return Number.isFinite(Number(text)) ? DOUBLE : 0;
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === 'false') return BOOLEAN;
  return ticksFromIso(text) === null ? 0 : DATETIME;
}

/** Per-column type inference for plain CSV: narrows as cells are seen, in one pass. */
export interface ColumnInference {
  /** Narrows the column's candidates by one non-empty cell. */
  see(text: string): void;
  /** The narrowest type every cell seen fits (String when no other does, or none was seen). */
  type(): EdmType;
}

/** A new inference for one column. */
export function inferColumn(): ColumnInference {
  let open = ALL;
  let seen = false;
  return {
    see(text) {
      seen = true;
      if (open !== 0) open &= candidatesOf(text);
    },
    type() {
      if (!seen || open === 0) return 'Edm.String';
      if (open & INT32) return 'Edm.Int32';
      if (open & INT64) return 'Edm.Int64';
      if (open & DOUBLE) return 'Edm.Double';
      if (open & BOOLEAN) return 'Edm.Boolean';
      return 'Edm.DateTime';
    },
  };
}
