/**
 * Templates and records where a language and Keyscope could part ways: code points against
 * UTF-16 code units (left, hash, percent, lone surrogates), .NET's invariant case (ı, İ, ß,
 * ligatures, Greek ypogegrammeni), two's complement hex, ticks and formats, and a Double's text.
 * The Python (python-keys.test.ts) and C# (csharp-keys-corpus.test.ts) key helpers are run on them.
 */
import type { DataRecord } from '../../src/design';
import { FULL_RECORD, ticks } from '../../src/design/testing';

/** Texts, each the Text of one record. */
export const TEXTS = [
  'Jones',
  'ı and İstanbul',
  'straße ﬁ ŉ',
  'ᾳ ῃ ῳ ᾀ ᾷ',
  'ΣΑΣ σας',
  '😀abc',
  'a😀b',
  'ab😀',
  'x\ud800y',
  'A/b\\c#d?e\u0001\u007f\u0085 ^',
  "héllo wörld ~!*()'",
  '',
];
/** Numbers, taken in turn. */
const NUMBERS: Partial<DataRecord>[] = [
  { Int: 42, Long: 9_007_199_254_740_993n, Real: 12.5 },
  { Int: -1, Long: -1n, Real: 1e21 },
  { Int: -2_147_483_648, Long: 0n, Real: 1e-7 },
  { Int: 0, Long: 123n, Real: 0.1 },
  { Int: 2_147_483_647, Long: -9_223_372_036_854_775_808n, Real: -0 },
  { Int: 7, Long: 5n, Real: 123456789012.25 },
];
/** Times, taken in turn. */
const WHEN = ['2025-01-15T09:30:15.1234567Z', '1601-01-01T00:00:00Z', '2024-02-29T23:59:59.9Z'];

/** Every template function, `{$type}` and each value type. */
export const TEMPLATES = [
  '{Text|upper}',
  '{Text|lower}',
  '{$type}_{Text|lower}',
  '{Text|left:1}',
  '{Text|left:2}',
  '{Text|left:3}',
  '{Text|upper|left:3}',
  '{Text|percent}',
  '{Text|escape:^}',
  '{Text|replace:/_}',
  '{Text|hash:16}',
  '{Text|hash:1000}',
  '{Int|pad:6}',
  '{Int|hex:X8}',
  '{Int|hex:x}',
  '{Int|invert|pad:10}',
  '{Int|hash:7}',
  '{Long|pad:20}',
  '{Long|hex:X}',
  '{Long|hash:9}',
  '{Real}',
  '{Real|hash:11}',
  '{When}',
  '{When|ticks}',
  '{When|ticks|invert|pad:19}',
  '{When|format:yyyyMMddHH}',
  '{When|format:yyyy-MM-dd HH:mm:ss.fffffff}',
  '{When|ticks|hex:x16}',
  '{Id}',
  '{Id|upper}',
  '{Flag}',
  '{Bytes}',
];

/** One record of EVERY_TYPE per text, numbers, times and flags taken in turn. */
export function corpusRecords(): DataRecord[] {
  return TEXTS.map((Text, i) => ({
    ...FULL_RECORD,
    ...NUMBERS[i % NUMBERS.length],
    Text,
    When: ticks(WHEN[i % WHEN.length]!),
    Flag: i % 2 === 0,
  }));
}
