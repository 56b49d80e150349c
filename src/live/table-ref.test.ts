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
    [null, 'not an object'],
    [{ ...ref, table: 5 }, 'as texts'],
    [{ ...ref, endpoint: 'not a url' }, 'not a URL'],
    [{ ...ref, endpoint: 'http://contoso.table.core.windows.net' }, 'loopback'],
    [{ ...ref, endpoint: `${ref.endpoint}/?sig=abc` }, 'query'],
    [{ ...ref, account: 'a b' }, 'account'],
    [{ ...ref, table: 'tables' }, 'reserved'],
  ])('refuses %j', (raw, problem) => {
    const checked = checkTableRef(raw);
    expect(checked.ok ? '' : checked.problem).toContain(problem);
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
