/**
 * Answers Azurite never gives, from a tiny HTTP server on 127.0.0.1: a body that is not Table
 * JSON, a connection cut mid-read (between pages and inside a body), a full page whose
 * continuation headers the browser could not read, and an error message that echoes the
 * request URL. Each must become its problem, with what was read kept and no signature shown.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayEnglish } from '../../src/i18n/english';
import { type LiveConnection, parseSasUrl, readLiveTable, runLiveQuery } from '../../src/live';

const SIG = 'c2VjcmV0LXNpZ25hdHVyZS1mb3ItdGVzdHM%2B%2F%3D';
const SAS = `sv=2019-02-02&se=2099-01-01T00%3A00%3A00Z&sp=r&sig=${SIG}`;
const JSON_TYPE = 'application/json;odata=minimalmetadata';

const requests: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
let server: Server;
let base: string;

function entities(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    'odata.etag': 'W/"x"',
    PartitionKey: 'p',
    RowKey: String(from + i).padStart(4, '0'),
    N: from + i,
  }));
}

function json(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': JSON_TYPE, 'x-ms-version': '2019-02-02', ...headers });
  res.end(JSON.stringify(body));
}

/** Each table name is a scenario. */
function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push({ method: req.method ?? '', url: url.toString(), headers: req.headers });
  const table = url.pathname.split('/')[2]?.replace('()', '');
  const resumed = url.searchParams.has('NextPartitionKey');
  const top = Number(url.searchParams.get('$top') ?? 1000);
  switch (table) {
    case 'html':
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Sign in to continue</body></html>');
      return;
    case 'novalue':
      return json(res, 200, { items: [] });
    case 'cutoff':
      if (!resumed) {
        return json(
          res,
          200,
          { value: entities(0, 3) },
          {
            'x-ms-continuation-NextPartitionKey': btoa('p'),
            'x-ms-continuation-NextRowKey': btoa('0003'),
          },
        );
      }
      req.socket.destroy();
      return;
    case 'cutbody':
      res.writeHead(200, { 'content-type': JSON_TYPE });
      res.write('{"value":[{"PartitionKey":"p",');
      setImmediate(() => req.socket.destroy());
      return;
    case 'hidden':
      // A full page and no x-ms-* headers: what a browser sees when CORS does not expose them.
      res.writeHead(200, { 'content-type': JSON_TYPE });
      res.end(JSON.stringify({ value: entities(0, top) }));
      return;
    case 'echo':
      return json(res, 403, {
        'odata.error': {
          code: 'AuthenticationFailed',
          message: { lang: 'en-US', value: `Signature did not match for ${req.url}\nRequestId:1` },
        },
      });
    default:
      return json(res, 200, { value: entities(0, 2) });
  }
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/devstoreaccount1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function connect(table: string, extra = ''): LiveConnection {
  const parsed = parseSasUrl(`${base}/${table}?${SAS}${extra}`, { nowMs: Date.now() });
  if (!parsed.ok) throw new Error(sayEnglish(parsed.error.message));
  return parsed.connection;
}

function expectNoSignature(value: unknown): void {
  const text = JSON.stringify(value);
  expect(text).not.toContain(SIG);
  expect(text).not.toContain(decodeURIComponent(SIG));
}

describe('answers that are not a table page', () => {
  it('sends only GETs with the SAS, the query options and the JSON headers', async () => {
    requests.length = 0;
    const connection = connect('plain', '&$filter=Old%20eq%201&$top=3');
    const result = await runLiveQuery(connection, {
      filter: "Name eq 'O''Brien & co'",
      select: ['PartitionKey', 'RowKey', 'Name'],
      top: 5,
    });
    expect(result.stoppedBy).toBe('end');
    expect(requests).toHaveLength(1);
    const sent = requests[0];
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.accept).toBe(JSON_TYPE);
    expect(sent?.headers['x-ms-version']).toBe('2019-02-02');
    const params = new URL(sent?.url ?? '').searchParams;
    expect(params.getAll('$filter')).toEqual(["Name eq 'O''Brien & co'"]);
    expect(params.get('$select')).toBe('PartitionKey,RowKey,Name');
    expect(params.getAll('$top')).toEqual(['5']);
    expect(params.get('sig')).toBe(decodeURIComponent(SIG));
    expect(new URL(sent?.url ?? '').pathname).toBe('/devstoreaccount1/plain()');
  });

  it('an HTML page: NOT_TABLE_JSON, saying what came back', async () => {
    const result = await readLiveTable(connect('html'));
    expect(result.problem).toMatchObject({ code: 'NOT_TABLE_JSON', status: 200 });
    expect(result.problem && sayEnglish(result.problem.message)).toContain('text/html');
    expect(result.problem && sayEnglish(result.problem.message)).toContain('Sign in');
    expectNoSignature(result);
  });

  it('JSON without a value list: NOT_TABLE_JSON', async () => {
    const result = await readLiveTable(connect('novalue'));
    expect(result.problem?.code).toBe('NOT_TABLE_JSON');
    expect(result.problem && sayEnglish(result.problem.message)).toContain('"value"');
  });

  it('the connection cut between pages: keeps the first page and says where it stopped', async () => {
    const result = await readLiveTable(connect('cutoff'));
    expect(result.stoppedBy).toBe('problem');
    expect(result.problem?.code).toBe('NETWORK_MID_READ');
    expect(result.problem?.where).toEqual({ kind: 'request', page: 1, entitiesBefore: 3 });
    expect(result.entities.map((e) => e.RowKey)).toEqual(['0000', '0001', '0002']);
    expect(result.next).toMatchObject({ nextPartitionKey: 'p', nextRowKey: '0003' });
    expectNoSignature(result);
  });

  it('the connection cut inside the first body: a mid-read failure, not CORS', async () => {
    const result = await readLiveTable(connect('cutbody'));
    expect(result.problem?.code).toBe('NETWORK_MID_READ');
    expect(result.entities).toEqual([]);
  });

  it('a full page whose continuation headers are hidden: CONTINUATION_HIDDEN, not a silent end', async () => {
    const result = await runLiveQuery(connect('hidden'), { top: 50 });
    expect(result.problem?.code).toBe('CONTINUATION_HIDDEN');
    expect(result.problem && sayEnglish(result.problem.action)).toContain("--exposed-headers '*'");
    expect(result.entities).toHaveLength(50);
  });

  it('a service message that echoes the request URL is redacted', async () => {
    const result = await readLiveTable(connect('echo'));
    expect(result.problem).toMatchObject({
      code: 'SAS_REJECTED',
      status: 403,
      serviceCode: 'AuthenticationFailed',
    });
    expect(result.problem && sayEnglish(result.problem.message)).toContain('sig=…');
    expectNoSignature(result);
  });
});
