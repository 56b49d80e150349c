/**
 * Seeding against Azurite (in memory, a free 127.0.0.1 port): the batch builder's wire format
 * (src/live batch-body.ts) is what the service takes. Entities with awkward keys and every Edm
 * type are written in entity group transactions, read back equal, and seeding again leaves the
 * same table (Insert Or Replace). A read-only SAS is refused before anything is sent; a table a
 * table SAS cannot create, and an entity the service refuses, are named in the problem.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEntity } from '../../src/engine';
import { sayEnglish } from '../../src/i18n/english';
import { type FetchLike, readLiveTable } from '../../src/live';
import { parseSeedTarget, planSeed, runSeed, type SeedTarget } from '../../src/seed';
import { tableClient } from '../conformance/azurite-client';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import { accountSasUrl, readOnlySasUrl, tableSasUrl } from './azurite-live';

let azurite: AzuriteTable;

beforeAll(async () => {
  azurite = await startAzurite();
});

afterAll(async () => {
  await azurite?.stop();
});

const accountSas = (write = true) => accountSasUrl(azurite.accountUrl, write);

function target(url: string, tables: readonly string[] | null, fallback = 'seeded'): SeedTarget {
  const parsed = parseSeedTarget(url, { tables, fallback, nowMs: Date.now() });
  if (!parsed.ok) throw new Error(sayEnglish(parsed.error.message));
  return parsed.target;
}

/** Awkward keys and every Edm type: what a design's entities may hold. */
function entities(partitions: number, perPartition: number): WireEntity[] {
  const out: WireEntity[] = [];
  const pks = ["it's", 'ünï cödé ✓', 'a b+c%20', 'plain', '😀 pair', '()=,;'];
  for (let p = 0; p < partitions; p++) {
    for (let r = 0; r < perPartition; r++) {
      out.push({
        PartitionKey: `${pks[p % pks.length]}-${p}`,
        RowKey: `r'${String(r).padStart(4, '0')} ı`,
        Name: `name ${r} "quoted" \\ back`,
        Age: r,
        'Score@odata.type': 'Edm.Double',
        Score: r,
        Ratio: r + 0.5,
        'Big@odata.type': 'Edm.Int64',
        Big: String(2n ** 53n + BigInt(r)),
        'When@odata.type': 'Edm.DateTime',
        When: new Date(Date.UTC(2024, 0, 1) + r * 60_000).toISOString(),
        'Id@odata.type': 'Edm.Guid',
        Id: `00000000-0000-0000-0000-${String(r).padStart(12, '0')}`,
        Flag: r % 2 === 0,
        'Blob@odata.type': 'Edm.Binary',
        Blob: btoa(String.fromCharCode(r % 256, 1, 2)),
      });
    }
  }
  return out;
}

/** An entity's properties as (name, type, value) texts, whatever JSON spelling carried them. */
function canonical(e: WireEntity): string {
  const out: string[] = [];
  for (const [name, value] of Object.entries(e)) {
    if (name.includes('@') || name.startsWith('odata.') || name === 'Timestamp') continue;
    const annotated = e[`${name}@odata.type`];
    const type =
      typeof annotated === 'string'
        ? annotated
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'Edm.Int32'
            : 'Edm.Double'
          : typeof value === 'boolean'
            ? 'Edm.Boolean'
            : 'Edm.String';
    const text = type === 'Edm.DateTime' ? String(Date.parse(String(value))) : String(value);
    out.push(`${name}|${type}|${text}`);
  }
  return out.sort().join('\n');
}

async function readAll(t: SeedTarget, table: string): Promise<WireEntity[]> {
  const connection = t.connections.find((c) => c.ref.table === table)!;
  const read = await readLiveTable(connection, { cap: 100_000 });
  expect(read.problem).toBeNull();
  return read.entities;
}

