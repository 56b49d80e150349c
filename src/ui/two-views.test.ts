import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createExplorerView, type ExplorerView } from '../state/explorer-view';
import { inProcessEngine } from '../state/in-process-engine';
import { shownAnalysis } from '../state/query-state';
import { until } from '../state/until';
import { ExplorerProvider } from '../state/view-context';
import { FilterPanel } from './FilterPanel';
import { KeySpaceRegion } from './KeySpaceRegion';
import { PlanPanel } from './PlanPanel';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A running view over the employees sample with `filter`, once its analysis is in. */
async function viewOn(filter: string): Promise<ExplorerView> {
  const view = createExplorerView({
    factory: inProcessEngine,
    workspace: { dataset: 'employees', size: 200, seed: 1, filter },
  });
  stops.push(view.start());
  await until(
    view.store,
    (s) => shownAnalysis(s.query) !== null && s.query.last?.filter === filter,
  );
  return view;
}

/**
 * A view whose store renders its current state on the server: `useStore` renders a store's
 * initial state there (hydration needs that), and Node has no DOM to render into.
 */
function asRendered(view: ExplorerView): ExplorerView {
  return { ...view, store: { ...view.store, getInitialState: view.store.getState } };
}

/** The page text of each view's regions, rendered side by side under their own providers. */
function renderSideBySide(views: readonly ExplorerView[]): string {
  return renderToString(
    createElement(
      Fragment,
      null,
      ...views.map((view, i) =>
        createElement(
          ExplorerProvider,
          { view: asRendered(view), key: i },
          createElement(FilterPanel),
          createElement(PlanPanel),
          createElement(KeySpaceRegion),
        ),
      ),
    ),
  );
}

/** The cost-class badges in document order. */
function badges(html: string): string[] {
  return [...html.matchAll(/class="cost-badge[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]!);
}

describe('explorer views side by side', () => {
  it('hold independent state: each provider renders its own filter and plan', async () => {
    const partition = await viewOn("PartitionKey eq 'Sales'");
    const scan = await viewOn("LastName eq 'Jones'");
    expect(badges(renderSideBySide([partition, scan]))).toEqual(['Partition scan', 'Table scan']);

    // A change in one view re-plans that view only.
    partition.store.getState().setFilter('');
    await until(partition.store, (s) => s.query.last?.filter === '');
    expect(scan.store.getState().filter).toBe("LastName eq 'Jones'");
    expect(badges(renderSideBySide([partition, scan]))).toEqual(['Table scan', 'Table scan']);
  });

  it('give every element id once, however many views are on the page', async () => {
    const one = await viewOn("PartitionKey eq 'Sales'");
    const two = await viewOn("PartitionKey eq 'Sales'");
    const ids = [...renderSideBySide([one, two]).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
