import { describe, expect, it } from 'vitest';
import { note } from './note';
import { type RestoreOptions, restore } from './restore';
import { englishEach } from './testing/english';
import type { FormatHistory } from './versions';
import { toWire } from './wire';
import { defaultWorkspace, MAX_SAVED_FILTER_LENGTH, type Workspace } from './workspace';

const datasets = ['employees', 'app-log-hot'];

/** `restore`, with its problems said in English. */
function read(raw: unknown, options?: RestoreOptions) {
  const restored = restore(raw, options);
  return { ...restored, problems: englishEach(restored.problems) };
}

describe('restore', () => {
  it('fills every field left out with its default', () => {
    expect(read({ v: 1 })).toEqual({ state: defaultWorkspace(), problems: [] });
    const { state, problems } = read({ v: 1, f: "LastName eq 'Jones'", p: 'Sales' });
    expect(problems).toEqual([]);
    expect(state).toEqual({
      ...defaultWorkspace(),
      filter: "LastName eq 'Jones'",
      focusPartition: 'Sales',
    });
  });

  it('reads back what toWire wrote, and toWire leaves defaults out', () => {
    const state: Workspace = {
      ...defaultWorkspace(),
      dataset: 'app-log-hot',
      size: 250_000,
      rangePartitioning: { kind: 'split-at', partitionKeys: ['b', 'm'] },
      select: ['FirstName', 'Age'],
      top: 5,
      step: 3,
      presenter: true,
    };
    const wire = toWire(state, 'url');
    expect(Object.keys(wire).sort()).toEqual(['c', 'd', 'g', 'k', 'm', 'n', 't', 'v']);
    expect(read(wire, { datasets })).toEqual({ state, problems: [] });
  });

  it('replaces each invalid value by its default and says which and why', () => {
    const { state, problems } = read(
      {
        v: 1,
        n: 0,
        r: 1.5,
        t: 1001,
        g: -1,
        m: 'yes',
        p: 'a/b',
        f: 'x'.repeat(MAX_SAVED_FILTER_LENGTH + 1),
        k: { kind: 'single' },
        d: 'payroll',
      },
      { datasets },
    );
    expect(state).toEqual(defaultWorkspace());
    expect(problems).toHaveLength(9);
    expect(problems).toContain('Size 0 is not between 1 and 1,000,000; using the default.');
    expect(problems).toContain('Seed 1.5 is not a whole number; using the default.');
    expect(problems).toContain('$top 1001 is not between 1 and 1,000; using the default.');
    expect(problems).toContain(
      `Dataset "payroll" is not one of Keyscope's datasets; using the default.`,
    );
    expect(problems.join(' ')).toMatch(/Filter is 1,000,001 characters long \(at most 1,000,000\)/);
    expect(problems.join(' ')).toMatch(
      /Focused partition "a\/b" contains a character keys cannot hold/,
    );
  });

  it('keeps the good entries of a list and names the bad ones', () => {
    const { state, problems } = read({
      v: 1,
      c: ['Age', 'bad-name', 7, 'Age', '<img>'],
      k: ['a', 'x#y'],
    });
    expect(state.select).toEqual(['Age']);
    expect(state.rangePartitioning).toEqual({ kind: 'split-at', partitionKeys: ['a'] });
    expect(problems).toHaveLength(5);
    expect(problems).toContain(
      '$select: "bad-name" is not a valid property name, so it was left out',
    );
    expect(problems).toContain('$select: left out a repeated "Age"');
  });

  it('ignores unknown settings, and settings kept nowhere, with a note', () => {
    const { state, problems } = read({ v: 1, zz: 1, highlight: { from: 0, to: 1 } });
    expect(state).toEqual(defaultWorkspace());
    expect(problems).toEqual([
      'Ignored an unknown setting "zz".',
      'Ignored an unknown setting "highlight".',
    ]);
  });

  it('uses the defaults for something that is not a versioned object', () => {
    for (const raw of [null, 'ks1', [1, 2], 42, { f: 'no version' }, { v: -1 }, { v: '1' }]) {
      const { state, problems } = read(raw);
      expect(state).toEqual(defaultWorkspace());
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/using the defaults\.$/);
    }
  });

  it('refuses a format from a newer Keyscope rather than guess at its meaning', () => {
    const { state, problems } = read({ v: 3, f: 'guess' });
    expect(state).toEqual(defaultWorkspace());
    expect(problems).toEqual([
      'The workspace cannot be read: it was made by a newer Keyscope (format v3; this one reads up to v2); using the defaults.',
    ]);
  });

  it('migrates an older format step by step (a synthetic v0 with spelled-out names)', () => {
    // v0 (made up for this test) spelled names out and kept the range split as a word.
    const history: FormatHistory = {
      current: 1,
      migrations: [
        {
          from: 0,
          migrate: (raw) => {
            const { v, dataset, query, split, ...rest } = raw;
            const notes = Object.keys(rest).map((k) => note('share.unknownSetting', { value: k }));
            return {
              raw: { v: Number(v) + 1, d: dataset, f: query, k: split === 'all' ? 'e' : 's' },
              notes,
            };
          },
        },
      ],
    };
    const { state, problems } = read(
      {
        v: 0,
        dataset: 'app-log-hot',
        query: "PartitionKey eq '2024'",
        split: 'all',
        colour: 'red',
      },
      { history },
    );
    expect(state).toEqual({
      ...defaultWorkspace(),
      dataset: 'app-log-hot',
      filter: "PartitionKey eq '2024'",
      rangePartitioning: { kind: 'every-partition' },
    });
    expect(problems).toEqual(['Ignored an unknown setting colour.']);
    // Without the migration, v0 cannot be read, and it says so.
    expect(read({ v: 0, dataset: 'x' }).problems[0]).toMatch(
      /format v0 is not one Keyscope ever wrote/,
    );
  });
});
