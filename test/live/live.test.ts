/**
 * The live-table room against a real Table service emulator (Azurite, in memory, on a free
 * 127.0.0.1 port): reading a whole table, the cap, cancel, the model against the service for
 * the queries of live-filters.ts, and each SAS and HTTP failure. Every result and message is
 * also checked to hold no trace of the signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, runQuery, type Table } from '../../src/engine';
import { sayEnglish } from '../../src/i18n/english';
import {
  compareRuns,
  type FetchLike,
  type LiveConnection,
  parseSasUrl,
  readLiveTable,
  runLiveQuery,
  selectWithKeys,
} from '../../src/live';
import { type AzuriteTable, freePort, startAzurite } from '../conformance/azurite-server';
import {
  createTableWith,
  expiredSasUrl,
  readOnlySasUrl,
  tableSasUrl,
  writeSasUrl,
} from './azurite-live';
import { liveDataset } from './live-dataset';
import { LIVE_QUERIES } from './live-filters';

const TABLE = 'people';
const COUNT = 5000;
const DATASET = liveDataset(COUNT, 14);

let azurite: AzuriteTable;

beforeAll(async () => {
  azurite = await startAzurite();
  await createTableWith(azurite.accountUrl, TABLE, DATASET);
});

afterAll(async () => {
  await azurite?.stop();
});

/** The signature of a SAS URL, raw and as it is written in the URL. */
function signaturesOf(url: string): string[] {
  const written = /[?&]sig=([^&]*)/.exec(url)?.[1] ?? '';
  return [written, decodeURIComponent(written)];
}

/** Fails when any spelling of the URL's signature occurs in the value's JSON. */
function expectNoSignature(value: unknown, url: string): void {
  const text = JSON.stringify(value);
  for (const signature of signaturesOf(url)) expect(text).not.toContain(signature);
}

function connect(url: string): LiveConnection {
  const parsed = parseSasUrl(url, { nowMs: Date.now() });
  if (!parsed.ok) throw new Error(sayEnglish(parsed.error.message));
  return parsed.connection;
}

/** The global fetch, recording each request's method (Keyscope must only ever GET). */
function recordingFetch(methods: string[]): FetchLike {
  return (url, init) => {
    methods.push(init.method ?? 'GET');
    return fetch(url, init);
  };
}

/** A monotonic clock that advances 7 ms per reading, so time per request is exactly 7. */
function steppingClock(): () => number {
  let t = 0;
  return () => {
    t += 7;
    return t;
  };
}

describe('reading a live table', () => {
  it('reads 5,000 entities page by page, with progress and continuations', async () => {
    const url = readOnlySasUrl(azurite.accountUrl, TABLE);
    const progress: number[] = [];
    const methods: string[] = [];
    const result = await readLiveTable(connect(url), {
      fetch: recordingFetch(methods),
      now: steppingClock(),
      onProgress: (p) => progress.push(p.entities),
    });
    expect(result.problem).toBeNull();
    expect(result.stoppedBy).toBe('end');
    expect(result.entities).toHaveLength(COUNT);
    expect(progress).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(methods).toEqual(['GET', 'GET', 'GET', 'GET', 'GET']);
    expect(result.pages.map((p) => p.elapsedMs)).toEqual([7, 7, 7, 7, 7]);
    // Each continuation names the first entity of the next page.
    for (const page of result.pages.slice(0, -1)) {
      const first = result.entities[(page.index + 1) * 1000];
      expect(page.continuation?.nextPartitionKey).toBe(first?.PartitionKey);
      expect(page.continuation?.nextRowKey).toBe(first?.RowKey);
    }
    expect(result.pages.at(-1)?.continuation).toBeNull();
    // What was read is the dataset: same entities, same order, same typed values.
    const model = runQuery(createTable(DATASET).table, {});
    if (!model.ok) throw new Error(sayEnglish(model.error.message));
    const comparison = compareRuns(model, result);
    expect(comparison.entities.sameOrder).toBe(true);
    expect(comparison.entities.valueDifferenceCount).toBe(0);
    expect(result.entities[0]).not.toHaveProperty('Timestamp');
    expect(result.entities[0]).not.toHaveProperty('odata.etag');
    expectNoSignature(result, url);
  });

  it('stops cleanly at the cap, saying so and where the service would go on', async () => {
    const result = await readLiveTable(connect(readOnlySasUrl(azurite.accountUrl, TABLE)), {
      cap: 2500,
    });
    expect(result.stoppedBy).toBe('cap');
    expect(result.entities).toHaveLength(2500);
    expect(result.pages.map((p) => p.requestedTop)).toEqual([1000, 1000, 500]);
    expect(result.next?.nextPartitionKey).toBe(DATASET[2500]?.PartitionKey);
    expect(result.next?.nextRowKey).toBe(DATASET[2500]?.RowKey);
  });

  it('refuses a cap outside 1..1,000,000 without sending a request', async () => {
    const methods: string[] = [];
    const connection = connect(readOnlySasUrl(azurite.accountUrl, TABLE));
    const result = await readLiveTable(connection, {
      cap: 1_000_001,
      fetch: recordingFetch(methods),
    });
    expect(result.problem?.code).toBe('CAP_OUT_OF_RANGE');
    expect(methods).toEqual([]);
  });

  it('stops on cancel and keeps what it read before', async () => {
    const controller = new AbortController();
    const result = await readLiveTable(connect(readOnlySasUrl(azurite.accountUrl, TABLE)), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.pages === 2) controller.abort();
      },
    });
    expect(result.stoppedBy).toBe('cancelled');
    expect(result.entities).toHaveLength(2000);
    expect(result.problem).toBeNull();
    expect(result.next?.nextRowKey).toBe(DATASET[2000]?.RowKey);
  });
});

