import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { type ExplorerController, startExplorer } from './controller';
import {
  type ImportStore,
  indexedDbImportStore,
  memoryImportStore,
  type StoredImport,
} from './import-store';
import { inProcessEngine } from './in-process-engine';
import { createExplorerStore, loadFailure } from './store';
import { until } from './until';

/** A typed CSV of `rows` good rows and two bad ones (a bad Int32 on line 3, a bad key on line 5). */
function typedCsv(rows: number, salt = ''): string {
  const lines = ['PartitionKey,RowKey,Age,Age@type'];
  for (let i = 0; i < rows; i++) lines.push(`P${i % 3},r${salt}${i},${20 + i},Edm.Int32`);
  lines.splice(2, 0, 'P1,bad-age,abc,Edm.Int32');
  lines.splice(4, 0, 'P1,bad/key,30,Edm.Int32');
  return `${lines.join('\n')}\n`;
}

let running: ExplorerController[] = [];
afterEach(() => {
  for (const c of running) c.stop();
  running = [];
});

function start(imports: ImportStore = memoryImportStore()) {
  const store = createExplorerStore();
  store.getState().applyWorkspace({ dataset: 'employees', size: 200, seed: 1, filter: '' });
  const controller = startExplorer(store, inProcessEngine, () => 0, imports);
  running.push(controller);
  return { store, controller, imports };
}

const ready = (s: { load: { phase: string } }) => s.load.phase === 'ready';

