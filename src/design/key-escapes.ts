/**
 * The escapes applications use to put any text into a key: the service forbids `/ \ # ?` and the
 * control characters U+0000–U+001F and U+007F–U+009F in PartitionKey and RowKey, and some
 * applications also reserve a separator. Each function here is pure and documented with its
 * inverse (docs/key-templates.md), so a reader of a key can get the original value back.
 */

import { isForbiddenKeyCodeUnit } from '../engine';

const HEX = '0123456789ABCDEF';

/** Two upper-case hex digits of a byte or a code unit below 0x100. */
const hex2 = (n: number): string => HEX[n >> 4]! + HEX[n & 15]!;

/** RFC 3986 unreserved characters: the ones `Uri.EscapeDataString` leaves as they are. */
const UNRESERVED = /^[A-Za-z0-9\-._~]*$/;

/**
 * Percent-encoding as .NET's `Uri.EscapeDataString` writes it: every character but the RFC 3986
 * unreserved ones (`A–Z a–z 0–9 - . _ ~`) becomes the `%XX` of each of its UTF-8 bytes, upper-case
 * hex (`my bank/1` → `my%20bank%2F1`). JavaScript's `encodeURIComponent` differs only in leaving
 * `! ' ( ) *` as they are. Inverse: `Uri.UnescapeDataString` or `decodeURIComponent`. A lone
 * surrogate has no UTF-8 form and is left as it is, so the key check reports it.
 */
export function percentEncode(text: string): string {
  if (UNRESERVED.test(text)) return text;
  let out = '';
  for (const char of text) {
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    const cp = char.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += char;
      continue;
    }
    for (const byte of new TextEncoder().encode(char)) out += `%${hex2(byte)}`;
  }
  return out;
}

/**
 * Escapes every character keys forbid, and `mark` itself, as `mark` followed by the two
 * upper-case hex digits of its code unit (all of them are below U+00A0): with `^`, `a/b#1` →
 * `a^2Fb^231` and `x^y` → `x^5Ey`. Inverse: replace each `^XX` by the character U+00XX.
 */
export function escapeForKey(text: string, mark: string): string {
  const markUnit = mark.charCodeAt(0);
  let plain = true;
  for (let i = 0; i < text.length && plain; i++) {
    const unit = text.charCodeAt(i);
    plain = unit !== markUnit && !isForbiddenKeyCodeUnit(unit);
  }
  if (plain) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out += unit === markUnit || isForbiddenKeyCodeUnit(unit) ? mark + hex2(unit) : text[i];
  }
  return out;
}

/**
 * Every `from` replaced by `to` (both one character; `to` empty removes `from`), as .NET's
 * `string.Replace(char, char)` does, e.g. `/` → `_` for a path in a key. Not invertible in general
 * (an original `_` reads back as `/`): docs/key-templates.md says so.
 */
export function replaceAll(text: string, from: string, to: string): string {
  return text.includes(from) ? text.split(from).join(to) : text;
}
