/**
 * The CORS setup the live e2e relies on, checked against Azurite: the service-properties call of
 * `setTableCors` (which Azurite's README says it does not support), and the `az storage cors add`
 * line Keyscope shows a blocked user, run as written with the real az CLI.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayEnglish } from '../../src/i18n/english';
import { corsCommand, parseSasUrl } from '../../src/live';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import { createTableWith, readOnlySasUrl, setTableCors } from './azurite-live';

let azurite: AzuriteTable;

beforeAll(async () => {
  azurite = await startAzurite();
  await createTableWith(azurite.accountUrl, 'cors', [{ PartitionKey: 'p', RowKey: '1' }]);
});

afterAll(async () => {
  await azurite?.stop();
});

/** The browser's preflight for a live read from `origin`; true when the service allows it. */
async function preflightAllows(origin: string): Promise<boolean> {
  const response = await fetch(readOnlySasUrl(azurite.accountUrl, 'cors'), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'accept,x-ms-version',
    },
  });
  await response.arrayBuffer();
  return response.headers.get('access-control-allow-origin') === origin;
}

describe('CORS on the emulator', () => {
  it('setTableCors: a rule set through service properties answers the preflight', async () => {
    expect(await preflightAllows('http://127.0.0.1:4001')).toBe(false);
    await setTableCors(azurite.accountUrl, ['http://127.0.0.1:4001']);
    expect(await preflightAllows('http://127.0.0.1:4001')).toBe(true);
    expect(await preflightAllows('http://127.0.0.1:4002')).toBe(false);
  });

  // npm test installs the Azure CLI (scripts/ensure-azure-tools.sh), so this always runs there.
  it('the az command Keyscope shows, run as written, lets that origin in', async () => {
    const origin = 'http://127.0.0.1:4003';
    const parsed = parseSasUrl(readOnlySasUrl(azurite.accountUrl, 'cors'), { nowMs: Date.now() });
    if (!parsed.ok) throw new Error(sayEnglish(parsed.error.message));
    const command = corsCommand(parsed.connection.ref, origin);
    expect(await preflightAllows(origin)).toBe(false);
    execFileSync('bash', ['-c', command], { stdio: 'pipe', timeout: 60_000 });
    expect(await preflightAllows(origin)).toBe(true);
  });

  it('the command for an Azure account names the account, not a key', () => {
    const ref = {
      endpoint: 'https://contoso.table.core.windows.net',
      account: 'contoso',
      table: 'Orders',
    };
    expect(corsCommand(ref, 'https://keyscope.example')).toBe(
      "az storage cors add --services t --methods GET OPTIONS --origins https://keyscope.example --allowed-headers '*' --exposed-headers '*' --max-age 3600 --account-name contoso",
    );
  });
});
