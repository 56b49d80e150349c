import { afterEach, describe, expect, it } from 'vitest';
import { findScenario } from '../patterns';
import { startComparison } from './comparison-controller';
import { setParameter, specFromScenario } from './comparison-edits';
import { type ComparisonState, createComparisonStore } from './comparison-store';
import { inProcessEngine } from './in-process-engine';
import { until } from './until';
import type { StoreApi } from 'zustand';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Resolves when the comparison store satisfies `ok`. */
const settled = (store: StoreApi<ComparisonState>, ok: (s: ComparisonState) => boolean) =>
  until(store, ok, 20_000, (s) => `load=${s.load.state} matrix=${s.matrix.state}`);

/** The text of one pattern's cells in a state's matrix. */
function row(state: ComparisonState, patternId: string): string[] {
  if (state.matrix.state !== 'ready') return [];
  const at = state.matrix.value.patternIds.indexOf(patternId);
  return (state.matrix.value.cells[at] ?? []).map((c) => `${c.verdict} ${c.cost?.returned}`);
}

describe('the comparison controller over the real engine', () => {
  it('loads a scenario, checks every cell, and checks them again when a parameter changes', async () => {
    const store = createComparisonStore();
    stops.push(startComparison(store, inProcessEngine).stop);
    const scenario = findScenario('employees')!;
    store.getState().update({ ...specFromScenario(scenario), size: 2000 });
    const first = await settled(store, (s) => s.matrix.state === 'ready');
    expect(first.matrix.state === 'ready' && first.matrix.value.designIds).toEqual(
      scenario.designs.map((d) => d.id),
    );
    const jones = row(first, 'by-last-name');
    expect(jones).toHaveLength(scenario.designs.length);

    store.getState().update(setParameter(store.getState(), 'name', "'Smith'"));
    const second = await settled(
      store,
      (s) =>
        s.matrix.state === 'ready' && s.matrix.value !== (first.matrix as { value: unknown }).value,
    );
    const smith = row(second, 'by-last-name');
    // Every design's cell of the row is checked again with the new name: Smiths outnumber Joneses.
    expect(smith.every((cell, i) => cell !== jones[i])).toBe(true);
  });
});
