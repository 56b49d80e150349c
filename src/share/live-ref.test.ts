import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from './codec';
import { readLiveRef, writeLiveRef } from './live-ref';
import { english } from './testing/english';
import { defaultWorkspace } from './workspace';

const REF = {
  endpoint: 'http://127.0.0.1:10002/devstoreaccount1',
  account: 'devstoreaccount1',
  table: 'people',
};

describe('the live table reference in a link', () => {
  it('travels in a share link and comes back equal', () => {
    const workspace = {
      ...defaultWorkspace(),
      live: REF,
      imported: { name: 'people', fingerprint: '0123456789abcdef', count: 5000 },
    };
    const decoded = decodeShare(encodeShare(workspace));
    expect(decoded.ok && decoded.state.live).toEqual(REF);
  });

  it('refuses an endpoint over plain http to another host, which would send a signature in clear', () => {
    const read = readLiveRef(['http://example.com/devstoreaccount1', 'devstoreaccount1', 'people']);
    expect(read.ok).toBe(false);
    expect(!read.ok && english(read.error)).toMatch(/neither https: nor loopback http:/);
  });

  it('refuses an endpoint that carries a query string (where a SAS would hide)', () => {
    const read = readLiveRef(['https://a.table.core.windows.net?sig=abc', 'a', 'people']);
    expect(read.ok).toBe(false);
  });

  it('refuses a table name the service would refuse, and a wrong shape', () => {
    expect(readLiveRef(['https://a.table.core.windows.net', 'a', '1bad']).ok).toBe(false);
    expect(readLiveRef({ endpoint: REF.endpoint }).ok).toBe(false);
  });

  it('writes only endpoint, account and table', () => {
    expect(writeLiveRef(REF)).toEqual([REF.endpoint, REF.account, REF.table]);
    expect(writeLiveRef(null)).toBeNull();
  });
});