describe('the model against the live service', () => {
  let table: Table;
  let connection: LiveConnection;
  let url: string;

  beforeAll(async () => {
    url = readOnlySasUrl(azurite.accountUrl, TABLE);
    connection = connect(url);
    const read = await readLiveTable(connection);
    const loaded = createTable(read.entities);
    expect(loaded.rejected).toEqual([]);
    table = loaded.table;
  });

  it(`returns the same entities, in the same order, for all ${LIVE_QUERIES.length} queries`, async () => {
    const guid = String(DATASET[1234]?.Id);
    const figures = { queries: 0, sameSet: 0, sameOrder: 0, sameRequests: 0, nonEmpty: 0 };
    const pageFigures = { pages: 0, pagesAgree: 0, pageSizesAgree: 0 };
    const explanations: Record<string, number> = {};
    const unexplained: string[] = [];
    for (const query of LIVE_QUERIES) {
      const sent = {
        ...query,
        ...(query.filter ? { filter: query.filter.replace('{guid}', `guid'${guid}'`) } : {}),
        ...(query.select ? { select: selectWithKeys(query.select) } : {}),
      };
      const model = runQuery(table, sent);
      if (!model.ok) throw new Error(`${sent.filter}: ${sayEnglish(model.error.message)}`);
      const live = await runLiveQuery(connection, sent);
      expect(live.problem, sent.filter).toBeNull();
      const comparison = compareRuns(model, live);
      const { entities } = comparison;
      expect({ query: sent, sameSet: entities.sameSet, sameOrder: entities.sameOrder }).toEqual({
        query: sent,
        sameSet: true,
        sameOrder: true,
      });
      expect(entities.valueDifferenceCount, sent.filter).toBe(0);
      figures.queries += 1;
      if (entities.sameSet) figures.sameSet += 1;
      if (entities.sameOrder) figures.sameOrder += 1;
      if (entities.liveCount > 0) figures.nonEmpty += 1;
      if (comparison.requests.model === comparison.requests.live) figures.sameRequests += 1;
      else if (comparison.explanations.length === 0) unexplained.push(sent.filter ?? '');
      pageFigures.pages += comparison.pages.length;
      pageFigures.pagesAgree += comparison.pages.filter((row) => row.agrees).length;
      pageFigures.pageSizesAgree += comparison.pages.filter(
        (row) => row.model?.size === row.live?.size,
      ).length;
      // Every request where model and service part has an explanation of its own.
      const explained = new Set(comparison.explanations.flatMap((e) => e.pages));
      for (const { code } of comparison.explanations)
        explanations[code] = (explanations[code] ?? 0) + 1;
      for (const row of comparison.pages) {
        if (!row.agrees && !explained.has(row.index))
          unexplained.push(`${sent.filter} #${row.index}`);
      }
      expectNoSignature(live, url);
    }
    console.log(`live agreement: ${JSON.stringify({ ...figures, ...pageFigures, explanations })}`);
    expect(unexplained).toEqual([]);
    expect(figures.nonEmpty).toBeGreaterThanOrEqual(LIVE_QUERIES.length - 1);
  });
});

