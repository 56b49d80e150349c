import { describe, expect, it } from 'vitest';
import { EngineSession, withProgress } from './session';

const clock = () => 0;

describe('EngineSession', () => {
  it('reports an unknown dataset or a bad size as a value, not a throw', () => {
    const session = new EngineSession(clock);
    expect(session.load({ dataset: 'nope', size: 10, seed: 1 })).toMatchObject({ ok: false });
    expect(session.load({ dataset: 'employees', size: 0, seed: 1 })).toMatchObject({ ok: false });
    expect(session.loadedRecipe()).toBeNull();
  });

  it('loads a recipe with progress and summarizes it without sending entities', () => {
    const session = new EngineSession(clock);
    const ticks: number[] = [];
    const loaded = session.load({ dataset: 'employees', size: 200, seed: 1 }, (done) =>
      ticks.push(done),
    );
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.count).toBe(200);
    expect(ticks[ticks.length - 1]).toBe(200);
    expect(loaded.partitions.reduce((n, p) => n + p.count, 0)).toBe(200);
    expect(loaded.properties.find((p) => p.name === 'Age')?.types).toEqual(['Edm.Int32']);
    expect(loaded).not.toHaveProperty('entities');
  });

  it('follows the continuations page by page to the same rows the analysis counts', () => {
    const session = new EngineSession(clock);
    session.load({ dataset: 'employees', size: 1000, seed: 1 });
    const options = {
      filter: 'Age ge 30',
      rangePartitioning: { kind: 'every-partition' as const },
    };
    const { analysis } = session.analyzeWithDetail(options, null, 100);
    if (!analysis.ok) throw new Error(analysis.error.message);
    let continuation = null;
    let returned = 0;
    for (const summary of analysis.pages) {
      const page = session.page(options, continuation);
      if (!page.ok) throw new Error(page.error.message);
      expect(page.page.entities).toHaveLength(summary.returned);
      expect(page.page.continuation).toEqual(summary.continuation);
      returned += page.page.entities.length;
      continuation = page.page.continuation;
    }
    expect(returned).toBe(analysis.stats.returned);
    expect(analysis.pages.length).toBeGreaterThan(1);
  });

  it('answers the strip for the busiest partition in the same call as the plan', () => {
    const session = new EngineSession(clock);
    session.load({ dataset: 'employees', size: 200, seed: 1 });
    const { analysis, detail } = session.analyzeWithDetail(
      { filter: "PartitionKey eq 'IT'" },
      null,
      50,
    );
    expect(analysis.ok).toBe(true);
    expect(detail?.ok && detail.partitionKey).toBe('IT');
    const focused = session.analyzeWithDetail({ filter: "PartitionKey eq 'IT'" }, 'HR', 50);
    expect(focused.detail?.ok && focused.detail.partitionKey).toBe('HR');
  });
});

describe('withProgress', () => {
  it('passes items through and ticks every n items and at the end', () => {
    const ticks: number[] = [];
    expect([...withProgress([1, 2, 3, 4, 5], 2, (n) => ticks.push(n))]).toEqual([1, 2, 3, 4, 5]);
    expect(ticks).toEqual([2, 4, 5]);
  });
});
