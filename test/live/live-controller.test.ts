/**
 * The live controller over the real engine (in process) and a real Table service (Azurite, in
 * memory, on a free 127.0.0.1 port): a table read through a SAS becomes the dataset by the import
 * path, the current query runs on both sides, failures leave the previous dataset loaded, and the
 * signature reaches no store and no storage unless the user keeps it for the session.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translate';
import type { FetchLike } from '../../src/live';
import { memoryStorage } from '../../src/share/memory-storage';
import { type ExplorerController, startExplorer } from '../../src/state/controller';
import { inProcessEngine } from '../../src/state/in-process-engine';
import {
  KEPT_SAS_KEY,
  type LiveController,
  startLiveController,
} from '../../src/state/live-controller';
import { createLiveStore } from '../../src/state/live-store';
import { createExplorerStore } from '../../src/state/store';
import { until } from '../../src/state/until';
import { workspaceOf } from '../../src/state/workspace';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import { createTableWith, expiredSasUrl, readOnlySasUrl, writeSasUrl } from './azurite-live';
import { liveDataset } from './live-dataset';

const TABLE = 'staff';
const COUNT = 600;

let azurite: AzuriteTable;
beforeAll(async () => {
  azurite = await startAzurite();
  await createTableWith(azurite.accountUrl, TABLE, liveDataset(COUNT, 7));
});
afterAll(async () => {
  await azurite?.stop();
});

const started: { stop(): void }[] = [];
afterEach(() => {
  for (const s of started.splice(0)) s.stop();
});

function start(storage = memoryStorage(), fetch?: FetchLike) {
  const store = createExplorerStore();
  store.getState().applyWorkspace({ dataset: 'employees', size: 200, seed: 1, filter: '' });
  const explorer: ExplorerController = startExplorer(store, inProcessEngine);
  const live = createLiveStore();
  const controller: LiveController = startLiveController({
    store,
    live,
    explorer,
    storage,
    origin: 'http://127.0.0.1:5191',
    ...(fetch ? { fetch } : {}),
  });
  started.push(controller, explorer);
  return { store, live, controller, storage };
}

/** Fails when the URL's signature, in any spelling, occurs in the value's JSON. */
function expectNoSignature(value: unknown, url: string): void {
  const written = /[?&]sig=([^&]*)/.exec(url)?.[1] ?? '';
  const text = JSON.stringify(value);
  expect(written.length).toBeGreaterThan(10);
  expect(text).not.toContain(written);
  expect(text).not.toContain(decodeURIComponent(written));
}

