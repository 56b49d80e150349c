import { describe, expect, it } from 'vitest';
import { displayHost, hostKind } from './host-kind';
import { parseSasUrl, sasUrlToKeep } from './sas-url';
import { checkTableRef } from './table-ref';

describe('hostKind', () => {
  it.each([
    ['https://contoso.table.core.windows.net', 'azure-table'],
    ['https://contoso-secondary.table.core.windows.net', 'azure-table'],
    ['https://contoso.table.core.chinacloudapi.cn', 'azure-table'],
    ['https://contoso.table.core.usgovcloudapi.net', 'azure-table'],
    ['https://contoso.z12.table.storage.azure.net', 'azure-table'],
    ['https://contoso.table.cosmos.azure.com', 'cosmos-table'],
    ['http://127.0.0.1:10002/devstoreaccount1', 'loopback'],
    ['http://localhost:10002/devstoreaccount1', 'loopback'],
    // Lookalikes: only the end of a host says who owns it.
    ['https://contoso.table.core.windows.net.evil.example', 'other'],
    ['https://a.b.table.core.windows.net', 'other'],
    ['https://table.core.windows.net', 'other'],
    ['https://contoso.table.core.windows.net@evil.example', 'other'],
    ['https://evil.example', 'other'],
    ['not a url', 'other'],
  ])('%s is %s', (endpoint, kind) => {
    expect(hostKind(endpoint)).toBe(kind);
  });
});

describe('displayHost', () => {
  it('shows a host with non-ASCII letters in punycode, as the browser sends it', () => {
    // A Cyrillic "о" in place of the Latin one.
    expect(displayHost('https://c\u043entoso.table.core.windows.net')).toBe(
      'xn--cntoso-wqf.table.core.windows.net',
    );
  });
});

describe('host checks on the way in', () => {
  it('keeps a shared ref in punycode, so no lookalike spelling reaches the dialog', () => {
    const checked = checkTableRef({
      endpoint: 'https://c\u043entoso.table.core.windows.net/',
      account: 'contoso',
      table: 'Orders',
    });
    expect(checked.ok && checked.ref.endpoint).toBe(
      'https://xn--cntoso-wqf.table.core.windows.net',
    );
  });

  it('warns, naming the host, when a pasted URL is not a Table endpoint', () => {
    const parsed = parseSasUrl(
      'https://contoso.table.core.windows.net.evil.example/Orders?sv=2019-02-02&sp=r&sig=abc',
      { nowMs: 0 },
    );
    const warnings = parsed.ok ? parsed.connection.warnings : [];
    expect(warnings.map((w) => [w.code, w.message.params])).toEqual([
      ['HOST_NOT_AZURE', { host: 'contoso.table.core.windows.net.evil.example' }],
    ]);
  });

  it('says nothing of the host for an Azure Table endpoint', () => {
    const parsed = parseSasUrl(
      'https://contoso.table.core.windows.net/Orders?sv=2019-02-02&sp=r&sig=abc',
      { nowMs: 0 },
    );
    expect(parsed.ok && parsed.connection.warnings).toEqual([]);
  });

  it('keeps a SAS whole, with the host it was typed for, never as a bare token', () => {
    const parsed = parseSasUrl(
      'https://contoso.table.core.windows.net/Orders?sv=2019-02-02&sp=r&sig=abc&$top=5',
      { nowMs: 0 },
    );
    if (!parsed.ok) throw new Error('not parsed');
    expect(sasUrlToKeep(parsed.connection)).toBe(
      'https://contoso.table.core.windows.net/Orders?sv=2019-02-02&sp=r&sig=abc',
    );
  });
});
