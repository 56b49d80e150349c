import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilter } from '../engine';
import { DATASET_IDS, validKey, workspace } from './arbitraries';
import { loadWorkspace, saveWorkspace } from './autosave';
import { checksum } from './checksum';
import { decodeFragment, decodeShare, encodeShare, encodeShareReport } from './codec';
import { memoryStorage } from './memory-storage';
import { startWorkspace } from './startup';
import { english, englishText } from './testing/english';
import { defaultWorkspace, MAX_FILTER_LENGTH, type Workspace } from './workspace';

const datasets = [...DATASET_IDS];

/** Nine comparisons with 500-character key literals: legal in the service, over 4,600 characters. */
function nineLongComparisons(): string {
  const literal = (i: number) => `${String.fromCharCode(97 + i)}${'k'.repeat(499)}`;
  return Array.from({ length: 9 }, (_, i) => `RowKey ne '${literal(i)}'`).join(' and ');
}

/** Text lz-string cannot shrink much: what makes a link too long. */
function incompressible(length: number, seed: number): string {
  let x = seed;
  let text = '';
  while (text.length < length) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    text += String.fromCharCode(0x4e00 + ((x >>> 8) % 0x5000));
  }
  return `RowKey eq '${text}'`;
}

describe('long filters', () => {
  it('regression: a filter over 4,000 characters is lost on reload', () => {
    const filter = nineLongComparisons();
    expect(filter.length).toBeGreaterThan(4_600);
    expect(parseFilter(filter).ok).toBe(true);
    const state: Workspace = { ...defaultWorkspace(), filter };
    // Through the link (the address bar on reload) and through the autosave.
    expect(decodeShare(encodeShare(state), { datasets })).toEqual({
      ok: true,
      state,
      problems: [],
    });
    const storage = memoryStorage();
    saveWorkspace(storage, state, 'mine', 1);
    expect(loadWorkspace(storage)).toMatchObject({ state, problems: [] });
    const start = startWorkspace({ fragment: '', storage, now: 2 });
    expect(start.state.filter).toBe(filter);
    expect(start.message).toBeNull();
  });

  it('a filter too long for a link stays whole in the autosave, and the link says it left it out', () => {
    const filter = incompressible(20_000, 3);
    const state: Workspace = { ...defaultWorkspace(), size: 5_000, filter };
    const { fragment, leftOut } = encodeShareReport(state);
    expect(leftOut).toEqual([{ field: 'filter', length: JSON.stringify(filter).length }]);
    const decoded = decodeShare(fragment, { datasets });
    expect(decoded).toMatchObject({ ok: true, state: { ...state, filter: '' }, leftOut });
    if (!decoded.ok) return;
    expect(english(decoded.problems.at(-1)!)).toMatch(
      /^The link left out the filter \(20,0\d\d characters\)/,
    );

    // Someone else opening it is told; the reload of the maker's own tab gets everything back.
    const elsewhere = startWorkspace({ fragment, storage: memoryStorage(), now: 1 });
    expect(englishText(elsewhere.message)).toMatch(/left out the filter/);
    const storage = memoryStorage();
    saveWorkspace(storage, state, 'mine', 1, 'tab1');
    const reload = startWorkspace({ fragment, storage, now: 2, tab: 'tab1' });
    expect(reload).toMatchObject({ state, source: 'autosave', message: null, origin: 'mine' });
  });

  it('a filter over the link limit is still read back from the autosave', () => {
    const filter = 'x'.repeat(MAX_FILTER_LENGTH * 3);
    const storage = memoryStorage();
    saveWorkspace(storage, { ...defaultWorkspace(), filter }, 'mine', 1);
    expect(loadWorkspace(storage)?.state.filter).toBe(filter);
  });

  it('every encoded link decodes: no link is written that the app would refuse to open', () => {
    const big = fc.record({
      filter: fc.oneof(
        fc.integer({ min: 0, max: 60_000 }).map((n) => incompressible(n, n)),
        fc.string({ unit: 'binary', maxLength: 40_000 }),
        fc.string({ unit: fc.constantFrom('\u0000', '"', '\\', '\u001f'), maxLength: 40_000 }),
      ),
      splits: fc.uniqueArray(validKey, { maxLength: 1000 }),
      select: fc.uniqueArray(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,254}$/), {
        maxLength: 255,
      }),
    });
    let shortened = 0;
    fc.assert(
      fc.property(workspace, big, (base, { filter, splits, select }) => {
        const state: Workspace = {
          ...base,
          filter,
          select,
          rangePartitioning: { kind: 'split-at', partitionKeys: splits },
        };
        const { fragment, leftOut } = encodeShareReport(state);
        expect(decodeFragment(fragment).ok).toBe(true);
        const decoded = decodeShare(fragment, { datasets });
        expect(decoded.ok).toBe(true);
        if (!decoded.ok) return;
        // What was not left out arrives as it was.
        const left = new Set(leftOut.map((l) => l.field));
        if (left.size > 0) shortened++;
        if (!left.has('filter')) expect(decoded.state.filter).toBe(filter);
        if (!left.has('select')) expect(decoded.state.select).toEqual(select);
        expect(decoded.state.dataset).toBe(state.dataset);
        expect(decoded.state.size).toBe(state.size);
      }),
      { numRuns: 60, seed: 11 },
    );
    // The property is only worth something if many links had to leave something out.
    expect(shortened).toBeGreaterThan(5);
  });

  it('regression: a ks0 link with a valid checksum keeps the user workspace, like an unknown version', () => {
    const storage = memoryStorage();
    const mine: Workspace = { ...defaultWorkspace(), filter: "PartitionKey eq 'HR'" };
    saveWorkspace(storage, mine, 'mine', 1);
    const ks1 = encodeShare({ ...defaultWorkspace(), size: 999 });
    const head = `ks0.${ks1.split('.')[1]}`;
    // A checksum made for the ks0 head, as a hostile or buggy maker would.
    const fragment = `${head}.${checksum(head)}`;
    expect(decodeShare(fragment)).toMatchObject({
      ok: false,
      error: { reason: 'unknown-version' },
    });
    const start = startWorkspace({ fragment, storage, now: 2 });
    expect(start).toMatchObject({ state: mine, source: 'autosave' });
    expect(englishText(start.message)).toMatch(
      /format v0, which no Keyscope ever wrote.*last workspace/,
    );
  });
});
