import { describe, expect, it } from 'vitest';
import { parseSasForRef, sameTable } from './sas-for-ref';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const REF = {
  endpoint: 'https://contoso.table.core.windows.net',
  account: 'contoso',
  table: 'Orders',
};
const TOKEN = 'sv=2019-02-02&se=2025-06-02&sp=r&sig=c2lnbmF0dXJl';

describe('parseSasForRef', () => {
  it.each([
    ['a bare token', TOKEN],
    ['a token with ?', `?${TOKEN}`],
    ['a whole URL', `https://contoso.table.core.windows.net/orders?${TOKEN}`],
  ])('accepts %s for the shared table once its host is confirmed', (_name, text) => {
    const parsed = parseSasForRef(REF, text, { nowMs: NOW, confirmedEndpoint: REF.endpoint });
    expect(parsed.ok && parsed.connection.ref.table.toLowerCase()).toBe('orders');
  });

  it('accepts a whole URL without any confirmation: its host is the one the reader typed', () => {
    const parsed = parseSasForRef(REF, `https://contoso.table.core.windows.net/Orders?${TOKEN}`, {
      nowMs: NOW,
    });
    expect(parsed.ok).toBe(true);
  });

  // Regression (issue 24): a link could send the reader's bare token to whatever host it named.
  it.each([
    ['no confirmation', undefined],
    ['a confirmation of another endpoint', 'https://other.table.core.windows.net'],
  ])('never combines a bare token with the link host on %s', (_name, confirmedEndpoint) => {
    const evil = { ...REF, endpoint: 'https://contoso.table.core.windows.net.evil.example' };
    const parsed = parseSasForRef(evil, TOKEN, { nowMs: NOW, confirmedEndpoint });
    expect(parsed.ok ? 'accepted' : parsed.error.code).toBe('URL_HOST_UNCONFIRMED');
    expect(parsed.ok ? null : parsed.error.message.params).toEqual({
      host: 'contoso.table.core.windows.net.evil.example',
    });
    expect(JSON.stringify(parsed)).not.toContain('c2lnbmF0dXJl');
  });

  it('refuses a SAS for another table, naming the one the link expects', () => {
    const parsed = parseSasForRef(REF, `https://contoso.table.core.windows.net/Other?${TOKEN}`, {
      nowMs: NOW,
    });
    expect(parsed.ok ? '' : parsed.error.code).toBe('URL_TABLE_MISMATCH');
    expect(parsed.ok ? null : parsed.error.action.params).toEqual({
      table: 'Orders',
      endpoint: REF.endpoint,
    });
  });

  it('points a token error into the token the user typed', () => {
    const text = ` ${TOKEN.replace('sp=r', 'sp=q')}`;
    const parsed = parseSasForRef(REF, text, { nowMs: NOW, confirmedEndpoint: REF.endpoint });
    const where = parsed.ok ? undefined : parsed.error.where;
    if (where?.kind !== 'url') throw new Error('no span');
    expect(text.slice(where.start, where.end)).toBe('sp=');
  });

  it('compares tables without regard to letter case', () => {
    expect(sameTable(REF, { ...REF, table: 'ORDERS' })).toBe(true);
    expect(sameTable(REF, { ...REF, endpoint: 'https://other.table.core.windows.net' })).toBe(
      false,
    );
  });
});
