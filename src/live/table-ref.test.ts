import { describe, expect, it } from 'vitest';
import { checkTableRef, describeRef, isLoopbackHost } from './table-ref';

describe('checkTableRef', () => {
  const ref = {
    endpoint: 'https://contoso.table.core.windows.net',
    account: 'contoso',
    table: 'Orders',
  };

  it('accepts a ref and rebuilds it from its checked fields only', () => {
    expect(checkTableRef({ ...ref, sig: 'x', extra: 1 })).toEqual({ ok: true, ref });
    expect(describeRef(ref)).toBe('https://contoso.table.core.windows.net/Orders');
  });

  it.each([
    [null, { code: 'live.refNotObject' }],
    [{ ...ref, table: 5 }, { code: 'live.refNotTexts' }],
    [
      { ...ref, endpoint: 'not a url' },
      { code: 'live.refNotUrl', params: { endpoint: '"not a url"' } },
    ],
    [{ ...ref, endpoint: 'http://contoso.table.core.windows.net' }, { code: 'live.refInsecure' }],
    [{ ...ref, endpoint: `${ref.endpoint}/?sig=abc` }, { code: 'live.refEndpointExtras' }],
    [{ ...ref, account: 'a b' }, { code: 'live.refAccount' }],
    [
      { ...ref, table: 'tables' },
      {
        code: 'live.refTable',
        params: { table: '"tables"', problem: { code: 'engine.tableReserved' } },
      },
    ],
  ])('refuses %j, saying why as a code', (raw, problem) => {
    expect(checkTableRef(raw)).toEqual({ ok: false, error: problem });
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['[::1]', true],
    ['10.0.0.1', false],
    ['127.0.0.1.example.com', false],
    ['contoso.table.core.windows.net', false],
  ])('%s: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
