import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../../datasets';
import { createExplorerStore } from '../store';
import { addDesign, specFromScenario } from './edits';
import { closeComparison, openComparison } from './opening';
import { createComparisonView } from './view';

const preset = (id: string) => DESIGN_PRESETS.find((p) => p.id === id)!;
const scenario = {
  id: 's',
  title: { code: 'patterns.scenarioLogs' as const },
  about: { code: 'patterns.scenarioLogsAbout' as const },
  dataset: 'app-log-hot',
  size: 2000,
  designs: [
    { id: 'log-by-hour', design: preset('log-by-hour').design },
    { id: 'log-hash-bucketed', design: preset('log-hash-bucketed').design },
  ],
  patterns: [],
};

/** A main workspace and a comparison attached to it (no engine: nothing here asks one). */
function attached() {
  const main = createExplorerStore();
  const view = createComparisonView(() => {
    throw new Error('no engine in these tests');
  });
  const detach = view.attach(main);
  return { main, comparison: view.store, view, detach };
}

describe('the comparison, read from the main workspace', () => {
  it('puts a scenario into the workspace: its records and its comparison', () => {
    const { main, comparison, detach } = attached();
    openComparison(main, comparison);
    comparison.getState().update(specFromScenario(scenario));
    const ws = main.getState();
    expect([ws.dataset, ws.size]).toEqual(['app-log-hot', 2000]);
    expect(ws.comparison?.designs.map((d) => d.id)).toEqual(['log-by-hour', 'log-hash-bucketed']);
    detach();
  });

  it('opens a link’s comparison, and shelves it when the view closes', () => {
    const { main, comparison, detach } = attached();
    main.getState().applyWorkspace({
      dataset: 'app-log-hot',
      size: 2000,
      comparison: { designs: scenario.designs, patterns: [], scale: 10_000_000 },
    });
    expect(comparison.getState().designs).toBe(scenario.designs);
    expect(comparison.getState().scale).toBe(10_000_000);
    const added = addDesign(comparison.getState(), preset('log-by-hour').design);
    if (added.ok) comparison.getState().update(added.spec);
    // One source of truth: the edit is in the workspace the moment it is made.
    expect(main.getState().comparison?.designs).toHaveLength(3);
    closeComparison(main);
    expect(main.getState().comparison).toBeNull();
    expect(comparison.getState().designs).toHaveLength(0);
    expect(comparison.getState().shelf?.designs).toHaveLength(3);
    main.getState().setSize(500);
    openComparison(main, comparison);
    expect(main.getState().comparison?.designs).toHaveLength(3);
    // Reopened over the records it was compared over, not the explorer's size meanwhile.
    expect(main.getState().size).toBe(2000);
    expect(comparison.getState().size).toBe(2000);
    detach();
  });

  it('reopens empty over other records than the shelved comparison’s', () => {
    const { main, comparison, detach } = attached();
    main.getState().applyWorkspace({
      dataset: 'app-log-hot',
      size: 2000,
      comparison: { designs: scenario.designs, patterns: [] },
    });
    closeComparison(main);
    main.getState().setDataset('employees');
    openComparison(main, comparison);
    expect(main.getState().comparison).toEqual({ designs: [], patterns: [] });
    detach();
  });

  it('a comparison opened from a link shows its scenario', () => {
    const { main, comparison, detach } = attached();
    main.getState().applyWorkspace({
      dataset: 'app-log-hot',
      size: 2000,
      comparison: { scenario: 's', designs: scenario.designs, patterns: [] },
    });
    expect(comparison.getState().scenario).toBe('s');
    // And the maker's scenario goes into the workspace (so into the link) with its comparison.
    const other = attached();
    openComparison(other.main, other.comparison);
    other.comparison.getState().update(specFromScenario(scenario));
    expect(other.main.getState().comparison?.scenario).toBe('s');
    other.detach();
    detach();
  });

  it('reads the same state object while nothing it shows changed (stable for selectors)', () => {
    const { main, comparison, detach } = attached();
    main.getState().applyWorkspace({
      dataset: 'app-log-hot',
      size: 2000,
      comparison: { designs: scenario.designs, patterns: [] },
    });
    const before = comparison.getState();
    const seen: unknown[] = [];
    const stop = comparison.subscribe((s) => seen.push(s));
    main.getState().setFilter("PartitionKey eq 'x'");
    expect(comparison.getState()).toBe(before);
    expect(seen).toEqual([]);
    comparison.getState().select({ patternId: 'p', designId: 'd', besideDesignId: null });
    expect(seen).toHaveLength(1);
    stop();
    detach();
  });
});
