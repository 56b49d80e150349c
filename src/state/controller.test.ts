import { afterEach, describe, expect, it } from 'vitest';
import { findDataset, sampleEntities } from '../datasets';
import { analyzeQuery, createTable, runQueryPage } from '../engine';
import { sayEnglish } from '../i18n/english';
import { createTranslator } from '../i18n/translate';
import { type ExplorerController, startExplorer } from './controller';
import type { EngineFactory } from './engine-client';
import { type InProcessConnection, inProcessEngine } from './in-process-engine';
import { filterErrorOf, isRunning, optionErrorOf } from './query-state';
import { createExplorerStore, loadFailure } from './store';
import { offlineEngine } from './testing';
import { until } from './until';

const employees = (size: number) =>
  createTable(sampleEntities(findDataset('employees')!, size, 1)).table;

let running: ExplorerController | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

function start() {
  const store = createExplorerStore();
  store.getState().applyWorkspace({ dataset: 'employees', size: 200, seed: 1, filter: '' });
  // The engine the controller is on now, so a test can crash it as a worker error would.
  const engine: { current: InProcessConnection | null } = { current: null };
  running = startExplorer(store, (onDeath) => {
    engine.current = inProcessEngine(onDeath);
    return engine.current;
  });
  return { store, controller: running, crash: () => engine.current?.crash() };
}

