import { describe, expect, it } from 'vitest';
import { parseSeedTarget } from './seed-target';

const NOW = Date.parse('2025-01-01T00:00:00Z');
const TIMES = 'se=2025-01-02T00:00:00Z';
const table = (sp: string) =>
  `https://acct.table.core.windows.net/people?sv=2019-02-02&tn=people&sp=${sp}&${TIMES}&sig=abcd%2Bsecret`;
const account = (sp: string, srt = 'sco') =>
  `https://acct.table.core.windows.net/?sv=2019-02-02&ss=t&srt=${srt}&sp=${sp}&${TIMES}&sig=abcd%2Bsecret`;

describe('parseSeedTarget', () => {
  it('takes a table SAS with add and update for a one-table design', () => {
    const parsed = parseSeedTarget(table('rau'), { tables: null, fallback: 'x', nowMs: NOW });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.target.connections.map((c) => c.ref.table)).toEqual(['people']);
    expect(parsed.target).toMatchObject({ kind: 'azure-table', canCreate: false, policy: false });
    expect(JSON.stringify(parsed.target)).not.toContain('abcd');
  });

  it('refuses a SAS without add or update, naming what it grants', () => {
    for (const sp of ['r', 'ra', 'ru', 'rd']) {
      const parsed = parseSeedTarget(table(sp), { tables: null, fallback: 'x', nowMs: NOW });
      expect(parsed.ok ? null : parsed.error.code).toBe('SEED_NO_WRITE');
      expect(parsed.ok ? null : parsed.error.message.params).toEqual({ permissions: sp });
    }
  });

  it('asks for read too, in words that fit a seed', () => {
    const parsed = parseSeedTarget(table('au'), { tables: null, fallback: 'x', nowMs: NOW });
    expect(parsed.ok ? null : parsed.error.message).toEqual({
      code: 'live.seedNoRead',
      params: { permissions: 'au' },
    });
  });

  it('writes every table of a design through an account SAS, creating them with w and srt c', () => {
    const parsed = parseSeedTarget(account('rwau'), {
      tables: ['Expenses202401', 'Expenses202402'],
      fallback: 'x',
      nowMs: NOW,
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.target.connections.map((c) => c.ref.table)).toEqual([
      'Expenses202401',
      'Expenses202402',
    ]);
    expect(parsed.target.canCreate).toBe(true);
    const noCreate = parseSeedTarget(account('rwau', 'o'), {
      tables: ['a1b'],
      fallback: 'x',
      nowMs: NOW,
    });
    expect(noCreate.ok && noCreate.target.canCreate).toBe(false);
  });

  it('names the fallback table for a one-table design through an account SAS', () => {
    const parsed = parseSeedTarget(account('rau'), {
      tables: null,
      fallback: 'bydept',
      nowMs: NOW,
    });
    expect(parsed.ok && parsed.target.connections[0]!.ref.table).toBe('bydept');
  });

  it('refuses a table SAS for a design of several tables, or for another table', () => {
    const several = parseSeedTarget(table('rau'), {
      tables: ['people', 'other'],
      fallback: 'x',
      nowMs: NOW,
    });
    expect(several.ok ? null : several.error.code).toBe('SEED_ONE_TABLE');
    const other = parseSeedTarget(table('rau'), { tables: ['other'], fallback: 'x', nowMs: NOW });
    expect(other.ok ? null : other.error.code).toBe('URL_TABLE_MISMATCH');
  });

  it('keeps the read rules: plain http to another host is refused', () => {
    const parsed = parseSeedTarget(table('rau').replace('https:', 'http:'), {
      tables: null,
      fallback: 'x',
      nowMs: NOW,
    });
    expect(parsed.ok ? null : parsed.error.code).toBe('URL_SCHEME');
  });
});
