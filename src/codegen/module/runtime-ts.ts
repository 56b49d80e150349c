/**
 * The helpers a generated TypeScript data-access module carries, as source text: each builds a
 * key piece exactly as Keyscope's key templates do (src/design: template-functions.ts,
 * invariant-case.ts, key-escapes.ts, hash.ts, date-format.ts), so the module's keys are
 * Keyscope's keys byte for byte. Only the helpers a design uses are emitted.
 */

import { type HelperSource, pickHelpers } from './helpers';

/** Each helper's source, by name; `needs` lists helpers it calls. */
const TS_HELPERS: Readonly<Record<string, HelperSource>> = {
  required: {
    source: `/** A property a key is made from: a record without it has no key (Keyscope: MISSING_VALUE). */
function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(\`The record has no \${name}, which a key is made from.\`);
  return value;
}`,
  },
  pad: {
    source: `/** Zero-pads an integer's decimal digits to \`width\`, as .NET's "D" format (a minus sign in front). */
function pad(value: number | bigint, width: number): string {
  const text = String(value);
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  return (negative ? '-' : '') + digits.padStart(width, '0');
}`,
  },
  ticks: {
    source: `/** 100 ns ticks since 0001-01-01 UTC of an ISO 8601 UTC time with up to 7 fractional digits. */
function ticks(iso: string): bigint {
  const m = /^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d{1,7}))?Z$/.exec(iso);
  if (m === null) throw new Error(\`Not an ISO 8601 UTC time: \${iso}\`);
  const seconds = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) / 1000;
  const fraction = BigInt((m[7] ?? '').padEnd(7, '0'));
  return (BigInt(seconds) + 62135596800n) * 10000000n + fraction;
}`,
  },
  invert: {
    source: `/** DateTime.MaxValue.Ticks − n for Int64 (ticks), Int32.MaxValue − n for Int32. */
function invert(value: bigint, bits: 64): bigint;
function invert(value: number, bits: 32): number;
function invert(value: number | bigint, bits: 32 | 64): number | bigint {
  return bits === 64 ? 3155378975999999999n - BigInt(value) : 2147483647 - Number(value);
}`,
  },
  dateText: {
    source: `/** A DateTime's wire text, 7 fractional digits: 2024-10-01T00:00:00.0000000Z. */
function dateText(iso: string): string {
  const t = ticks(iso);
  const fraction = String(t % 10000000n).padStart(7, '0');
  const ms = Number((t / 10000000n - 62135596800n) * 1000n);
  return \`\${new Date(ms).toISOString().slice(0, 19)}.\${fraction}Z\`;
}`,
    needs: ['ticks'],
  },
  formatDate: {
    source: `/** A DateTime written by a pattern of yyyy MM dd HH mm ss and f…fffffff (others are literal). */
function formatDate(iso: string, pattern: string): string {
  const wire = dateText(iso);
  const fields: Record<string, string> = {
    yyyy: wire.slice(0, 4),
    MM: wire.slice(5, 7),
    dd: wire.slice(8, 10),
    HH: wire.slice(11, 13),
    mm: wire.slice(14, 16),
    ss: wire.slice(17, 19),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss|f{1,7}/g, (run) =>
    run.startsWith('f') ? wire.slice(20, 20 + run.length) : fields[run]!,
  );
}`,
    needs: ['dateText'],
  },
  hash: {
    source: `/** Keyscope's stable bucket of a text: FNV-1a over UTF-16 code units, MurmurHash3's finalizer, mod N. */
function hash(text: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % buckets;
}`,
  },
  hex: {
    source: `/** Hexadecimal as .NET's X/x formats: a negative number as its two's complement at its width. */
function hex(value: number | bigint, upper: boolean, width: number, bits: 32 | 64): string {
  const n = BigInt(value);
  const text = (n < 0n ? (1n << BigInt(bits)) + n : n).toString(16).padStart(width, '0');
  return upper ? text.toUpperCase() : text;
}`,
  },
  changeCase: {
    source: `/** .NET's ToUpperInvariant / ToLowerInvariant: simple one-to-one mappings, ı and İ kept. */
function changeCase(text: string, upper: boolean): string {
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if ((upper && cp === 0x131) || (!upper && cp === 0x130) || (cp >= 0xd800 && cp <= 0xdfff)) {
      out += char;
      continue;
    }
    const full = upper ? char.toUpperCase() : char.toLowerCase();
    if ([...full].length === 1) {
      out += full;
      continue;
    }
    // Greek letters with ypogegrammeni: their simple upper case is the prosgegrammeni letter.
    const greek = upper && ((cp >= 0x1f80 && cp <= 0x1faf && (cp & 15) < 8) || cp === 0x1fb3 || cp === 0x1fc3 || cp === 0x1ff3);
    out += greek ? String.fromCodePoint(cp >= 0x1f80 && cp <= 0x1faf ? cp + 8 : cp + 9) : char;
  }
  return out;
}`,
  },
  left: {
    source: `/** The first n UTF-16 code units, one fewer where the n-th would split a surrogate pair. */
function left(text: string, n: number): string {
  if (text.length <= n) return text;
  const last = text.charCodeAt(n - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, n - 1) : text.slice(0, n);
}`,
  },
  percent: {
    source: `/** Percent-encoding as .NET's Uri.EscapeDataString: all but A–Z a–z 0–9 - . _ ~ as %XX of UTF-8. */
function percent(text: string): string {
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (/^[A-Za-z0-9\\-._~]$/.test(char) || (cp >= 0xd800 && cp <= 0xdfff)) out += char;
    else for (const b of new TextEncoder().encode(char)) out += \`%\${b.toString(16).toUpperCase().padStart(2, '0')}\`;
  }
  return out;
}`,
  },
  escapeKey: {
    source: `/** Every character keys forbid, and the mark itself, as the mark and two upper-case hex digits. */
function escapeKey(text: string, mark: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    const forbidden = u <= 0x1f || (u >= 0x7f && u <= 0x9f) || u === 0x2f || u === 0x5c || u === 0x23 || u === 0x3f;
    out += forbidden || text[i] === mark ? mark + u.toString(16).toUpperCase().padStart(2, '0') : text[i];
  }
  return out;
}`,
  },
  binaryText: {
    source: `/** Binary as lower-case hex (base64 would bring '/', which keys forbid). */
function binaryText(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}`,
  },
};

/** The helpers' sources for these names and what they need, in a stable order. */
export function helperSources(used: ReadonlySet<string>): string[] {
  return pickHelpers(TS_HELPERS, used);
}
