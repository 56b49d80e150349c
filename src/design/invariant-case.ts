/**
 * Case mapping as .NET's `ToUpperInvariant` / `ToLowerInvariant` do it, since most applications
 * that write Table storage keys are .NET ones and a key that differs by one letter is another key.
 * .NET (with ICU, as on every platform since .NET 5) maps each code point by Unicode's *simple*
 * case mapping (one code point to one code point, no context), except that U+0131 (dotless ı)
 * stays itself in upper case and U+0130 (İ) stays itself in lower case, to match Windows.
 * JavaScript's `toUpperCase` uses the *full* mappings instead (ß → SS, ŉ → ʼN, ﬁ → FI, İ → i̇,
 * and a final Σ → ς by context), as do Java's `toUpperCase(Locale.ROOT)` and Python's `upper()`.
 *
 * The simple mapping is read from the full one: where JavaScript maps one code point to one, the
 * two agree (for a code point taken alone, so no final-sigma context applies); where the full
 * mapping is longer, the simple one is the code point itself, except for the few Greek letters
 * with ypogegrammeni, whose simple upper case is the prosgegrammeni letter (UnicodeData.txt).
 */

/** Simple upper-case mappings that differ from the code point where the full mapping is longer. */
const GREEK_IOTA_UPPER: ReadonlyMap<number, number> = new Map([
  ...[0x1f80, 0x1f90, 0x1fa0].flatMap((base) =>
    Array.from({ length: 8 }, (_, i) => [base + i, base + 8 + i] as [number, number]),
  ),
  [0x1fb3, 0x1fbc],
  [0x1fc3, 0x1fcc],
  [0x1ff3, 0x1ffc],
]);

const DOTLESS_I = 0x131;
const DOTTED_CAPITAL_I = 0x130;

/** One code point's simple mapping, through the full one (see the module comment). */
function simple(cp: number, upper: boolean): number {
  if (upper && cp === DOTLESS_I) return cp;
  if (!upper && cp === DOTTED_CAPITAL_I) return cp;
  const char = String.fromCodePoint(cp);
  const full = upper ? char.toUpperCase() : char.toLowerCase();
  const first = full.codePointAt(0)!;
  if (full.length === (first > 0xffff ? 2 : 1)) return first;
  return (upper && GREEK_IOTA_UPPER.get(cp)) || cp;
}

/** A case mapper that remembers each non-ASCII code point's mapping (records repeat letters). */
function mapper(upper: boolean): (text: string) => string {
  const known = new Map<number, string>();
  return (text) => {
    // ASCII maps the same in every scheme: the common case takes the engine's fast path.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is meant.
    if (/^[\u0000-\u007f]*$/.test(text)) return upper ? text.toUpperCase() : text.toLowerCase();
    let out = '';
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      if (cp < 0x80) {
        out += upper ? char.toUpperCase() : char.toLowerCase();
        continue;
      }
      let mapped = known.get(cp);
      if (mapped === undefined) {
        // A lone surrogate maps to itself; the key check reports it later.
        mapped = cp >= 0xd800 && cp <= 0xdfff ? char : String.fromCodePoint(simple(cp, upper));
        known.set(cp, mapped);
      }
      out += mapped;
    }
    return out;
  };
}

/** .NET's `ToUpperInvariant`: simple upper case per code point, ı unchanged. */
export const upperInvariant: (text: string) => string = mapper(true);

/** .NET's `ToLowerInvariant`: simple lower case per code point, İ unchanged. */
export const lowerInvariant: (text: string) => string = mapper(false);
