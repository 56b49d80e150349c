/**
 * The key functions real designs need (issue 27), each against values computed independently of
 * this code: .NET's documented format strings (`X8`, `x16`, two's complement for negatives),
 * `Uri.EscapeDataString`'s RFC 3986 rule, and Unicode's simple case mappings (UnicodeData.txt,
 * fields 12 and 13) with .NET's two invariant exceptions for the Turkish i's.
 */
import { describe, expect, it } from 'vitest';
import { keyError } from '../engine';
import { applyDesign } from './design-apply';
import { lowerInvariant, upperInvariant } from './invariant-case';
import { compileTemplate } from './template-compile';
import { compiled, EVERY_TYPE, FULL_RECORD, personSet, run } from './testing';

function compileError(source: string) {
  const c = compileTemplate(source, EVERY_TYPE);
  if (c.ok) throw new Error(`${source} compiled`);
  return { code: c.error.code, under: source.slice(c.error.span.from, c.error.span.to) };
}

describe('hex: integers as .NET writes them with X and x', () => {
  it.each([
    ['{Int|hex:X8}', { Int: 255 }, '000000FF'],
    ['{Int|hex:x4}', { Int: 255 }, '00ff'],
    ['{Int|hex:X}', { Int: 0 }, '0'],
    ['{Int|hex:X2}', { Int: 0x12345 }, '12345'],
    // Negative numbers: two's complement at the type's own width, as .NET documents.
    ['{Int|hex:X8}', { Int: -1 }, 'FFFFFFFF'],
    ['{Int|hex:x}', { Int: -2_147_483_648 }, '80000000'],
    ['{Long|hex:X}', { Long: -1n }, 'FFFFFFFFFFFFFFFF'],
    ['{Long|hex:x16}', { Long: 0x1234_abcdn }, '000000001234abcd'],
  ])('%s of %o is %s', (source, values, text) => {
    expect(run(source, { ...FULL_RECORD, ...values })).toBe(text);
  });

  it('follows hash:N, for keys such as an 8-digit upper-case hash', () => {
    const bucket = Number(run('{Text|hash:65536}'));
    expect(run('{Text|hash:65536|hex:X8}')).toBe(
      bucket.toString(16).toUpperCase().padStart(8, '0'),
    );
  });

  it('refuses a format that is not X or x with a width, and text, under the right part', () => {
    expect(compileError('{Int|hex:Z8}')).toEqual({ code: 'INVALID_ARGUMENT', under: 'Z8' });
    expect(compileError('{Int|hex:X9999}')).toEqual({ code: 'INVALID_ARGUMENT', under: 'X9999' });
    expect(compileError('{Text|hex:X8}')).toEqual({ code: 'TYPE_MISMATCH', under: 'hex' });
    expect(compileError('{Int|hex:}')).toEqual({ code: 'MISSING_ARGUMENT', under: 'hex' });
  });
});

describe('percent: Uri.EscapeDataString', () => {
  it.each([
    ['my bank', 'my%20bank'],
    ['a/b\\c#d?e', 'a%2Fb%5Cc%23d%3Fe'],
    ['unreserved-._~AZaz09', 'unreserved-._~AZaz09'],
    // RFC 3986 reserves these too; JavaScript's encodeURIComponent would leave them.
    ["!'()*", '%21%27%28%29%2A'],
    ['é', '%C3%A9'],
    ['😀', '%F0%9F%98%80'],
    ['%', '%25'],
  ])('%s → %s', (text, key) => {
    expect(run('{Text|percent}', { ...FULL_RECORD, Text: text })).toBe(key);
    expect(decodeURIComponent(key)).toBe(text);
  });
});

