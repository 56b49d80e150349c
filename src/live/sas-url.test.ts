import { describe, expect, it } from 'vitest';
import { parseSasUrl } from './sas-url';
import { sasQueryOf } from './secret';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const SIG = 'Q2x5ZGUrc2VjcmV0L3NpZ25hdHVyZT0%3D';
const SAS = `sv=2019-02-02&st=2025-06-01T00%3A00%3A00Z&se=2025-06-02T00%3A00%3A00Z&sp=r&sig=${SIG}`;
const AZURE = `https://contoso.table.core.windows.net/Orders?${SAS}`;
const EMULATOR = `http://127.0.0.1:10002/devstoreaccount1/Orders?${SAS}`;

function parse(text: string) {
  return parseSasUrl(text, { nowMs: NOW });
}

function errorOf(text: string) {
  const parsed = parse(text);
  if (parsed.ok) throw new Error(`expected an error for ${text}`);
  return parsed.error;
}

describe('parseSasUrl', () => {
  it('reads an Azure URL: host-style account, table, read-only grant', () => {
    const parsed = parse(AZURE);
    if (!parsed.ok) throw new Error(parsed.error.code);
    const { ref, grant, warnings } = parsed.connection;
    expect(ref).toEqual({
      endpoint: 'https://contoso.table.core.windows.net',
      account: 'contoso',
      table: 'Orders',
    });
    expect(grant).toMatchObject({
      kind: 'table',
      permissions: 'r',
      readOnly: true,
      expiry: '2025-06-02T00:00:00.000Z',
      start: '2025-06-01T00:00:00.000Z',
    });
    expect(warnings).toEqual([]);
  });

  it('reads the emulator URL: path-style account on a loopback host, http allowed', () => {
    const parsed = parse(`  ${EMULATOR}\n`);
    if (!parsed.ok) throw new Error(parsed.error.code);
    expect(parsed.connection.ref).toEqual({
      endpoint: 'http://127.0.0.1:10002/devstoreaccount1',
      account: 'devstoreaccount1',
      table: 'Orders',
    });
  });

  it('accepts a table path written as an entity set, Orders()', () => {
    const parsed = parse(AZURE.replace('/Orders?', '/Orders()?'));
    expect(parsed.ok && parsed.connection.ref.table).toBe('Orders');
  });

  it('takes the table from tn= when the path names none', () => {
    const parsed = parse(`https://contoso.table.core.windows.net/?${SAS}&tn=Orders`);
    expect(parsed.ok && parsed.connection.ref.table).toBe('Orders');
  });

  it('never lets the signature reach the ref, the grant, the warnings or JSON', () => {
    const parsed = parse(AZURE.replace('sp=r', 'sp=raud'));
    if (!parsed.ok) throw new Error(parsed.error.code);
    const text = JSON.stringify(parsed.connection);
    expect(text).not.toContain(SIG);
    expect(text).not.toContain(decodeURIComponent(SIG));
    expect(JSON.stringify(structuredClone(parsed.connection.secret))).not.toContain(SIG);
    expect(String(parsed.connection.secret)).toBe('sig=…');
  });

  it.each([
    ['URL_EMPTY', '   '],
    ['URL_MALFORMED', 'contoso.table.core.windows.net/Orders'],
    ['URL_MALFORMED', SAS],
    ['URL_SCHEME', `http://contoso.table.core.windows.net/Orders?${SAS}`],
    ['URL_SCHEME', `ftp://contoso.table.core.windows.net/Orders?${SAS}`],
    ['URL_CREDENTIALS', `https://user:pw@contoso.table.core.windows.net/Orders?${SAS}`],
    ['URL_NO_TABLE', `https://contoso.table.core.windows.net/?${SAS}`],
    ['URL_NO_TABLE', `http://127.0.0.1:10002/?${SAS}`],
    ['URL_BAD_TABLE', `https://contoso.table.core.windows.net/1orders?${SAS}`],
    ['URL_BAD_TABLE', `https://contoso.table.core.windows.net/or?${SAS}`],
    ['URL_BAD_TABLE', `https://contoso.table.core.windows.net/ord-ers?${SAS}`],
    ['URL_BAD_TABLE', `https://contoso.table.core.windows.net/Tables?${SAS}`],
    ['URL_BAD_TABLE', `https://contoso.table.core.windows.net/${'a'.repeat(64)}?${SAS}`],
    ['URL_BAD_TABLE', `https://contoso.table.core.windows.net/Orders/x?${SAS}`],
    ['URL_TABLE_MISMATCH', `${AZURE}&tn=Customers`],
    ['URL_NO_SIGNATURE', 'https://contoso.table.core.windows.net/Orders?sv=2019-02-02&sp=r'],
    ['URL_NO_SIGNATURE', AZURE.replace(`sig=${SIG}`, 'sig=')],
    ['URL_BAD_PERMISSIONS', AZURE.replace('sp=r', 'sp=rz')],
    ['URL_BAD_PERMISSIONS', AZURE.replace('&sp=r', '')],
    ['SAS_NO_READ', AZURE.replace('sp=r', 'sp=a')],
    ['URL_BAD_TIME', AZURE.replace('se=2025-06-02T00%3A00%3A00Z', 'se=tomorrow')],
  ])('rejects with %s: %s', (code, text) => {
    const error = errorOf(text);
    expect(error.code).toBe(code);
    expect(JSON.stringify(error)).not.toContain(SIG);
    expect(error.message.code).toMatch(/^live\./);
    expect(error.action.code).toMatch(/^live\./);
    expect(error.where?.kind).toBe('url');
  });

  it('points at the part that is wrong', () => {
    const text = AZURE.replace('sp=r', 'sp=rz');
    const where = errorOf(text).where;
    if (where?.kind !== 'url') throw new Error('no url span');
    expect(text.slice(where.start, where.end)).toBe('sp=');
    const scheme = errorOf(`http://example.com/Orders?${SAS}`).where;
    if (scheme?.kind !== 'url') throw new Error('no url span');
    expect(`http://example.com/Orders?${SAS}`.slice(scheme.start, scheme.end)).toBe('http:');
  });

  it('warns when the SAS grants more than read, and names what it grants', () => {
    const parsed = parse(AZURE.replace('sp=r', 'sp=raud'));
    if (!parsed.ok) throw new Error(parsed.error.code);
    expect(parsed.connection.grant.readOnly).toBe(false);
    expect(parsed.connection.warnings.map((w) => w.code)).toEqual(['SAS_GRANTS_WRITE']);
    expect(parsed.connection.warnings[0]?.message).toEqual({
      code: 'live.sasGrantsWrite',
      params: { permissions: 'raud' },
    });
  });

  it('treats an account SAS with read and list as read-only, and write as not', () => {
    const account = `https://contoso.table.core.windows.net/Orders?sv=2022-11-02&ss=t&srt=o&sp=rl&se=2025-06-02&sig=${SIG}`;
    const ro = parse(account);
    expect(ro.ok && ro.connection.grant).toMatchObject({ kind: 'account', readOnly: true });
    const rw = parse(account.replace('sp=rl', 'sp=rwdl'));
    expect(rw.ok && rw.connection.warnings.map((w) => w.code)).toEqual(['SAS_GRANTS_WRITE']);
  });

  it('warns of an expired, a not-yet-valid and a soon-expiring SAS', () => {
    const codes = (nowMs: number) => {
      const parsed = parseSasUrl(AZURE, { nowMs });
      return parsed.ok ? parsed.connection.warnings.map((w) => w.code) : parsed.error.code;
    };
    expect(codes(Date.parse('2025-06-03T00:00:00Z'))).toEqual(['SAS_EXPIRED']);
    expect(codes(Date.parse('2025-05-31T00:00:00Z'))).toEqual(['SAS_NOT_YET_VALID']);
    expect(codes(Date.parse('2025-06-01T23:50:00Z'))).toEqual(['SAS_EXPIRES_SOON']);
  });

  it('drops query options pasted with the URL from the secret query', () => {
    const parsed = parse(`${AZURE}&$filter=Age%20gt%201&$top=5&NextPartitionKey=abc`);
    if (!parsed.ok) throw new Error(parsed.error.code);
    expect(sasQueryOf(parsed.connection.secret)).toBe(SAS);
  });
});
