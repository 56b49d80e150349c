import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../datasets';
import { addDesign, specFromScenario } from './comparison-edits';
import { closeComparison, linkComparison, openComparison } from './comparison-link';
import { createComparisonStore } from './comparison-store';
import { createExplorerStore } from './store';

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

describe('the comparison and the main workspace, linked', () => {
  it('puts a scenario into the workspace: its records and its comparison', () => {
    const main = createExplorerStore();
    const comparison = createComparisonStore();
    const stop = linkComparison(main, comparison);
    openComparison(main, comparison);
    comparison.getState().update(specFromScenario(scenario));
    const ws = main.getState();
    expect([ws.dataset, ws.size]).toEqual(['app-log-hot', 2000]);
    expect(ws.comparison?.designs.map((d) => d.id)).toEqual(['log-by-hour', 'log-hash-bucketed']);
    stop();
  });

  it('opens a link’s comparison in the store, and keeps the store when the view closes', () => {
    const main = createExplorerStore();
    const comparison = createComparisonStore();
    const stop = linkComparison(main, comparison);
    main.getState().applyWorkspace({
      dataset: 'app-log-hot',
      size: 2000,
      comparison: { designs: scenario.designs, patterns: [], scale: 10_000_000 },
    });
    expect(comparison.getState().designs).toBe(scenario.designs);
    expect(comparison.getState().scale).toBe(10_000_000);
    const added = addDesign(comparison.getState(), preset('log-by-hour').design);
    if (added.ok) comparison.getState().update(added.spec);
    closeComparison(main);
    expect(main.getState().comparison).toBeNull();
    expect(comparison.getState().designs).toHaveLength(3);
    main.getState().setSize(500);
    openComparison(main, comparison);
    expect(main.getState().comparison?.designs).toHaveLength(3);
    // Reopened over the records it was compared over, not the explorer's size meanwhile.
    expect(main.getState().size).toBe(2000);
    expect(comparison.getState().size).toBe(2000);
    stop();
  });

  it('a comparison opened from a link shows its scenario', () => {
    const main = createExplorerStore();
    const comparison = createComparisonStore();
    const stop = linkComparison(main, comparison);
    main.getState().applyWorkspace({
      dataset: 'app-log-hot',
      size: 2000,
      comparison: { scenario: 's', designs: scenario.designs, patterns: [] },
    });
    expect(comparison.getState().scenario).toBe('s');
    // And the maker's scenario goes into the workspace (so into the link) with its comparison.
    const other = createExplorerStore();
    const mine = createComparisonStore();
    const stopMine = linkComparison(other, mine);
    openComparison(other, mine);
    mine.getState().update(specFromScenario(scenario));
    expect(other.getState().comparison?.scenario).toBe('s');
    stopMine();
    stop();
  });
});