describe('escape: forbidden characters as a mark and two hex digits', () => {
  it.each([
    ['a/b#1', 'a^2Fb^231'],
    ['x^y', 'x^5Ey'],
    ['tab\there', 'tab^09here'],
    ['\u0085\u007f', '^85^7F'],
    ['plain', 'plain'],
  ])('%s → %s, and back', (text, key) => {
    expect(run('{Text|escape:^}', { ...FULL_RECORD, Text: text })).toBe(key);
    // The documented inverse: each mark and two hex digits is the character U+00XX.
    const back = key.replace(/\^([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    expect(back).toBe(text);
    expect(keyError('RowKey', key)).toBeNull();
  });

  it.each(['ab', 'a', '5', '/', 'é'])('refuses %s as the mark', (mark) => {
    expect(compileError(`{Text|escape:${mark}}`)).toEqual({
      code: 'INVALID_ARGUMENT',
      under: mark,
    });
  });
});

describe('replace: one character by another, or removed', () => {
  it('replaces every occurrence, or removes it with one character', () => {
    expect(run('{Text|replace:/_}', { ...FULL_RECORD, Text: 'a/b/c' })).toBe('a_b_c');
    expect(run('{Text|replace:/}', { ...FULL_RECORD, Text: 'a/b/c' })).toBe('abc');
  });

  it('refuses more than two characters, and one outside the UTF-16 range a .NET char holds', () => {
    expect(compileError('{Text|replace:abc}')).toEqual({ code: 'INVALID_ARGUMENT', under: 'abc' });
    expect(compileError('{Text|replace:😀x}')).toEqual({ code: 'INVALID_ARGUMENT', under: '😀x' });
  });
});

describe('lower and upper: .NET invariant case mapping, not JavaScript full mapping', () => {
  // Expected values from UnicodeData.txt's simple mappings and .NET's two exceptions.
  it.each([
    ['ß', 'ß', 'ß'], // no simple upper case (full: SS)
    ['ẞ', 'ẞ', 'ß'], // U+1E9E's simple lower case is U+00DF
    ['ﬁ', 'ﬁ', 'ﬁ'], // ligature: no simple mapping (full: FI)
    ['ŉ', 'ŉ', 'ŉ'], // no simple upper case (full: ʼN)
    ['İ', 'İ', 'İ'], // .NET keeps U+0130 in lower case (full and ICU: i, with a dot)
    ['ı', 'ı', 'ı'], // .NET keeps U+0131 in upper case (ICU: I)
    ['i', 'I', 'i'],
    ['ς', 'Σ', 'ς'],
    ['ΌΣΟΣ', 'ΌΣΟΣ', 'όσοσ'], // no final-sigma context in a simple mapping
    ['ǅ', 'Ǆ', 'ǆ'], // a title-case letter
    ['ᾀ', 'ᾈ', 'ᾀ'], // simple upper keeps the iota subscript (full: ἈΙ)
    ['𐐨', '𐐀', '𐐨'], // a supplementary letter (Deseret) maps as one code point
    ['Straße', 'STRAßE', 'straße'],
  ])('%s: upper %s, lower %s', (text, upper, lower) => {
    expect(upperInvariant(text)).toBe(upper);
    expect(lowerInvariant(text)).toBe(lower);
    expect(run('{Text|upper}', { ...FULL_RECORD, Text: text })).toBe(upper);
    expect(run('{Text|lower}', { ...FULL_RECORD, Text: text })).toBe(lower);
  });
});

describe('Guids and surrogates in keys', () => {
  it('writes a Guid in canonical lower case whatever case the record holds', () => {
    const upper = { ...FULL_RECORD, Id: '0F8FAD5B-D9CB-469F-A165-70867728950E' };
    expect(run('{Id}', upper)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(run('{Id|left:8}', upper)).toBe('0f8fad5b');
    expect(run('{Id|upper|left:8}', upper)).toBe('0F8FAD5B');
  });

  it('reports a value that is not a Guid in a Guid property instead of keying it', () => {
    const c = compileTemplate('{Id}', EVERY_TYPE);
    if (!c.ok) throw new Error('compiles');
    expect(c.template.evaluate({ ...FULL_RECORD, Id: 'not-a-guid' })).toBeNull();
    expect(c.template.miss?.code).toBe('WRONG_VALUE_TYPE');
  });

  it('left:N never cuts a surrogate pair in two', () => {
    const record = { ...FULL_RECORD, Text: 'a😀b' };
    expect(run('{Text|left:2}', record)).toBe('a');
    expect(run('{Text|left:3}', record)).toBe('a😀');
  });

  it('a key holding half a surrogate pair is an invalid key naming the record', () => {
    const sets = [{ ...personSet('all', 'p', '{Text}'), recordType: 'Sample' }];
    const records = [FULL_RECORD, { ...FULL_RECORD, Text: 'a\ud800b' }];
    const result = applyDesign(compiled(sets, [EVERY_TYPE]), { Sample: records });
    expect([...result.entities]).toHaveLength(1);
    expect(result.log.problems.map((p) => [p.code, p.record, p.cause?.code])).toEqual([
      ['INVALID_KEY', 1, 'engine.keyUnpairedSurrogate'],
    ]);
  });
});
