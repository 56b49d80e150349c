/**
 * Integers as hexadecimal text, as .NET's `X` and `x` format specifiers write them
 * (`{Hash:X8}`, `id.ToString("x16")`): digits in upper or lower case, zero-padded to a minimum
 * width, and a negative number as its two's complement at the type's own width (Int32 −1 →
 * `FFFFFFFF`, Int64 −1 → `FFFFFFFFFFFFFFFF`), never with a minus sign.
 */

/** How a `hex:` argument reads: `X` or `x`, then an optional width (`X8`, `x16`). */
export interface HexFormat {
  readonly upper: boolean;
  readonly width: number;
}

/** Reads a `hex:` argument (`X`, `x`, `X8`, `x16`), or null when it is not one. */
export function parseHexFormat(arg: string, maxWidth: number): HexFormat | null {
  const match = /^([Xx])([0-9]{1,3})?$/.exec(arg);
  if (match === null) return null;
  const width = match[2] === undefined ? 0 : Number(match[2]);
  return width > maxWidth ? null : { upper: match[1] === 'X', width };
}

/** An Int32's hex text (two's complement on 32 bits when negative). */
export function hexInt32(value: number, format: HexFormat): string {
  return finish((value >>> 0).toString(16), format);
}

/** An Int64's hex text (two's complement on 64 bits when negative). */
export function hexInt64(value: bigint, format: HexFormat): string {
  return finish(BigInt.asUintN(64, value).toString(16), format);
}

function finish(digits: string, { upper, width }: HexFormat): string {
  const cased = upper ? digits.toUpperCase() : digits;
  return cased.length >= width ? cased : '0'.repeat(width - cased.length) + cased;
}
