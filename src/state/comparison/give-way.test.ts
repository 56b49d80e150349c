import { afterEach, describe, expect, it } from 'vitest';
import { findScenario, hasModelFacts } from '../../patterns';
import { createExplorerView } from '../explorer-view';
import { inProcessEngine } from '../in-process-engine';
import { createExplorerStore } from '../store';
import { until } from '../until';
import { specFromScenario } from './edits';
import { closeComparison, openComparison } from './opening';
import { createComparisonView } from './view';

const stops: (() => void)[] = [];

/** Resolves once the comparison's matrix is checked with the model's facts, not only its cells. */
const checked = (view: ReturnType<typeof createComparisonView>) =>
  until(view.store, (s) => s.matrix.phase === 'ready' && hasModelFacts(s.matrix.value), 20_000);
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the main view gives way to the comparison loading', () => {
  it('is told the comparison is idle only once its matrix is checked with the model’s facts and it is off screen, and at once when it is not running', async () => {
    const view = createComparisonView(inProcessEngine);
    const main = createExplorerStore();
    stops.push(view.attach(main));
    // Not started: nothing to wait for.
    await view.whenIdle();
    stops.push(view.start());
    view.store.getState().update({ ...specFromScenario(findScenario('employees')!), size: 1500 });
    let idle = false;
    const told = view.whenIdle().then(() => {
      idle = true;
    });
    // Checked, with the model's facts too (not only the first cells): still on screen, in place
    // of the explorer, so the explorer's load keeps waiting.
    await checked(view);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    // Closed: the explorer is on screen again, and loads.
    closeComparison(main);
    await told;
    expect(idle).toBe(true);
  });

  it('holds the explorer’s load while the comparison is on screen but its view has not started it yet', async () => {
    const view = createComparisonView(inProcessEngine);
    const main = createExplorerStore();
    stops.push(view.attach(main));
    // On screen (a link that opens "Compare designs"), its view's code still on its way.
    openComparison(main, view.store);
    let idle = false;
    const told = view.whenIdle().then(() => {
      idle = true;
    });
    // A task later the comparison has still not started: the explorer keeps waiting.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    stops.push(view.start());
    view.store.getState().update({ ...specFromScenario(findScenario('employees')!), size: 500 });
    await checked(view);
    expect(idle).toBe(false);
    closeComparison(main);
    await told;
    expect(idle).toBe(true);
  });

  it('is told at once when the comparison is idle and not on screen', async () => {
    const view = createComparisonView(inProcessEngine);
    const main = createExplorerStore();
    stops.push(view.attach(main));
    stops.push(view.start());
    view.store.getState().update({ ...specFromScenario(findScenario('employees')!), size: 500 });
    await checked(view);
    closeComparison(main);
    await view.whenIdle();
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