describe('a SAS the service refuses', () => {
  it('an expired SAS: a warning on connect, and an "expired" message from the read', async () => {
    const url = expiredSasUrl(azurite.accountUrl, TABLE);
    const connection = connect(url);
    expect(connection.warnings.map((w) => w.code)).toEqual(['SAS_EXPIRED']);
    const result = await readLiveTable(connection);
    expect(result.stoppedBy).toBe('problem');
    expect(result.problem).toMatchObject({ code: 'SAS_EXPIRED', status: 403 });
    expect(result.problem && sayEnglish(result.problem.message)).toContain('expired');
    expect(result.entities).toEqual([]);
    expectNoSignature(result, url);
  });

  it('a write-enabled SAS: a warning that names the extra rights; reading still works', async () => {
    const url = writeSasUrl(azurite.accountUrl, TABLE);
    const connection = connect(url);
    expect(connection.grant.readOnly).toBe(false);
    expect(connection.warnings.map((w) => w.code)).toEqual(['SAS_GRANTS_WRITE']);
    expect(connection.warnings[0]?.message.params).toEqual({ permissions: 'raud' });
    const result = await readLiveTable(connection, { cap: 10 });
    expect(result.entities).toHaveLength(10);
    expectNoSignature([connection.warnings, result], url);
  });

  it('a SAS made for another table: refused by the service, message says so', async () => {
    await createTableWith(azurite.accountUrl, 'others', DATASET.slice(0, 3));
    // Without tn= the URL cannot tell; with it, the parser already refuses the mismatch.
    const url = readOnlySasUrl(azurite.accountUrl, TABLE)
      .replace(`/${TABLE}?`, '/others?')
      .replace(/&tn=[^&]*/, '');
    const result = await readLiveTable(connect(url));
    expect(result.problem).toMatchObject({ code: 'SAS_REJECTED', status: 403 });
    expect(result.problem && sayEnglish(result.problem.message)).toContain('another table');
    expectNoSignature(result, url);
    const withTn = readOnlySasUrl(azurite.accountUrl, TABLE).replace(`/${TABLE}?`, '/others?');
    const parsed = parseSasUrl(withTn, { nowMs: Date.now() });
    expect(parsed.ok ? null : parsed.error.code).toBe('URL_TABLE_MISMATCH');
  });

  it('a table that does not exist: 404 TableNotFound', async () => {
    const url = readOnlySasUrl(azurite.accountUrl, 'nothere');
    const result = await readLiveTable(connect(url));
    expect(result.problem).toMatchObject({
      code: 'TABLE_NOT_FOUND',
      status: 404,
      serviceCode: 'TableNotFound',
    });
    expect(result.problem && sayEnglish(result.problem.message)).toContain(
      '"nothere" does not exist',
    );
    expectNoSignature(result, url);
  });

  it('a SAS that is not valid yet', async () => {
    const now = Date.now();
    const url = tableSasUrl(azurite.accountUrl, TABLE, {
      startsOn: new Date(now + 3_600_000),
      expiresOn: new Date(now + 7_200_000),
    });
    const connection = connect(url);
    expect(connection.warnings.map((w) => w.code)).toEqual(['SAS_NOT_YET_VALID']);
    const result = await readLiveTable(connection);
    expect(result.problem).toMatchObject({ code: 'SAS_NOT_YET_VALID', status: 403 });
  });
});

describe('no answer', () => {
  it('an endpoint that does not answer: "blocked by CORS or unreachable", with the az command', async () => {
    const port = await freePort();
    const url = readOnlySasUrl(`http://127.0.0.1:${port}/devstoreaccount1`, TABLE);
    const result = await readLiveTable(connect(url), { origin: 'http://127.0.0.1:5173' });
    expect(result.problem?.code).toBe('CORS_OR_NETWORK');
    expect(result.problem?.command).toBe(
      "az storage cors add --services t --methods GET OPTIONS --origins http://127.0.0.1:5173 --allowed-headers '*' --exposed-headers '*' --max-age 3600 " +
        `--connection-string 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;TableEndpoint=http://127.0.0.1:${port}/devstoreaccount1;'`,
    );
    expectNoSignature(result, url);
  });
});
