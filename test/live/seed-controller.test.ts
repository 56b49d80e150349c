/**
 * The comparison's seed controller over the real engine (in process) and Azurite (in memory, a
 * free 127.0.0.1 port): each employees design is seeded through an account SAS, every pattern is
 * run on the live table and agrees with the model; an entity removed from the live table makes
 * the patterns that return it disagree, at the position it held; the signature reaches no store.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findScenario } from '../../src/patterns';
import { specFromScenario } from '../../src/state/comparison/edits';
import { type SeedController, startSeedController } from '../../src/state/comparison/seed';
import type { ComparisonState, ReadableStore } from '../../src/state/comparison/state';
import { createComparisonView } from '../../src/state/comparison/view';
import { inProcessEngine } from '../../src/state/in-process-engine';
import { createExplorerStore } from '../../src/state/store';
import { until } from '../../src/state/until';
import { tableClient } from '../conformance/azurite-client';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import { accountSasUrl } from './azurite-live';

let azurite: AzuriteTable;
beforeAll(async () => {
  azurite = await startAzurite();
});
afterAll(async () => {
  await azurite?.stop();
});

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function employees(size: number) {
  const main = createExplorerStore();
  const view = createComparisonView(inProcessEngine);
  stops.push(view.attach(main), view.start());
  const scenario = findScenario('employees')!;
  view.store.getState().update({ ...specFromScenario(scenario), size });
  await until(
    view.store as ReadableStore<ComparisonState>,
    (s) => s.matrix.phase === 'ready',
    30_000,
    (s) => `load=${s.load.phase} matrix=${s.matrix.phase}`,
  );
  const seed = startSeedController({ comparison: view, origin: null });
  stops.push(() => seed.stop());
  return { view, seed, scenario };
}

const settled = (seed: SeedController, what: 'source' | 'seed' | 'run') =>
  until(
    seed.store,
    (s) =>
      what === 'source'
        ? s.source.phase === 'ready' || s.source.phase === 'failed'
        : what === 'seed'
          ? s.seed.phase !== 'seeding' && s.seed.phase !== 'idle'
          : s.run.phase === 'done',
    60_000,
  );

describe('seeding a table from a comparison and running every pattern there', () => {
  it('agrees on every pattern for every employees design', async () => {
    const { seed, scenario } = await employees(400);
    const url = accountSasUrl(azurite.accountUrl);
    const signature = decodeURIComponent(/[?&]sig=([^&]*)/.exec(url)![1]!);
    for (const design of scenario.designs) {
      await seed.open(design.id);
      await settled(seed, 'source');
      const preview = seed.preview(url, `agree${design.id.replace(/-/g, '')}`);
      expect(preview.ok).toBe(true);
      await seed.seed(url, `agree${design.id.replace(/-/g, '')}`);
      const done = await settled(seed, 'seed');
      expect(done.seed.phase, JSON.stringify(done.seed)).toBe('done');
      if (done.seed.phase !== 'done' || !preview.ok) return;
      // The dialog's figures are what was sent.
      expect(done.seed.entities).toBe(preview.entities);
      expect(done.seed.requests).toBe(preview.requests);
      await seed.runAll();
      const ran = await settled(seed, 'run');
      if (ran.run.phase !== 'done') return;
      expect(ran.run.rows.map((r) => [r.patternId, r.status === 'ran' && r.agree])).toEqual(
        scenario.patterns.map((p) => [p.id, true]),
      );
      expect(JSON.stringify(seed.store.getState())).not.toContain(signature);
    }
  });

  it('says where model and service part when the live table lost an entity', async () => {
    const { seed } = await employees(400);
    const url = accountSasUrl(azurite.accountUrl);
    await seed.open('by-department');
    await settled(seed, 'source');
    await seed.seed(url, 'parted');
    await settled(seed, 'seed');
    // The whole department's second entity (HR, in key order) is deleted behind the model's back.
    const client = tableClient(azurite.accountUrl, 'parted');
    const hr: { partitionKey: string; rowKey: string }[] = [];
    for await (const e of client.listEntities({ queryOptions: { filter: "PartitionKey eq 'HR'" } }))
      hr.push({ partitionKey: e.partitionKey!, rowKey: e.rowKey! });
    await client.deleteEntity(hr[1]!.partitionKey, hr[1]!.rowKey);
    await seed.runAll();
    const ran = await settled(seed, 'run');
    if (ran.run.phase !== 'done') return;
    const whole = ran.run.rows.find((r) => r.patternId === 'whole-department');
    expect(whole).toMatchObject({ status: 'ran', agree: false, firstDifference: 1 });
    if (whole?.status === 'ran') expect(whole.live).toBe(whole.model - 1);
  });

  it('forgets the seeded table when the comparison loads other records', async () => {
    const { view, seed } = await employees(300);
    await seed.open('by-department');
    await settled(seed, 'source');
    await seed.seed(accountSasUrl(azurite.accountUrl), 'forgotten');
    await settled(seed, 'seed');
    expect(seed.store.getState().seeded?.tables).toEqual([{ part: '', live: 'forgotten' }]);
    view.store.getState().update({ size: 350 });
    await until(seed.store, (s) => s.seeded === null, 30_000);
    // The next seed writes the new records: 350 of them.
    await seed.open('by-department');
    const source = await settled(seed, 'source');
    expect(source.source.phase === 'ready' && source.source.value.tables[0]!.entities).toBe(350);
  });
});
