import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_KEY,
  EARLIER_KEY,
  loadEarlier,
  openLinkOver,
  restorableEarlier,
  restoreEarlier,
  saveWorkspace,
} from './autosave';
import { encodeShare } from './codec';
import { memoryStorage } from './memory-storage';
import { startWorkspace } from './startup';
import { loadTab, MAX_TABS, TAB_ENTRY_PREFIX, TABS_KEY, tabIdOf, tabIds } from './tabs';
import { defaultWorkspace, type Workspace } from './workspace';

const a: Workspace = { ...defaultWorkspace(), filter: "PartitionKey eq 'A'" };
const b: Workspace = { ...defaultWorkspace(), dataset: 'app-log-hot', filter: "RowKey ge 'B'" };
const linked: Workspace = { ...defaultWorkspace(), filter: "LastName eq 'Jones'" };

describe('two tabs', () => {
  it('regression: two tabs overwrite each other autosave', () => {
    const storage = memoryStorage();
    // Tab A and tab B type; B saves last.
    saveWorkspace(storage, a, 'mine', 1, 'taba');
    saveWorkspace(storage, b, 'mine', 2, 'tabb');
    // Reloading A (its address bar holds A's link) keeps A as its own, pushing nothing out.
    const reloadA = startWorkspace({ fragment: encodeShare(a), storage, now: 3, tab: 'taba' });
    expect(reloadA).toMatchObject({ state: a, origin: 'mine' });
    expect(loadEarlier(storage)).toEqual([]);
    // Reloading B likewise.
    const reloadB = startWorkspace({ fragment: encodeShare(b), storage, now: 4, tab: 'tabb' });
    expect(reloadB).toMatchObject({ state: b, origin: 'mine' });
    // Both tabs closed; a new tab opens the newest and offers the other tab's work.
    const fresh = startWorkspace({ fragment: '', storage, now: 5, tab: 'tabc' });
    expect(fresh.state).toEqual(b);
    expect(restorableEarlier(storage, fresh.state, {}, 'tabc')?.state).toEqual(a);
    expect(restoreEarlier(storage, fresh.state, 'mine', 6, {}, 'tabc')).toEqual(a);
    // And B, now replaced in the new tab, is offered back in turn.
    expect(restorableEarlier(storage, a, {}, 'tabc')?.state).toEqual(b);
  });

  it('a link opened in one tab keeps that tab own workspace, not the other tab', () => {
    const storage = memoryStorage();
    saveWorkspace(storage, a, 'mine', 1, 'taba');
    saveWorkspace(storage, b, 'mine', 2, 'tabb');
    expect(openLinkOver(storage, linked, 3, 'taba')).toBe('kept-mine');
    expect(loadEarlier(storage).map((s) => s.state)).toEqual([a]);
    expect(loadTab(storage, 'tabb')?.state).toEqual(b);
  });

  it('the restore list never holds an empty or damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem(
      EARLIER_KEY,
      JSON.stringify([
        'garbage',
        { w: { v: 1 }, o: 'mine', t: 9 },
        { w: { v: 1, n: 'big' }, o: 'mine', t: 8 },
        { w: { v: 1, f: "PartitionKey eq 'A'" }, o: 'mine', t: 7 },
      ]),
    );
    storage.setItem(`${TAB_ENTRY_PREFIX}tabx`, '{not json');
    storage.setItem(TABS_KEY, JSON.stringify(['tabx', '../evil', 42]));
    expect(loadEarlier(storage).map((s) => s.state)).toEqual([a]);
    expect(restorableEarlier(storage, defaultWorkspace(), {}, 'tabc')?.state).toEqual(a);
    // Opening a link over the untouched defaults does not push the defaults into the list.
    const fresh = memoryStorage();
    saveWorkspace(fresh, defaultWorkspace(), 'mine', 1, 'taba');
    openLinkOver(fresh, linked, 2, 'taba');
    expect(fresh.getItem(EARLIER_KEY)).toBe('[]');
  });

  it('keeps at most MAX_TABS tab entries, removing the oldest', () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_TABS + 3; i++) {
      saveWorkspace(storage, { ...a, seed: i }, 'mine', i, `tab${i}`);
    }
    expect(tabIds(storage)).toHaveLength(MAX_TABS);
    expect(tabIds(storage)[0]).toBe(`tab${MAX_TABS + 2}`);
    expect(storage.getItem(`${TAB_ENTRY_PREFIX}tab0`)).toBeNull();
    // index + entries + the newest workspace, nothing else
    expect(storage.size).toBe(MAX_TABS + 2);
    expect(storage.getItem(AUTOSAVE_KEY)).not.toBeNull();
  });

  it('a tab keeps its id across reloads in its session storage, and a damaged id is replaced', () => {
    const session = memoryStorage();
    let n = 0;
    const fresh = () => `tab${++n}`;
    expect(tabIdOf(session, fresh)).toBe('tab1');
    expect(tabIdOf(session, fresh)).toBe('tab1');
    session.setItem('keyscope.tab', JSON.stringify('../x'));
    expect(tabIdOf(session, fresh)).toBe('tab2');
    expect(tabIdOf(null, fresh)).toBe('tab3');
  });
});