describe('seeding Azurite through entity group transactions', () => {
  it('writes awkward keys and every type, in batches of at most 100, read back equal; again is idempotent', async () => {
    const data = entities(6, 130);
    const seeded = target(accountSas(), ['awkward']);
    expect(seeded.canCreate).toBe(true);
    const plan = planSeed(seeded.connections[0]!.ref.endpoint, [
      { table: 'awkward', entities: data },
    ]);
    // 130 a partition: 100 + 30, six partitions.
    expect(plan.batches.map((b) => b.entities.length)).toEqual(Array(6).fill([100, 30]).flat());
    const progress: number[] = [];
    const first = await runSeed(seeded, plan, { onProgress: (p) => progress.push(p.entities) });
    expect(first.problem).toBeNull();
    expect(first).toMatchObject({ stoppedBy: 'end', entities: 780, requests: 13 });
    expect(progress.at(-1)).toBe(780);
    const back = await readAll(seeded, 'awkward');
    expect(back.length).toBe(data.length);
    const want = new Map(data.map((e) => [`${e.PartitionKey}\u0000${e.RowKey}`, canonical(e)]));
    for (const e of back) expect(canonical(e)).toBe(want.get(`${e.PartitionKey}\u0000${e.RowKey}`));
    const again = await runSeed(seeded, plan);
    expect(again.stoppedBy).toBe('end');
    expect((await readAll(seeded, 'awkward')).length).toBe(data.length);
  });

  it('refuses a read-only SAS before anything is sent', () => {
    const parsed = parseSeedTarget(readOnlySasUrl(azurite.accountUrl, 'people'), {
      tables: null,
      fallback: 'people',
      nowMs: Date.now(),
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe('SEED_NO_WRITE');
    expect(sayEnglish(parsed.error.message)).toContain('sp=r,');
  });

  it('says a table SAS cannot write a design of several tables', () => {
    const url = tableSasUrl(azurite.accountUrl, 'one', {
      permissions: { query: true, add: true, update: true },
    });
    const parsed = parseSeedTarget(url, {
      tables: ['one', 'two'],
      fallback: 'x',
      nowMs: Date.now(),
    });
    expect(parsed.ok || parsed.error.code).toBe('SEED_ONE_TABLE');
  });

  it('names a missing table that the SAS cannot create, and sends nothing more', async () => {
    const t = target(accountSas(false), null, 'missing');
    expect(t.canCreate).toBe(false);
    const plan = planSeed(t.connections[0]!.ref.endpoint, [
      { table: 'missing', entities: entities(2, 3) },
    ]);
    const result = await runSeed(t, plan);
    expect(result.stoppedBy).toBe('problem');
    expect(result.requests).toBe(1);
    expect(result.problem?.code).toBe('TABLE_NOT_FOUND');
    expect(sayEnglish(result.problem!.message)).toContain('missing');
  });

  it('names the entity and partition the service refuses, with its error code', async () => {
    await tableClient(azurite.accountUrl, 'refused').createTable();
    const t = target(accountSas(false), null, 'refused');
    const bad = entities(1, 5);
    // A string property over the service's 64 KiB limit on the fourth entity.
    bad[3] = { ...bad[3]!, Name: 'x'.repeat(70_000) };
    const plan = planSeed(t.connections[0]!.ref.endpoint, [{ table: 'refused', entities: bad }]);
    const result = await runSeed(t, plan);
    expect(result.stoppedBy).toBe('problem');
    const said = sayEnglish(result.problem!.message);
    expect(said).toContain(String(bad[0]!.PartitionKey));
    // The failed operation's index in the answer names the fourth entity.
    expect(said).toContain(`RowKey "${String(bad[3]!.RowKey)}"`);
    expect(said).toContain('PropertyValueTooLarge');
    expect(result.problem?.serviceCode).toBe('PropertyValueTooLarge');
  });

  it('says plainly that the emulator refuses a table SAS for transactions', async () => {
    await tableClient(azurite.accountUrl, 'tablesas').createTable();
    const url = tableSasUrl(azurite.accountUrl, 'tablesas', {
      permissions: { query: true, add: true, update: true },
    });
    const t = target(url, null);
    const plan = planSeed(t.connections[0]!.ref.endpoint, [
      { table: 'tablesas', entities: entities(1, 2) },
    ]);
    const result = await runSeed(t, plan);
    expect(result.problem?.message.code).toBe('live.seedEmulatorTableSas');
  });

  it('stops between transactions on cancel, keeping what was written', async () => {
    const t = target(accountSas(), null, 'cancelled');
    const plan = planSeed(t.connections[0]!.ref.endpoint, [
      { table: 'cancelled', entities: entities(5, 10) },
    ]);
    const controller = new AbortController();
    const result = await runSeed(t, plan, {
      signal: controller.signal,
      // Cancelled once the first transaction is written.
      onProgress: (p) => p.entities > 0 && controller.abort(),
    });
    expect(result).toMatchObject({ stoppedBy: 'cancelled', entities: 10, requests: 2 });
    expect((await readAll(t, 'cancelled')).length).toBe(10);
  });

  it('gives the CORS command with the methods a seed sends when nothing answers', async () => {
    const t = target(accountSas(), null, 'blocked');
    const plan = planSeed(t.connections[0]!.ref.endpoint, [
      { table: 'blocked', entities: entities(1, 1) },
    ]);
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await runSeed(t, plan, { fetch, origin: 'http://127.0.0.1:5191' });
    expect(result.problem?.code).toBe('CORS_OR_NETWORK');
    expect(result.problem?.command).toContain('--methods GET POST PUT OPTIONS');
    expect(result.problem?.command).toContain('--origins http://127.0.0.1:5191');
  });

  it('keeps the signature out of every problem', async () => {
    const url = tableSasUrl(azurite.accountUrl, 'missing2', {
      permissions: { query: true, add: true, update: true },
    });
    const t = target(url, null);
    const sig = decodeURIComponent(/[?&]sig=([^&]*)/.exec(url)![1]!);
    const seen: string[] = [];
    const fetch: FetchLike = (u, init) => {
      seen.push(u);
      return globalThis.fetch(u, init);
    };
    const plan = planSeed(t.connections[0]!.ref.endpoint, [
      { table: 'missing2', entities: entities(1, 2) },
    ]);
    const result = await runSeed(t, plan, { fetch });
    expect(seen.every((u) => u.startsWith(`${azurite.accountUrl}/$batch?`))).toBe(true);
    expect(JSON.stringify(result)).not.toContain(sig);
    expect(JSON.stringify(t)).not.toContain(sig);
  });
});
