import { afterEach, describe, expect, it } from 'vitest';
import { findScenario, hasModelFacts } from '../../patterns';
import { createExplorerView } from '../explorer-view';
import { inProcessEngine } from '../in-process-engine';
import { createExplorerStore } from '../store';
import { until } from '../until';
import { specFromScenario } from './edits';
import { createComparisonView } from './view';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the main view gives way to the comparison loading', () => {
  it('is told the comparison is idle only once its matrix is checked with the model’s facts, and at once when it is not running', async () => {
    const view = createComparisonView(inProcessEngine);
    const main = createExplorerStore();
    stops.push(view.attach(main));
    // Not started: nothing to wait for.
    await view.whenIdle();
    stops.push(view.start());
    view.store.getState().update({ ...specFromScenario(findScenario('employees')!), size: 1500 });
    await view.whenIdle();
    const { matrix } = view.store.getState();
    expect(matrix.phase).toBe('ready');
    // Idle once the full check is in: the model's facts too, not only the first cells.
    expect(matrix.phase === 'ready' && hasModelFacts(matrix.value)).toBe(true);
  });

  it('lets a waiting load go when the comparison stops mid-load', async () => {
    const view = createComparisonView(inProcessEngine);
    const main = createExplorerStore();
    stops.push(view.attach(main));
    const stop = view.start();
    view.store.getState().update({ ...specFromScenario(findScenario('employees')!), size: 1500 });
    await until(view.store, (s) => s.load.phase === 'running', 10_000);
    const idle = view.whenIdle();
    stop();
    await idle;
    expect(view.store.getState().matrix.phase).not.toBe('ready');
  });

  it('holds the explorer’s load until the way is clear, then loads', async () => {
    let clear: () => void = () => {};
    const way = new Promise<void>((resolve) => {
      clear = resolve;
    });
    let asked = 0;
    const explorer = createExplorerView({
      factory: inProcessEngine,
      workspace: { dataset: 'employees', size: 500, seed: 1 },
      giveWay: () => {
        asked++;
        return way;
      },
    });
    stops.push(explorer.start());
    await until(explorer.store, (s) => s.load.phase === 'running', 10_000);
    expect(asked).toBe(1);
    // The engine is up and nothing is loaded while the way is not clear.
    expect(explorer.store.getState().catalogue).not.toBeNull();
    expect(explorer.store.getState().loaded).toBeNull();
    clear();
    const ready = await until(explorer.store, (s) => s.loaded !== null, 10_000);
    expect(ready.loaded?.count).toBe(500);
  });
});
