import { afterEach, describe, expect, it } from 'vitest';
import type { EngineConnection } from './engine-client';
import { inProcessEngine } from './in-process-engine';

let conn: EngineConnection | null = null;
afterEach(() => {
  conn?.dispose();
  conn = null;
});

const recipe = { dataset: 'employees', size: 2000, seed: 1 };

describe('the in-process engine crosses the same boundary as the worker', () => {
  it('fails a call whose argument could not be posted to a worker (a bare function)', async () => {
    conn = inProcessEngine(() => {});
    await expect(conn.calls.load('main', recipe, null, () => {})).rejects.toThrow(
      /could not be cloned/,
    );
  });

  it('calls back through a function passed with `callback`, as a comlink proxy would', async () => {
    conn = inProcessEngine(() => {});
    const reports: number[] = [];
    const outcome = await conn.calls.load(
      'main',
      recipe,
      null,
      conn.callback((done: number) => {
        reports.push(done);
      }),
    );
    expect(outcome.ok).toBe(true);
    expect(reports.length).toBeGreaterThan(0);
  });

  it('answers with copies: changing an answer does not reach the engine', async () => {
    conn = inProcessEngine(() => {});
    const first = await conn.calls.listDatasets();
    const example = first[0]?.exampleQueries[0] as { filter: string } | undefined;
    const filter = example?.filter;
    expect(filter).toBeDefined();
    if (example) example.filter = 'changed';
    const second = await conn.calls.listDatasets();
    expect(second[0]?.exampleQueries[0]?.filter).toBe(filter);
  });
});
