/**
 * A seed's writes tried again when the service says it is busy: a real HTTP server on 127.0.0.1
 * stands in front of Azurite and answers 503 Server Busy (with Retry-After) to chosen requests,
 * passing every other request on. The seed waits as Retry-After asks, sends the transaction
 * again and ends with every entity written; a service busy five times over is named in the
 * problem. What the wait is when the answer names none is checked on its own (retryWaitMs).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEntity } from '../../src/engine';
import { sayEnglish } from '../../src/i18n/english';
import { readLiveTable } from '../../src/live';
import { parseSeedTarget, planSeed, runSeed, type SeedTarget } from '../../src/seed';
import { retryWaitMs } from '../../src/seed/write-request';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import { accountSasUrl } from './azurite-live';

let azurite: AzuriteTable;
let proxy: Server;
let proxyUrl: string;
/** How many of the coming transactions ($batch) the proxy answers 503 to, and what it saw. */
const busy = { batches: 0, retryAfter: '1', seen: [] as string[] };

beforeAll(async () => {
  azurite = await startAzurite();
  const upstream = new URL(azurite.accountUrl);
  proxy = createServer((req, res) => {
    const batch = req.url?.includes('$batch') === true;
    busy.seen.push(`${req.method} ${batch ? '$batch' : 'other'}`);
    if (batch && busy.batches > 0) {
      busy.batches--;
      req.resume();
      res.writeHead(503, { 'Retry-After': busy.retryAfter, 'x-ms-error-code': 'ServerBusy' });
      res.end('{"odata.error":{"code":"ServerBusy","message":{"value":"The server is busy."}}}');
      return;
    }
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  proxyUrl = `http://127.0.0.1:${port}${upstream.pathname}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await azurite?.stop();
});

function target(table: string): SeedTarget {
  const parsed = parseSeedTarget(accountSasUrl(proxyUrl), {
    tables: [table],
    fallback: table,
    nowMs: Date.now(),
  });
  if (!parsed.ok) throw new Error(sayEnglish(parsed.error.message));
  return parsed.target;
}

const people = (n: number): WireEntity[] =>
  Array.from({ length: n }, (_, i) => ({ PartitionKey: `p${i % 2}`, RowKey: `r${i}`, Age: i }));

/**
 * A seed of `n` people into `table` through the busy proxy, which answers 503 with
 * `Retry-After: retryAfter` to the first `batches` transactions it sees from now.
 */
function busySeed(table: string, n: number, batches: number, retryAfter: string) {
  const seeded = target(table);
  const plan = planSeed(seeded.connections[0]!.ref.endpoint, [{ table, entities: people(n) }]);
  busy.batches = batches;
  busy.retryAfter = retryAfter;
  busy.seen.length = 0;
  return { seeded, plan };
}

describe('seeding through a service that is busy', () => {
  it('waits as Retry-After asks and sends the transaction again: every entity is written', async () => {
    const { seeded, plan } = busySeed('busyonce', 10, 1, '1');
    const started = Date.now();
    const result = await runSeed(seeded, plan);
    const waited = Date.now() - started;
    expect(result.problem).toBeNull();
    expect(result).toMatchObject({ stoppedBy: 'end', entities: 10 });
    // Create Table, the first transaction twice (503, then written), the second once.
    expect(busy.seen).toEqual(['POST other', 'POST $batch', 'POST $batch', 'POST $batch']);
    // Retry-After: 1 is one second at least (a bound from below only: a busy machine is slower).
    expect(waited).toBeGreaterThanOrEqual(1000);
    const read = await readLiveTable(seeded.connections[0]!, { cap: 100 });
    expect(read.problem).toBeNull();
    expect(read.entities.map((e) => e.RowKey).sort()).toEqual(
      people(10)
        .map((e) => e.RowKey)
        .sort(),
    );
  });

  it('stops after five busy answers and names the status in the problem', async () => {
    const { seeded, plan } = busySeed('busyever', 3, 5, '0');
    const result = await runSeed(seeded, plan);
    expect(busy.seen.filter((s) => s === 'POST $batch')).toHaveLength(5);
    expect(result.stoppedBy).toBe('problem');
    expect(result.problem?.status).toBe(503);
    expect(result.entities).toBe(0);
  });

  it('a seed stopped while it waits ends cancelled, without sending again', async () => {
    const { seeded, plan } = busySeed('busystop', 2, 1, '20');
    const stop = new AbortController();
    const running = runSeed(seeded, plan, { signal: stop.signal });
    // Stop once the busy answer has come (the proxy has seen the transaction).
    while (!busy.seen.includes('POST $batch')) await new Promise((r) => setTimeout(r, 20));
    stop.abort();
    const result = await running;
    expect(result.stoppedBy).toBe('cancelled');
    expect(busy.seen.filter((s) => s === 'POST $batch')).toHaveLength(1);
  });
});

describe('the wait between attempts', () => {
  const now = Date.UTC(2026, 0, 1);
  it('is what Retry-After asks, in seconds or as a date, at most 30 s', () => {
    expect(retryWaitMs('2', 0, now)).toBe(2000);
    expect(retryWaitMs(new Date(now + 5000).toUTCString(), 3, now)).toBe(5000);
    expect(retryWaitMs('3600', 0, now)).toBe(30_000);
    expect(retryWaitMs(new Date(now - 5000).toUTCString(), 0, now)).toBe(0);
  });
  it('doubles from 1 s when the answer names none (or nothing readable)', () => {
    expect([0, 1, 2, 3].map((a) => retryWaitMs(null, a, now))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryWaitMs('soon', 1, now)).toBe(2000);
    expect(retryWaitMs(null, 10, now)).toBe(30_000);
  });
});
