import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import { findScenario, hasModelFacts } from '../../patterns';
import type { EngineFactory } from '../engine-client';
import { inProcessEngine } from '../in-process-engine';
import { createExplorerStore } from '../store';
import { offlineEngine } from '../testing';
import { until } from '../until';
import { startComparison } from './controller';
import { setParameter, specFromScenario } from './edits';
import type { ComparisonState, ReadableStore } from './state';
import { comparisonState } from './state';
import { createComparisonStore } from './store';
import { createComparisonView } from './view';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Resolves when the comparison satisfies `ok`. */
const settled = (store: ReadableStore<ComparisonState>, ok: (s: ComparisonState) => boolean) =>
  until(store, ok, 20_000, (s) => `load=${s.load.phase} matrix=${s.matrix.phase}`);

/** The text of one pattern's cells in a state's matrix. */
function row(state: ComparisonState, patternId: string): string[] {
  if (state.matrix.phase !== 'ready') return [];
  const at = state.matrix.value.patternIds.indexOf(patternId);
  return (state.matrix.value.cells[at] ?? []).map((c) => `${c.verdict} ${c.cost?.returned}`);
}

/** A comparison over a fresh main workspace, started on `factory`. */
function start(factory: EngineFactory) {
  const main = createExplorerStore();
  const view = createComparisonView(factory);
  stops.push(view.attach(main));
  stops.push(view.start());
  return { main, view, store: view.store };
}

describe('the comparison controller over the real engine', () => {
  it('loads a scenario, checks every cell, and checks them again when a parameter changes', async () => {
    const { main, store } = start(inProcessEngine);
    const scenario = findScenario('employees')!;
    store.getState().update({ ...specFromScenario(scenario), size: 2000 });
    // The edit is the workspace's: its records and its comparison.
    expect(main.getState().size).toBe(2000);
    expect(main.getState().comparison?.designs).toBe(store.getState().designs);
    // What the matrix went through: a first one with its cells alone, then the model's facts
    // added without the cells turning stale in between.
    const seen: string[] = [];
    stops.push(
      store.subscribe((s, before) => {
        if (s.matrix === before.matrix) return;
        seen.push(
          s.matrix.phase === 'ready'
            ? `ready ${hasModelFacts(s.matrix.value) ? 'with facts' : 'cells only'}`
            : s.matrix.phase,
        );
      }),
    );
    const first = await settled(
      store,
      (s) => s.matrix.phase === 'ready' && hasModelFacts(s.matrix.value),
    );
    expect(seen.slice(-2)).toEqual(['ready cells only', 'ready with facts']);
    expect(first.matrix.phase === 'ready' && first.matrix.value.designIds).toEqual(
      scenario.designs.map((d) => d.id),
    );
    const jones = row(first, 'by-last-name');
    expect(jones).toHaveLength(scenario.designs.length);

    store.getState().update(setParameter(store.getState(), 'name', "'Smith'"));
    const second = await settled(
      store,
      (s) =>
        s.matrix.phase === 'ready' && s.matrix.value !== (first.matrix as { value: unknown }).value,
    );
    const smith = row(second, 'by-last-name');
    // Every design's cell of the row is checked again with the new name: Smiths outnumber Joneses.
    expect(smith.every((cell, i) => cell !== jones[i])).toBe(true);
  });

  it('regression: an edit while the new engine fetches the scenarios loads the comparison once, not twice', async () => {
    const main = createExplorerStore();
    const answers = createComparisonStore();
    const state = comparisonState(answers);
    stops.push(state.attach(main));
    state.store.getState().update({ ...specFromScenario(findScenario('employees')!), size: 200 });
    const loads: number[] = [];
    const factory: EngineFactory = (onDeath) => {
      const conn = inProcessEngine(onDeath);
      const calls = {
        ...conn.calls,
        // The reader asks for another size while the scenarios are on their way.
        listScenarios: async () => {
          const scenarios = await conn.calls.listScenarios();
          state.store.getState().update({ size: 300 });
          return scenarios;
        },
        loadComparison: (...args: Parameters<typeof conn.calls.loadComparison>) => {
          loads.push(args[1].size);
          return conn.calls.loadComparison(...args);
        },
      };
      return { ...conn, calls };
    };
    const controller = startComparison(state.store, answers, factory);
    stops.push(controller.stop);
    const done = await settled(state.store, (s) => s.matrix.phase === 'ready');
    expect(loads).toEqual([300]);
    expect(done.load.phase).toBe('ready');
  });

  it('regression (issue 24): an engine that dies on every call is restarted three times, not forever, and the user can try again', async () => {
    const { engines, factory } = offlineEngine(['listScenarios', 'loadComparison']);
    const main = createExplorerStore();
    const answers = createComparisonStore();
    const state = comparisonState(answers);
    stops.push(state.attach(main));
    state.store.getState().update({ ...specFromScenario(findScenario('employees')!), size: 200 });
    const controller = startComparison(state.store, answers, factory, () => 0);
    stops.push(controller.stop);
    const spent = await settled(state.store, (s) => s.gaveUp);
    // The first engine and three restarts; before the budget, this was about 5,000 in 15 s.
    expect(engines.started).toBe(4);
    expect(spent.load.phase).toBe('failed');
    if (spent.load.phase !== 'failed') return;
    expect(createTranslator('en').say(spent.load.message)).toMatch(/keeps failing .* Try again/);
    // An edit does not restart it behind the user's back.
    state.store.getState().update({ size: 300 });
    await new Promise((r) => setTimeout(r, 50));
    expect(engines.started).toBe(4);
    expect(state.store.getState().load.phase).toBe('failed');
    engines.healthy = true;
    controller.retry();
    const back = await settled(state.store, (s) => s.matrix.phase === 'ready');
    expect(engines.started).toBe(5);
    expect(back.gaveUp).toBe(false);
    expect(back.load.phase === 'ready' && back.load.value).toHaveLength(back.designs.length);
  });
});
