import { describe, expect, it } from 'vitest';
import { loadWorkspace, restorableEarlier, saveWorkspace } from './autosave';
import { encodeShare } from './codec';
import { memoryStorage } from './memory-storage';
import { startWorkspace } from './startup';
import { englishText } from './testing/english';
import { defaultWorkspace, type Workspace } from './workspace';

const mine: Workspace = {
  ...defaultWorkspace(),
  dataset: 'app-log-hot',
  filter: "PartitionKey eq 'x'",
};
const shared: Workspace = { ...defaultWorkspace(), filter: "LastName eq 'Jones'", step: 2 };

describe('startWorkspace', () => {
  it('opens the defaults in a fresh browser with no link', () => {
    expect(startWorkspace({ fragment: '', storage: memoryStorage(), now: 1 })).toEqual({
      state: defaultWorkspace(),
      source: 'defaults',
      message: null,
      keptOwn: false,
      origin: 'mine',
    });
  });

  it('opens the autosave on reload', () => {
    const storage = memoryStorage();
    saveWorkspace(storage, mine, 'mine', 1);
    expect(startWorkspace({ fragment: '#', storage, now: 2 })).toMatchObject({
      state: mine,
      source: 'autosave',
    });
  });

  it('lets a link win over the autosave and keeps the autosave restorable', () => {
    const storage = memoryStorage();
    saveWorkspace(storage, mine, 'mine', 1);
    const start = startWorkspace({ fragment: `#${encodeShare(shared)}`, storage, now: 2 });
    expect(start).toEqual({
      state: shared,
      source: 'link',
      message: null,
      keptOwn: true,
      origin: 'link',
    });
    expect(loadWorkspace(storage)?.state).toEqual(shared);
    expect(restorableEarlier(storage, shared)?.state).toEqual(mine);
  });

  it('opens a link in a browser with no storage at all', () => {
    expect(startWorkspace({ fragment: encodeShare(shared), storage: null, now: 1 })).toMatchObject({
      state: shared,
      source: 'link',
    });
  });

  it('says what was wrong with a bad link and opens my last workspace instead, untouched', () => {
    const storage = memoryStorage();
    saveWorkspace(storage, mine, 'mine', 1);
    const start = startWorkspace({ fragment: '#ks1.<script>alert(1)</script>', storage, now: 2 });
    expect(start.state).toEqual(mine);
    expect(start.source).toBe('autosave');
    expect(start.message?.kind).toBe('error');
    expect(englishText(start.message)).toMatch(
      /^The link is damaged: .* Opened your last workspace instead\.$/,
    );
    expect(loadWorkspace(storage)).toMatchObject({ state: mine, origin: 'mine' });
  });

  it('opens the defaults after a bad link in a fresh browser, and says so', () => {
    const cut = encodeShare(shared).slice(0, 30);
    const start = startWorkspace({ fragment: cut, storage: memoryStorage(), now: 1 });
    expect(start.state).toEqual(defaultWorkspace());
    expect(englishText(start.message)).toMatch(
      /^The link is incomplete: .* Opened the default workspace instead\.$/,
    );
  });

  it('opens what it can of a link with bad values and warns about the rest', () => {
    const start = startWorkspace({
      fragment: encodeShare({ ...shared, dataset: 'retired-dataset' }),
      storage: memoryStorage(),
      now: 1,
      datasets: ['employees', 'app-log-hot'],
    });
    expect(start.state).toEqual(shared);
    expect(start.message?.kind).toBe('warning');
    expect(englishText(start.message)).toBe(
      `Parts of this link could not be used. Dataset "retired-dataset" is not one of Keyscope's datasets; using the default.`,
    );
  });
});
