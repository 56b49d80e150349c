import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../engine';
import { isLocale } from '../i18n/locales';
import { DATASET_IDS, workspace } from './arbitraries';
import { checksum } from './checksum';
import { decodeShare, encodeShare } from './codec';
import { restore } from './restore';
import { english } from './testing/english';
import { toWire } from './wire';
import { MAX_FILTER_LENGTH, MAX_SIZE, MAX_STEP, type Workspace } from './workspace';

const datasets: string[] = [...DATASET_IDS];

/** An independent statement of what a valid workspace is, not reusing the codec's readers. */
function isValid(state: Workspace): boolean {
  const int = (n: unknown, min: number, max: number) =>
    typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
  return (
    datasets.includes(state.dataset) &&
    int(state.size, 1, MAX_SIZE) &&
    int(state.seed, 0, 0xffff_ffff) &&
    ['single', 'split-at', 'every-partition'].includes(state.rangePartitioning.kind) &&
    typeof state.filter === 'string' &&
    state.filter.length <= MAX_FILTER_LENGTH &&
    (state.top === null || int(state.top, 1, MAX_PAGE_SIZE)) &&
    state.select.every((name) => /^[A-Za-z_][A-Za-z0-9_]{0,254}$/.test(name)) &&
    (state.focusPartition === null || typeof state.focusPartition === 'string') &&
    (state.step === null || int(state.step, 0, MAX_STEP)) &&
    typeof state.presenter === 'boolean' &&
    (state.language === null || isLocale(state.language)) &&
    state.highlight === null
  );
}

/** Valid fragments to damage, made once: encoding is the slow part, damaging is cheap. */
const POOL = fc.sample(workspace, { numRuns: 300, seed: 7 }).map((state) => encodeShare(state));

/** Cuts, drops, repeats or overwrites characters of a valid fragment, as links get damaged. */
const mutatedFragment = fc
  .tuple(
    fc.constantFrom(...POOL),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat(),
        fc.constantFrom('cut', 'drop', 'swap', 'insert', 'repeat'),
        fc.string({ minLength: 1, maxLength: 3 }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([fragment, edits]) => {
    let text = fragment;
    for (const [at, len, kind, insert] of edits) {
      const i = at % (text.length + 1);
      if (kind === 'cut') text = text.slice(0, i);
      else if (kind === 'drop') text = text.slice(0, i) + text.slice(i + 1 + (len % 4));
      else if (kind === 'swap') text = text.slice(0, i) + insert + text.slice(i + insert.length);
      else if (kind === 'insert') text = text.slice(0, i) + insert + text.slice(i);
      else {
        const piece = text.slice(i, i + 1 + (len % 8));
        text = text.slice(0, i) + piece + piece + text.slice(i + piece.length);
      }
    }
    return text;
  });

/** Noise shaped like links: the right prefix, lz-string's alphabet, dots, escapes. */
const linkLikeNoise = fc
  .tuple(
    fc.constantFrom('', '#', 'ks', 'ks1.', '#ks1.', 'ks0.', 'ks2.', 'KS1.', 'ks1..'),
    fc.string({
      unit: fc.constantFrom(...'AQgw09+-$.%#ks1 \u0000\u{1F600}<>"'.split('')),
      maxLength: 80,
    }),
  )
  .map(([prefix, body]) => prefix + body);

describe('share codec properties', () => {
  it('restore(decode(encode(s))) equals s for random valid workspaces', () => {
    fc.assert(
      fc.property(workspace, (state) => {
        const decoded = decodeShare(encodeShare(state), { datasets });
        expect(decoded).toEqual({ ok: true, state, problems: [] });
        // and the same through the autosave's wire object
        expect(restore(JSON.parse(JSON.stringify(toWire(state, 'local'))), { datasets })).toEqual({
          state,
          problems: [],
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('decode of 100,000 random and mutated strings never throws and gives a valid state or a clear error', () => {
    // Valid envelopes around arbitrary JSON: everything reaches restore(), which must cope.
    const hostileJson = fc
      .oneof(
        fc.jsonValue(),
        fc.dictionary(
          fc.constantFrom('d', 'n', 'r', 'k', 'f', 't', 'c', 'p', 'g', 'm', 'v', '__proto__'),
          fc.jsonValue(),
        ),
      )
      .map((value) => {
        const head = `ks1.${compressToEncodedURIComponent(JSON.stringify(value) ?? '')}`;
        return `${head}.${checksum(head)}`;
      });
    // fc.sample, not fc.assert: a seeded sample is as deterministic and ten times faster here.
    const inputs = [
      ...fc.sample(fc.string({ unit: 'binary', maxLength: 200 }), { numRuns: 25_000, seed: 1 }),
      ...fc.sample(linkLikeNoise, { numRuns: 25_000, seed: 2 }),
      ...fc.sample(mutatedFragment, { numRuns: 40_000, seed: 3 }),
      ...fc.sample(hostileJson, { numRuns: 10_000, seed: 4 }),
    ];
    expect(inputs).toHaveLength(100_000);
    const failures: string[] = [];
    let opened = 0;
    for (const text of inputs) {
      try {
        const decoded = decodeShare(text, { datasets });
        if (decoded.ok) opened++;
        const fine = decoded.ok
          ? isValid(decoded.state)
          : /^The (part of the )?link /.test(english(decoded.error.message)) &&
            english(decoded.error.message).length < 300;
        if (!fine) failures.push(JSON.stringify(text));
      } catch (error) {
        failures.push(`${JSON.stringify(text)} threw ${String(error)}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // Every JSON object reaches restore() and opens with defaults in place of bad values.
    expect(opened).toBeGreaterThan(5_000);
  });
});
