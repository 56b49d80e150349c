import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../i18n/english';
import { MAIN_TABLE } from '../protocol/tables';
import { fingerprintEntities } from './fingerprint';
import { SLICE_BYTES } from './import-source';
import { EngineSession } from './session';

const clock = () => 0;

/** A typed CSV of `rows` good rows, with a bad Int32 on line 3 and a bad RowKey on line 5. */
function typedCsv(rows: number): string {
  const lines = ['PartitionKey,RowKey,Age,Age@type'];
  for (let i = 0; i < rows; i++) {
    lines.push(`P${i % 7},r${String(i).padStart(6, '0')},${20 + (i % 50)},Edm.Int32`);
  }
  lines.splice(2, 0, 'P1,bad-age,abc,Edm.Int32');
  lines.splice(4, 0, 'P1,bad/key,30,Edm.Int32');
  return `${lines.join('\r\n')}\r\n`;
}

async function importText(
  session: EngineSession,
  id: number,
  text: string,
  name = 'people.typed.csv',
) {
  const ticks: [number, number][] = [];
  const outcome = await session.imports.read(id, new Blob([text]), name, {}, (read, total) =>
    ticks.push([read, total]),
  );
  return { outcome, ticks };
}

describe('importing a file in the worker', () => {
  it('keeps the good rows, reports the two bad ones by line, and loads them as the table', async () => {
    const session = new EngineSession(clock);
    const { outcome, ticks } = await importText(session, 1, typedCsv(40));
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.count).toBe(40);
    expect(outcome.rejected).toBe(2);
    expect(outcome.errors.map((e) => [e.line, e.column])).toEqual([
      [3, 3],
      [5, 2],
    ]);
    expect(outcome.errors[0]).toMatchObject({ line: 3, column: 3, field: 'Age' });
    expect(JSON.stringify(outcome.errors[0]?.cause)).toMatch(/Int32/);
    expect(ticks.at(-1)?.[0]).toBe(ticks.at(-1)?.[1]);
    const loaded = session.loads.loadImported(MAIN_TABLE, 1);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    expect(loaded.imported).toEqual({
      name: 'people.typed.csv',
      fingerprint: outcome.fingerprint,
      count: 40,
    });
    const page = session.queries.page(
      MAIN_TABLE,
      { filter: "PartitionKey eq 'P3' and Age ge 0" },
      null,
    );
    if (!page.ok) throw new Error(sayEnglish(page.error.message));
    // Rows i = 3, 10, 17, 24, 31, 38 are in P3.
    expect(page.page.entities.map((e) => e.RowKey)).toEqual(
      ['000003', '000010', '000017', '000024', '000031', '000038'].map((n) => `r${n}`),
    );
  });

  it('reads a file of several slices, split inside rows, as one text', async () => {
    const text = typedCsv(150_000);
    expect(text.length).toBeGreaterThan(2 * SLICE_BYTES);
    const session = new EngineSession(clock);
    const { outcome, ticks } = await importText(session, 1, text);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.count).toBe(150_000);
    expect(outcome.rejected).toBe(2);
    expect(ticks.length).toBe(Math.ceil(text.length / SLICE_BYTES));
  });

  it('refuses a file that is not CSV or JSON, and the table loaded before stays', async () => {
    const session = new EngineSession(clock);
    session.loads.load(MAIN_TABLE, { dataset: 'employees', size: 200, seed: 1 }, null);
    const { outcome } = await importText(
      session,
      1,
      'just some words\nand more words\n',
      'notes.txt',
    );
    expect(outcome).toMatchObject({ ok: false, error: { cancelled: false, code: 'NOT_CSV' } });
    expect(session.loads.loadImported(MAIN_TABLE, 1).ok).toBe(false);
    expect(session.tables.recipeOf(MAIN_TABLE)).toEqual({
      dataset: 'employees',
      size: 200,
      seed: 1,
    });
  });

  it('refuses an empty file and one over the size limit with their messages', async () => {
    const session = new EngineSession(clock);
    expect((await importText(session, 1, '')).outcome).toMatchObject({
      ok: false,
      error: { code: 'EMPTY_FILE' },
    });
    const big = await session.imports.read(2, new Blob([typedCsv(2000)]), 'big.csv', {
      maxChars: 1000,
    });
    expect(big).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
    if (!big.ok) {
      expect(big.error.problem?.message).toMatchObject({
        code: 'io.tooLargeChars',
        params: { limit: 1000 },
      });
    }
  });

  it('stops a read when it is cancelled between slices', async () => {
    const session = new EngineSession(clock);
    const read = session.imports.read(7, new Blob([typedCsv(60_000)]), 'big.csv', {}, () =>
      session.imports.cancel(7),
    );
    expect(await read).toMatchObject({ ok: false, error: { cancelled: true } });
    expect(session.loads.loadImported(MAIN_TABLE, 7).ok).toBe(false);
  });

  it('reads OData JSON to the same entities and fingerprint as the typed CSV', async () => {
    const session = new EngineSession(clock);
    const csv = await importText(session, 1, typedCsv(30));
    const loaded = session.loads.loadImported(MAIN_TABLE, 1);
    if (!csv.outcome.ok || !loaded.ok) throw new Error('the CSV did not import');
    const all = session.queries.exportTable(MAIN_TABLE, { filter: '' }, 'odata-json');
    if (!all.ok) throw new Error(sayEnglish(all.error));
    expect(all.count).toBe(30);
    const json = await importText(session, 2, all.text, 'people.json');
    expect(json.outcome).toMatchObject({ ok: true, format: 'json', count: 30, rejected: 0 });
    // Exported entities carry the table's Timestamp, which an import drops: the data is the same.
    if (json.outcome.ok) expect(json.outcome.fingerprint).toBe(csv.outcome.fingerprint);
  });

  it('exports typed CSV that imports back to the same entities', async () => {
    const session = new EngineSession(clock);
    await importText(session, 1, typedCsv(25));
    session.loads.loadImported(MAIN_TABLE, 1);
    const results = session.queries.exportTable(
      MAIN_TABLE,
      { filter: 'Age lt 30', top: 4 },
      'typed-csv',
    );
    if (!results.ok) throw new Error(sayEnglish(results.error));
    const again = await importText(session, 2, results.text, 'results.typed.csv');
    if (!again.outcome.ok) throw new Error(again.outcome.error.message);
    // Ages 20..29 are rows 0..9; $top sizes the pages, and every page is exported.
    expect(again.outcome.count).toBe(10);
    expect(results.text.split('\r\n')[0]).toBe('PartitionKey,RowKey,Timestamp,Age,Age@type');
  });
});

