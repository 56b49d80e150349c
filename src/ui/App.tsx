/** The application shell: the five regions of the explorer, laid out for a 1280×720 projector. */
import { useEffect, useId, useState } from 'react';
import { createAppComparison } from '../state/app-engine';
import { ComparisonProvider } from '../state/comparison-context';
import { closeComparison, linkComparison, openComparison } from '../state/comparison-link';
import { useExplorer, useExplorerView } from '../state/view-context';
import { CompareView } from './compare/CompareView';
import { MESSAGES as COMPARE } from './compare/messages';
import { DatasetPanel } from './DatasetPanel';
import { DesignEditor } from './design/DesignEditor';
import { ErrorBoundary } from './ErrorBoundary';
import { FilterPanel } from './FilterPanel';
import { KeySpaceRegion } from './KeySpaceRegion';
import { NoticeBar } from './NoticeBar';
import { PlanPanel } from './PlanPanel';
import { Region } from './Region';
import { ResultsPanel } from './results/ResultsPanel';
import { ShareBanner } from './share/ShareBanner';
import { ShareControls } from './share/ShareControls';
import { ShareNotes } from './share/ShareNotes';

/** The whole app, over the main explorer view its provider gives it. */
export function App() {
  const view = useExplorerView();
  const saveNoteId = useId();
  const presenter = useExplorer((s) => s.presenter);
  const setPresenter = useExplorer((s) => s.setPresenter);
  const [designing, setDesigning] = useState(false);
  // The comparison outlives its view: leaving it and coming back keeps what was compared.
  const [comparison] = useState(createAppComparison);
  const comparing = useExplorer((s) => s.comparison !== null);
  useEffect(() => linkComparison(view.store, comparison.store), [view, comparison]);
  useEffect(() => view.start(), [view]);
  useEffect(() => {
    document.documentElement.classList.toggle('presenter', presenter);
  }, [presenter]);

  return (
    <div className="app">
      <header className="app-header">
        <h1 className="brand">Keyscope</h1>
        <p className="tagline">See what your Azure Table Storage key design does to every query.</p>
        <label className="presenter-toggle">
          <input
            type="checkbox"
            checked={presenter}
            onChange={(e) => setPresenter(e.target.checked)}
          />{' '}
          Presenter mode
        </label>
        <button
          type="button"
          aria-pressed={comparing}
          onClick={() =>
            comparing ? closeComparison(view.store) : openComparison(view.store, comparison.store)
          }
        >
          {COMPARE.open}
        </button>
        <ShareControls saveNoteId={saveNoteId} />
      </header>
      <NoticeBar />
      <ShareBanner />
      <ShareNotes saveNoteId={saveNoteId} />
      {/* Regions in reading order (the order of keyboard focus); CSS places them in two columns. */}
      {comparing ? (
        <main className="compare-layout">
          <ComparisonProvider comparison={comparison}>
            <ErrorBoundary name="comparison">
              <CompareView />
            </ErrorBoundary>
          </ComparisonProvider>
        </main>
      ) : (
        <main className={designing ? 'layout designing' : 'layout'}>
          <Region kind="dataset" title="Dataset" part="dataset panel">
            <DatasetPanel designing={designing} onDesigning={setDesigning} />
          </Region>
          <Region kind="filter" title="Filter" part="filter editor">
            <FilterPanel />
          </Region>
          {designing && (
            <Region kind="design" title="Key design" part="design editor">
              <DesignEditor />
            </Region>
          )}
          <Region kind="plan" title="Plan" part="plan panel">
            <PlanPanel />
          </Region>
          <Region kind="pictures" title="Key space" part="key-space pictures">
            <KeySpaceRegion />
          </Region>
          <Region kind="results" title="Results" part="results table">
            <ResultsPanel />
          </Region>
        </main>
      )}
    </div>
  );
}