describe('the explorer controller over the real engine', () => {
  it('regression: a progress report arriving after the load answer left the panel stuck at "Generating…"', async () => {
    // A worker's progress reports use their own message port, so they may arrive after the
    // load's answer. Hold every report back and deliver them all once the load has answered.
    const held: (() => void)[] = [];
    const lateProgress: EngineFactory = (onDeath) => {
      const conn = inProcessEngine(onDeath);
      return {
        ...conn,
        calls: {
          ...conn.calls,
          load: (table, recipe, design, onProgress) =>
            conn.calls.load(
              table,
              recipe,
              design,
              onProgress &&
                conn.callback((done: number, expected: number) => {
                  held.push(() => onProgress(done, expected));
                }),
            ),
        },
      };
    };
    const store = createExplorerStore();
    store.getState().applyWorkspace({ dataset: 'employees', size: 50_000, seed: 1, filter: '' });
    running = startExplorer(store, lateProgress);
    await until(store, (s) => s.load.phase === 'ready' && s.loaded?.count === 50_000);
    expect(held.length).toBeGreaterThan(0);
    for (const report of held) report();
    expect(store.getState().load.phase).toBe('ready');
  });

  it('loads the recipe, then shows the same analysis the engine computes', async () => {
    const { store } = start();
    store.getState().setFilter("PartitionKey eq 'Sales' and LastName eq 'Smith'");
    const s = await until(
      store,
      (x) => x.query.last?.filter === "PartitionKey eq 'Sales' and LastName eq 'Smith'",
    );
    const expected = analyzeQuery(employees(200), {
      filter: s.filter,
      rangePartitioning: { kind: 'single' },
    });
    expect(expected.ok).toBe(true);
    if (!expected.ok) return;
    expect(s.query.last?.analysis.plan.costClass).toBe('partition-scan');
    // The strip's partition arrives in the same update as the plan.
    expect(s.detail?.partitionKey).toBe('Sales');
    expect(s.query.last?.analysis.stats).toEqual(expected.stats);
    expect(s.catalogue.map((d) => d.id)).toContain('employees');
    expect(s.loaded?.count).toBe(200);
  });

  it('shows only the newest of several quick keystrokes', async () => {
    const { store } = start();
    await until(store, (x) => x.load.phase === 'ready');
    const seen: (string | null)[] = [];
    const unsubscribe = store.subscribe((x, prev) => {
      if (x.query.last?.filter !== prev.query.last?.filter) seen.push(x.query.last?.filter ?? null);
    });
    for (const f of [
      "LastName eq 'J'",
      "LastName eq 'Jo'",
      "LastName eq 'Jon'",
      "LastName eq 'Jones'",
    ]) {
      store.getState().setFilter(f);
    }
    await until(
      store,
      (x) => x.query.last?.filter === "LastName eq 'Jones'" && !isRunning(x.query),
    );
    unsubscribe();
    // The first keystroke was already in flight; the two in between were never run.
    expect(seen).not.toContain("LastName eq 'Jo'");
    expect(seen).not.toContain("LastName eq 'Jon'");
    expect(seen[seen.length - 1]).toBe("LastName eq 'Jones'");
  });

  it('keeps the last good plan while the filter has an error, and clears the error when fixed', async () => {
    const { store } = start();
    store.getState().setFilter("LastName eq 'Jones'");
    await until(store, (x) => x.query.last?.filter === "LastName eq 'Jones'");
    store.getState().setFilter("LastName EQ 'Jones'");
    const bad = await until(store, (x) => filterErrorOf(x.query) !== null);
    expect(filterErrorOf(bad.query)?.from).toBe(9);
    expect(bad.query.last?.analysis.plan.costClass).toBe('table-scan');
    store.getState().setFilter("LastName eq 'Smith'");
    const good = await until(store, (x) => x.query.last?.filter === "LastName eq 'Smith'");
    expect(filterErrorOf(good.query)).toBeNull();
  });

  it('fetches a page of rows equal to the engine page', async () => {
    const { store, controller } = start();
    store.getState().setFilter("PartitionKey eq 'Sales'");
    await until(store, (x) => x.query.last?.filter === "PartitionKey eq 'Sales'");
    controller.requestPage(0);
    const s = await until(store, (x) => x.pages[0] !== undefined);
    const expected = runQueryPage(employees(200), {
      filter: "PartitionKey eq 'Sales'",
      rangePartitioning: { kind: 'single' },
    });
    if (!expected.ok) throw new Error(sayEnglish(expected.error.message));
    expect(expected.page.entities.length).toBeGreaterThan(0);
    expect(s.pages[0]).toEqual(expected.page.entities);
  });

  it('regression: a size asked for while the new engine fetches the catalogue is loaded once, not twice', async () => {
    const store = createExplorerStore();
    store.getState().applyWorkspace({ dataset: 'employees', size: 200, seed: 1, filter: '' });
    const sizes: number[] = [];
    running = startExplorer(store, (onDeath) => {
      const conn = inProcessEngine(onDeath);
      const calls = {
        ...conn.calls,
        listDatasets: async () => {
          const catalogue = await conn.calls.listDatasets();
          store.getState().setSize(300);
          return catalogue;
        },
        load: (...args: Parameters<typeof conn.calls.load>) => {
          sizes.push((args[1] as { size: number }).size);
          return conn.calls.load(...args);
        },
      };
      return { ...conn, calls };
    });
    const s = await until(store, (x) => x.load.phase === 'ready' && x.loaded?.recipe.size === 300);
    expect(s.loaded?.count).toBe(300);
    expect(sizes).toEqual([300]);
  });

  it('regenerates the dataset when the recipe changes', async () => {
    const { store } = start();
    await until(store, (x) => x.load.phase === 'ready');
    store.getState().setSize(1000);
    const s = await until(store, (x) => x.load.phase === 'ready' && x.loaded?.recipe.size === 1000);
    expect(s.loaded?.count).toBe(1000);
  });

  it('restarts a dead engine, reloads the dataset, re-runs the query and keeps the filter', async () => {
    const { store, crash } = start();
    const filter = "PartitionKey eq 'IT'";
    store.getState().setFilter(filter);
    const before = await until(store, (x) => x.query.last?.filter === filter);
    const version = before.analysisVersion;
    crash();
    const after = await until(
      store,
      (x) => x.notice !== null && x.analysisVersion > version + 1 && x.query.last !== null,
    );
    expect(createTranslator('en').say(after.notice!)).toMatch(/restarted/);
    // The reason inside the notice is said in the reader's language too, not in English.
    expect(createTranslator('ru').say(after.notice!)).toMatch(
      /^Обработчик запросов остановился \(обработчик аварийно завершился \(тест\)\)\. Keyscope перезапустил/,
    );
    expect(after.filter).toBe(filter);
    expect(after.query.last?.analysis.stats).toEqual(before.query.last?.analysis.stats);
  });

  it('regression (issue 24): an engine that dies on every call is restarted three times, then left down until the user tries again', async () => {
    const { engines, factory } = offlineEngine(['listDatasets']);
    const store = createExplorerStore();
    store.getState().applyWorkspace({ dataset: 'employees', size: 200, seed: 1, filter: '' });
    running = startExplorer(store, factory, () => 0);
    const spent = await until(store, (s) => s.gaveUp);
    // The first engine and three restarts; then the budget is spent.
    expect(engines.started).toBe(4);
    expect(spent.load.phase).toBe('failed');
    expect(createTranslator('en').say(spent.notice!)).toMatch(/keeps failing .* Try again/);
    // Nothing restarts it behind the user's back, not even a new dataset.
    store.getState().setDataset('app-log-hot');
    await new Promise((r) => setTimeout(r, 50));
    expect(engines.started).toBe(4);
    expect(store.getState().load.phase).toBe('failed');
    engines.healthy = true;
    running.retryEngine();
    const back = await until(store, (s) => s.load.phase === 'ready' && s.query.last !== null);
    expect(engines.started).toBe(5);
    expect(back.gaveUp).toBe(false);
    expect(back.notice).toBeNull();
    expect(back.loaded?.recipe.dataset).toBe('app-log-hot');
  });

  it('reports a bad $select as an option error, leaving the filter without an underline', async () => {
    const { store } = start();
    store.getState().setFilter("PartitionKey eq 'IT'");
    await until(store, (x) => x.query.last?.filter === "PartitionKey eq 'IT'");
    store.getState().setSelect(['Last-Name']);
    const s = await until(store, (x) => optionErrorOf(x.query) !== null);
    expect(optionErrorOf(s.query)?.params?.text).toMatch(/Last-Name/);
    expect(filterErrorOf(s.query)).toBeNull();
    store.getState().setSelect(['LastName']);
    await until(store, (x) => optionErrorOf(x.query) === null && !isRunning(x.query));
  });

  it('carries the counters of thousands of touched partitions packed, and unpacks them intact', async () => {
    const store = createExplorerStore();
    store
      .getState()
      .applyWorkspace({ dataset: 'message-counts-series', size: 20_000, seed: 1, filter: '' });
    running = startExplorer(store, inProcessEngine);
    const s = await until(
      store,
      (x) => x.query.last?.filter === '' && x.query.last !== null,
      20_000,
    );
    const table = createTable(
      sampleEntities(findDataset('message-counts-series')!, 20_000, 1),
    ).table;
    const expected = analyzeQuery(table, { filter: '', rangePartitioning: { kind: 'single' } });
    if (!expected.ok) throw new Error(sayEnglish(expected.error.message));
    expect(expected.stats.perPartition.length).toBeGreaterThan(2000);
    expect(s.query.last?.analysis.stats.perPartition).toEqual(expected.stats.perPartition);
  });

  it("regression: a design that does not fit the records failed the whole load; the last good table now stays, with the design's errors beside it", async () => {
    const { store } = start();
    const ready = await until(store, (x) => x.load.phase === 'ready' && x.query.last !== null);
    const design = findDataset('employees')!.design;
    const [first, ...rest] = design.entitySets;
    store.getState().setDesign({
      ...design,
      entitySets: [{ ...first!, rowKey: '{EmployeeId|pad:x}' }, ...rest],
    });
    const s = await until(store, (x) => x.designError !== null);
    expect(s.designError?.errors.length).toBeGreaterThan(0);
    expect(s.load.phase).toBe('ready');
    expect(s.loaded).toBe(ready.loaded);
    await until(store, (x) => x.query.phase === 'ready' && x.query.last !== null);
  });

  it('reports an unknown dataset as a failed load, not a crash', async () => {
    const { store } = start();
    store.getState().setDataset('no-such-dataset');
    const s = await until(store, (x) => x.load.phase === 'failed');
    expect(createTranslator('en').say(loadFailure(s.load)!)).toMatch(/no-such-dataset/);
  });
});
