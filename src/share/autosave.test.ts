import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATASET_IDS, workspace } from './arbitraries';
import {
  AUTOSAVE_KEY,
  EARLIER_KEY,
  loadEarlier,
  loadWorkspace,
  openLinkOver,
  restorableEarlier,
  restoreEarlier,
  type StorageLike,
  saveWorkspace,
} from './autosave';
import { memoryStorage } from './memory-storage';
import { english, englishEach } from './testing/english';
import { defaultWorkspace, type Workspace } from './workspace';

const mine: Workspace = {
  ...defaultWorkspace(),
  dataset: 'app-log-hot',
  filter: "PartitionKey eq '2024-01-01'",
};
const shared: Workspace = {
  ...defaultWorkspace(),
  filter: "LastName eq 'Jones'",
  focusPartition: 'Sales',
};
const other: Workspace = { ...defaultWorkspace(), size: 50_000, filter: "PartitionKey eq 'HR'" };

describe('autosave', () => {
  it('loads back exactly what it saved, for random workspaces', () => {
    fc.assert(
      fc.property(workspace, (state) => {
        const storage = memoryStorage();
        expect(saveWorkspace(storage, state, 'mine', 5)).toBeNull();
        expect(loadWorkspace(storage, { datasets: [...DATASET_IDS] })).toEqual({
          state,
          origin: 'mine',
          savedAt: 5,
          problems: [],
        });
      }),
      { numRuns: 300 },
    );
  });

  it('has nothing to load in a fresh browser', () => {
    expect(loadWorkspace(memoryStorage())).toBeNull();
    expect(loadEarlier(memoryStorage())).toEqual([]);
  });

  it('keeps my own workspace restorable when a shared link opens over it', () => {
    const storage = memoryStorage();
    saveWorkspace(storage, mine, 'mine', 1);
    expect(openLinkOver(storage, shared, 2)).toBe('kept-mine');
    expect(loadWorkspace(storage)).toMatchObject({ state: shared, origin: 'link' });
    expect(restorableEarlier(storage, shared)).toMatchObject({ state: mine, savedAt: 2 });
    // A second link over the untouched first one does not push my workspace out.
    expect(openLinkOver(storage, other, 3)).toBe('nothing-mine');
    expect(loadEarlier(storage).map((s) => s.state)).toEqual([mine]);
    // Restoring brings mine back; the untouched link state is not kept (its link still opens it).
    expect(restoreEarlier(storage, other, 'link', 4)).toEqual(mine);
    expect(loadWorkspace(storage)).toMatchObject({ state: mine, origin: 'mine' });
    expect(loadEarlier(storage)).toEqual([]);
  });

  it('keeps a link state I changed when I restore my earlier workspace, so nothing is lost', () => {
    const storage = memoryStorage();
    saveWorkspace(storage, mine, 'mine', 1);
    openLinkOver(storage, shared, 2);
    const edited = { ...shared, top: 10 };
    saveWorkspace(storage, edited, 'mine', 3);
    expect(restoreEarlier(storage, edited, 'mine', 4)).toEqual(mine);
    expect(loadEarlier(storage).map((s) => s.state)).toEqual([edited]);
    // Opening another link now keeps mine again, newest first, at most three.
    for (const [i, state] of [shared, other, { ...other, seed: 9 }].entries()) {
      saveWorkspace(storage, { ...state, presenter: true }, 'mine', 10 + i);
      openLinkOver(storage, { ...state, top: 1 }, 20 + i);
    }
    expect(loadEarlier(storage)).toHaveLength(3);
    expect(loadEarlier(storage)[0]?.state).toEqual({ ...other, seed: 9, presenter: true });
  });

  it('does not offer to restore a workspace equal to the current one', () => {
    const storage = memoryStorage();
    saveWorkspace(storage, shared, 'mine', 1);
    expect(openLinkOver(storage, shared, 2)).toBe('same-as-mine');
    expect(restorableEarlier(storage, shared)).toBeNull();
  });

  it('regression: a link to my own workspace (Open in new tab) must not turn it into a link state', () => {
    // Had it become a `link` state, the next foreign link would have replaced it unkept.
    const storage = memoryStorage();
    saveWorkspace(storage, mine, 'mine', 1);
    expect(openLinkOver(storage, mine, 2)).toBe('same-as-mine');
    expect(loadWorkspace(storage)).toMatchObject({ state: mine, origin: 'mine' });
    expect(openLinkOver(storage, shared, 3)).toBe('kept-mine');
    expect(restorableEarlier(storage, shared)?.state).toEqual(mine);
  });

  it('reads damaged storage as defaults with a problem, and skips damaged earlier entries', () => {
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, '{not json');
    const saved = loadWorkspace(storage);
    expect(saved?.state).toEqual(defaultWorkspace());
    expect(english(saved!.problems[0]!)).toMatch(
      /^The saved workspace is "\{not json", not a workspace/,
    );
    storage.setItem(
      AUTOSAVE_KEY,
      JSON.stringify({ w: { v: 1, n: 'big', f: 'kept' }, o: 'weird', t: 'x' }),
    );
    const damaged = loadWorkspace(storage);
    expect(damaged).toMatchObject({
      state: { ...defaultWorkspace(), filter: 'kept' },
      origin: 'mine',
      savedAt: 0,
    });
    expect(englishEach(damaged!.problems)).toEqual([
      'Size "big" is not a whole number; using the default.',
    ]);
    storage.setItem(EARLIER_KEY, '"not a list"');
    expect(loadEarlier(storage)).toEqual([]);
  });

  it('never throws when storage refuses to read or write (disabled, or full)', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError: access denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(english(saveWorkspace(refusing, mine, 'mine', 1)!)).toBe(
      'Could not save the workspace in this browser: QuotaExceededError',
    );
    expect(loadWorkspace(refusing)).toBeNull();
    expect(openLinkOver(refusing, shared, 2)).toBe('nothing-mine');
    expect(restoreEarlier(refusing, shared, 'mine', 3)).toBeNull();
  });
});
