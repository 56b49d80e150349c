/**
 * The `$filter` literal text that denotes an Edm value. The printer, the planner's suggestions and
 * the UI's click-to-filter all write literals through here, so the lexer reads back exactly what
 * this writes.
 */
import { hexFromBytes } from './binary';
import { isoFromTicks } from './datetime';
import type { EdmValue } from './edm';

/**
 * A Double as filter text: always with a decimal point (`4.0`, `1.5E+21`, `1.0E-7`) so it reads
 * back as a Double, never as an Int32. NaN and infinities have no filter literal in our lexer;
 * they print as OData's `NaN`, `INF`, `-INF` for display only.
 */
function formatDouble(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
  if (Object.is(value, -0)) return '-0.0';
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text.includes('.') ? text : `${text}.0`;
  const mantissa = text.slice(0, e);
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${text.slice(e + 1)}`;
}

/** A string literal: single-quoted, a quote doubled (`'O''Brien'`). */
export function formatString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The filter literal that denotes `value`: `42`, `42L`, `4.0`, `datetime'…'`, `guid'…'`, `X'0aff'`, `'a'`. */
export function formatLiteral(value: EdmValue): string {
  switch (value.type) {
    case 'Edm.String':
      return formatString(value.value);
    case 'Edm.Int32':
      return String(value.value);
    case 'Edm.Int64':
      return `${value.value}L`;
    case 'Edm.Double':
      return formatDouble(value.value);
    case 'Edm.Boolean':
      return value.value ? 'true' : 'false';
    case 'Edm.DateTime':
      return `datetime'${isoFromTicks(value.value)}'`;
    case 'Edm.Guid':
      return `guid'${value.value}'`;
    case 'Edm.Binary':
      return `X'${hexFromBytes(value.value)}'`;
  }
}