describe('the live controller', () => {
  it('reads the table into the dataset, and the model agrees with the service query by query', async () => {
    const { store, live, controller, storage } = start();
    await until(store, (s) => s.load.phase === 'ready');
    const url = readOnlySasUrl(azurite.accountUrl, TABLE);
    const progress: number[] = [];
    const unsubscribe = live.subscribe((s) => {
      if (s.read.phase === 'reading') progress.push(s.read.entities);
    });
    await controller.connect(url, { cap: 100_000, keep: false });
    unsubscribe();
    expect(live.getState().read).toMatchObject({ phase: 'done', entities: COUNT, capped: false });
    expect(progress.at(-1)).toBe(COUNT);
    const ready = await until(store, (s) => s.load.phase === 'ready' && s.imported !== null);
    expect(ready.imported?.name).toBe(TABLE);
    expect(ready.loaded?.count).toBe(COUNT);
    expect(ready.live).toEqual({
      endpoint: azurite.accountUrl,
      account: 'devstoreaccount1',
      table: TABLE,
    });
    expect(storage.getItem(KEPT_SAS_KEY)).toBeNull();

    const filters = ["PartitionKey eq 'dept-03'", 'Age gt 60', "Tag eq 'gold' and Score lt 50.0"];
    for (const filter of filters) {
      store.getState().setFilter(filter);
      await controller.runOnLive();
      const run = live.getState().run;
      if (run.phase !== 'done') throw new Error(`${filter}: ${JSON.stringify(run)}`);
      expect(run.comparison.entities.sameSet, filter).toBe(true);
      expect(run.comparison.entities.sameOrder, filter).toBe(true);
      expect(run.comparison.entities.liveCount, filter).toBeGreaterThan(0);
    }
    // $select without the keys: both sides run with them added, so entities match by key.
    store.getState().setSelect(['Name']);
    store.getState().setTop(7);
    await controller.runOnLive();
    const run = live.getState().run;
    expect(run.phase === 'done' && run.query).toEqual({
      filter: "Tag eq 'gold' and Score lt 50.0",
      select: ['PartitionKey', 'RowKey', 'Name'],
      top: 7,
    });
    expect(run.phase === 'done' && run.comparison.entities.byKeys).toBe(true);
    // A new filter makes the comparison stale: it is cleared.
    store.getState().setFilter('Age lt 30');
    expect(live.getState().run.phase).toBe('idle');

    expectNoSignature(workspaceOf(store.getState()), url);
    expectNoSignature(live.getState(), url);
  });

  it('an expired SAS says so and the previous dataset stays loaded', async () => {
    const { store, live, controller } = start();
    const before = await until(store, (s) => s.load.phase === 'ready');
    const url = expiredSasUrl(azurite.accountUrl, TABLE);
    await controller.connect(url, { cap: 100_000, keep: false });
    const read = live.getState().read;
    expect(read.phase === 'failed' && read.problem.code).toBe('SAS_EXPIRED');
    expect(store.getState().loaded).toBe(before.loaded);
    expect(store.getState().imported).toBeNull();
    expect(store.getState().live).toBeNull();
    expectNoSignature(read, url);
  });

  it('a query the model cannot run says why in the reader’s language, the engine’s reason included', async () => {
    const { store, live, controller } = start();
    await until(store, (s) => s.load.phase === 'ready');
    await controller.connect(readOnlySasUrl(azurite.accountUrl, TABLE), {
      cap: 100_000,
      keep: false,
    });
    await until(store, (s) => s.load.phase === 'ready' && s.imported !== null);
    store.getState().setFilter('Age gt');
    await controller.runOnLive();
    const run = live.getState().run;
    if (run.phase !== 'failed') throw new Error(JSON.stringify(run));
    const { message } = run.problem;
    expect(message.code).toBe('live.modelFailed');
    const reason = message.params?.reason;
    if (typeof reason !== 'object') throw new Error(`the reason is not coded: ${reason}`);
    expect(reason.code).toMatch(/^engine\./);
    const ru = createTranslator('ru');
    expect(ru.say(message)).toBe(`Модель не смогла выполнить этот запрос: ${ru.say(reason)}`);
    expect(ru.say(reason)).not.toBe(createTranslator('en').say(reason));
  });

  it('Cancel during a read loads nothing, and the previous dataset stays', async () => {
    // The real fetch; Cancel is pressed once the first answer's headers arrive, before its body.
    let cancel = () => {};
    let answered = 0;
    const fetchThenCancel: FetchLike = async (url, init) => {
      const response = await fetch(url, init);
      answered += 1;
      if (answered === 1) cancel();
      return response;
    };
    const { store, live, controller } = start(memoryStorage(), fetchThenCancel);
    cancel = () => controller.cancel();
    const before = await until(store, (s) => s.load.phase === 'ready');
    await controller.connect(readOnlySasUrl(azurite.accountUrl, TABLE), {
      cap: 100_000,
      keep: false,
    });
    expect(live.getState().read).toEqual({ phase: 'cancelled', table: TABLE, entities: 0 });
    expect(answered).toBe(1);
    expect(store.getState().loaded).toBe(before.loaded);
    expect(store.getState().imported).toBeNull();
    expect(live.getState().connected).toBeNull();
  });

  it('a kept SAS survives in sessionStorage only, and a new controller takes it up for the same view', async () => {
    const storage = memoryStorage();
    const first = start(storage);
    await until(first.store, (s) => s.load.phase === 'ready');
    const url = writeSasUrl(azurite.accountUrl, TABLE);
    // The preview warns before anything is read.
    const preview = first.controller.preview(url);
    expect(preview.ok && preview.warnings.map((w) => w.code)).toContain('SAS_GRANTS_WRITE');
    await first.controller.connect(url, { cap: 250, keep: true });
    expect(first.live.getState().read).toMatchObject({
      phase: 'done',
      entities: 250,
      capped: true,
    });
    expect(storage.getItem(KEPT_SAS_KEY)).toBe(url);
    expect(first.live.getState().connected?.kept).toBe(true);

    // Another controller over the same view (a reload of the tab) adopts the kept SAS.
    const second = start(storage);
    second.store.getState().applyWorkspace({ live: first.store.getState().live });
    expect(second.live.getState().connected?.ref.table).toBe(TABLE);

    // Choosing a sample dataset ends the live view; forgetting drops the kept SAS.
    first.store.getState().chooseDataset('employees');
    expect(first.store.getState().live).toBeNull();
    first.controller.forget();
    expect(storage.getItem(KEPT_SAS_KEY)).toBeNull();
  });

  // Regression (issue 24): a kept SAS, or one kept as a bare token by an older version, must never
  // be combined with the host of a view that a link opened.
  it('regression: a kept SAS is never sent to the host a shared link names', async () => {
    const storage = memoryStorage();
    const url = writeSasUrl(azurite.accountUrl, TABLE);
    const token = url.slice(url.indexOf('?') + 1);
    const hostile = {
      endpoint: 'https://devstoreaccount1.table.core.windows.net.evil.example',
      account: 'devstoreaccount1',
      table: TABLE,
    };
    for (const kept of [url, token]) {
      storage.setItem(KEPT_SAS_KEY, kept);
      const { store, live } = start(storage);
      await until(store, (s) => s.load.phase === 'ready');
      store.getState().applyWorkspace({ live: hostile });
      expect(live.getState().connected).toBeNull();
    }
    // The same bare token for the emulator's own view is not adopted either: nobody confirmed it.
    const { store, live } = start(storage);
    await until(store, (s) => s.load.phase === 'ready');
    store.getState().applyWorkspace({
      live: { endpoint: azurite.accountUrl, account: 'devstoreaccount1', table: TABLE },
    });
    expect(live.getState().connected).toBeNull();
  });

  it('a view of a live table whose data is not here asks for a SAS of the same table', async () => {
    const { store, live, controller } = start();
    await until(store, (s) => s.load.phase === 'ready');
    const ref = { endpoint: azurite.accountUrl, account: 'devstoreaccount1', table: TABLE };
    store.getState().applyWorkspace({
      live: ref,
      imported: { name: TABLE, fingerprint: '0123456789abcdef', count: COUNT },
    });
    await until(store, (s) => s.missingImport !== null);
    expect(live.getState().dialog).toEqual({ open: true, reason: 'link', expected: ref });
    // A SAS for another table is refused, naming the one the link expects.
    const other = controller.preview(readOnlySasUrl(azurite.accountUrl, 'others'));
    expect(!other.ok && other.error.code).toBe('URL_TABLE_MISMATCH');
    await controller.connect(readOnlySasUrl(azurite.accountUrl, TABLE), {
      cap: 100_000,
      keep: false,
    });
    const ready = await until(store, (s) => s.load.phase === 'ready' && s.loaded?.count === COUNT);
    expect(ready.live).toEqual(ref);
    expect(ready.missingImport).toBeNull();
  });
});