describe('fingerprintEntities', () => {
  it('tells different data apart and gives the same data the same print', () => {
    const a = [{ PartitionKey: 'p', RowKey: '1', Name: 'Ann' }];
    const b = [{ PartitionKey: 'p', RowKey: '1', Name: 'Anne' }];
    expect(fingerprintEntities(a)).toBe(fingerprintEntities(structuredClone(a)));
    expect(fingerprintEntities(a)).not.toBe(fingerprintEntities(b));
    expect(fingerprintEntities([...a, ...a])).not.toBe(fingerprintEntities(a));
    expect(fingerprintEntities(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('does not depend on the order the entities came in', () => {
    const a = { PartitionKey: 'p', RowKey: '1' };
    const b = { PartitionKey: 'p', RowKey: '2' };
    expect(fingerprintEntities([a, b])).toBe(fingerprintEntities([b, a]));
  });

  it('depends on types and values, not on the order of properties (a typed CSV and its JSON export agree)', () => {
    const base = { PartitionKey: 'p', RowKey: '1', A: 5, B: 'x' };
    expect(fingerprintEntities([base])).toBe(
      fingerprintEntities([{ B: 'x', RowKey: '1', A: 5, PartitionKey: 'p' }]),
    );
    const int64 = { ...base, 'A@odata.type': 'Edm.Int64', A: '5' };
    const double = { ...base, 'A@odata.type': 'Edm.Double', A: '5' };
    expect(new Set([base, int64, double].map((e) => fingerprintEntities([e]))).size).toBe(3);
    // A value moved to another entity is other data, though the same values are there.
    const swapped = [
      { PartitionKey: 'p', RowKey: '1', A: 1 },
      { PartitionKey: 'p', RowKey: '2', A: 2 },
    ];
    const back = [
      { PartitionKey: 'p', RowKey: '1', A: 2 },
      { PartitionKey: 'p', RowKey: '2', A: 1 },
    ];
    expect(fingerprintEntities(swapped)).not.toBe(fingerprintEntities(back));
  });
});