describe('importing the user’s file through the controller', () => {
  it('opens the good rows as the data, reports the bad ones, and keeps the file', async () => {
    const { store, controller, imports } = start();
    await until(store, ready);
    await controller.importFile(new Blob([typedCsv(12)]), 'people.typed.csv', {});
    const s = await until(store, (st) => ready(st) && st.loaded?.imported !== null);
    expect(s.importing).toMatchObject({ phase: 'ready', count: 12, rejected: 2, mismatch: null });
    if (s.importing.phase === 'ready')
      expect(s.importing.errors.map((e) => e.line)).toEqual([3, 5]);
    expect(s.imported).toMatchObject({ name: 'people.typed.csv', count: 12 });
    expect(s.loaded?.count).toBe(12);
    store.getState().setFilter('Age ge 30');
    const answered = await until(
      store,
      (st) => st.query.phase === 'ready' && st.query.last?.filter === 'Age ge 30',
    );
    expect(answered.query.last?.analysis.stats.returned).toBe(2);
    expect(await imports.find(s.imported?.fingerprint ?? '')).toMatchObject({ count: 12 });
  });

  // Regression (issue 24): with site storage refused the import worked but silently kept nothing.
  it('says the file will not be kept when the browser refuses to store it', async () => {
    const refusing: ImportStore = { save: async () => false, find: async () => null };
    const { store, controller } = start(refusing);
    await until(store, ready);
    await controller.importFile(new Blob([typedCsv(4)]), 'people.typed.csv', {});
    const s = await until(store, (st) => st.notice !== null);
    expect(s.imported?.name).toBe('people.typed.csv');
    expect(s.notice).toEqual({ code: 'state.importNotKept', params: { name: 'people.typed.csv' } });
  });

  it('regression: a browser that throws on reading indexedDB still makes the import store', async () => {
    const store = indexedDbImportStore(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    expect(await store.find('0123456789abcdef')).toBeNull();
    expect(await store.save({} as StoredImport)).toBe(false);
  });

  it('keeps the previous dataset when the file is refused as a whole', async () => {
    const { store, controller } = start();
    await until(store, ready);
    await controller.importFile(new Blob(['<html><body>hi</body></html>']), 'page.html', {});
    const s = store.getState();
    expect(s.importing).toMatchObject({ phase: 'failed', name: 'page.html' });
    expect(s.imported).toBeNull();
    expect(s.loaded?.recipe.dataset).toBe('employees');
    expect(s.load.phase).toBe('ready');
  });

  it('regression: a cancel call waited for the whole read; cancelling leaves the dataset on show', async () => {
    const { store, controller } = start();
    await until(store, ready);
    const big = new Blob([typedCsv(150_000)]);
    const read = controller.importFile(big, 'big.csv', {});
    await until(store, (st) => st.importing.phase === 'running' && st.importing.read > 0);
    controller.cancelImport();
    await read;
    const s = store.getState();
    expect(s.importing).toEqual({ phase: 'idle' });
    expect(s.imported).toBeNull();
    expect(s.loaded?.recipe.dataset).toBe('employees');
  });

  it('restores an imported view from the kept file after a reload', async () => {
    const first = start();
    await until(first.store, ready);
    await first.controller.importFile(new Blob([typedCsv(9)]), 'people.csv', {});
    const link = first.store.getState().imported;
    // A new page over the same browser storage, opened on the view's workspace.
    const store = createExplorerStore();
    store.getState().applyWorkspace({ imported: link, filter: "PartitionKey eq 'P0'" });
    running.push(startExplorer(store, inProcessEngine, () => 0, first.imports));
    const s = await until(
      store,
      (st) => ready(st) && st.query.last?.filter === "PartitionKey eq 'P0'",
    );
    expect(s.loaded?.imported).toEqual(link);
    expect(s.query.last?.analysis.stats.returned).toBe(3);
  });

  it('regression: a kept file that no longer reads left the panel loading; it says which file to drop', async () => {
    const imports = memoryImportStore();
    const ref = { name: 'people.csv', fingerprint: '0123456789abcdef', count: 9 };
    await imports.save({ ...ref, options: {}, file: new Blob(['<html>']), savedAt: 0 });
    const store = createExplorerStore();
    store.getState().applyWorkspace({ imported: ref });
    running.push(startExplorer(store, inProcessEngine, () => 0, imports));
    const s = await until(store, (st) => st.load.phase === 'failed');
    expect(s.missingImport).toEqual(ref);
    expect(createTranslator('en').say(loadFailure(s.load)!)).toMatch(/Drop that file/);
  });

  it('says which file to drop where the data is absent, and checks the one dropped', async () => {
    const { store, controller } = start();
    const ref = { name: 'people.csv', fingerprint: '0123456789abcdef', count: 9 };
    store.getState().applyWorkspace({ imported: ref });
    const missing = await until(store, (st) => st.missingImport !== null);
    expect(missing.load.phase).toBe('failed');
    expect(createTranslator('en').say(loadFailure(missing.load)!)).toMatch(
      /imported file, people\.csv \(9 entities\).*Drop that file/,
    );
    await controller.importFile(new Blob([typedCsv(9, 'x')]), 'other.csv', {});
    const s = store.getState();
    expect(
      s.importing.phase === 'ready' && createTranslator('en').say(s.importing.mismatch!),
    ).toMatch(/not the data the view was made from: it expected people\.csv/);
    expect(s.missingImport).toBeNull();
    expect(s.load.phase).toBe('ready');
  });

  it('a dropped file with the view’s fingerprint opens the view without a warning', async () => {
    const text = typedCsv(9);
    const { store: probe, controller: probing } = start();
    await until(probe, ready);
    await probing.importFile(new Blob([text]), 'people.csv', {});
    const ref = probe.getState().imported;
    const { store, controller } = start();
    store.getState().applyWorkspace({ imported: ref });
    await until(store, (st) => st.missingImport !== null);
    await controller.importFile(new Blob([text]), 'people.csv', {});
    expect(store.getState().importing).toMatchObject({ phase: 'ready', mismatch: null });
    expect(store.getState().imported).toEqual(ref);
  });

  it('exports the results and the whole table, named after the file', async () => {
    const { store, controller } = start();
    await until(store, ready);
    await controller.importFile(new Blob([typedCsv(6)]), 'people.typed.csv', {});
    store.getState().setFilter("PartitionKey eq 'P2'");
    await until(store, (st) => st.query.last?.filter === "PartitionKey eq 'P2'");
    const results = await controller.exportData('results', 'typed-csv');
    expect(results).toMatchObject({ ok: true, count: 2, name: 'people-results.typed.csv' });
    const table = await controller.exportData('table', 'odata-json');
    expect(table).toMatchObject({ ok: true, count: 6, name: 'people-table.json' });
  });
});
