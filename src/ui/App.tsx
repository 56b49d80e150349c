/** The application shell: the five regions of the explorer, laid out for a 1280×720 projector. */
import { useEffect, useState } from 'react';
import { startAppEngine } from '../state/app-engine';
import { useExplorer } from '../state/store';
import { DatasetPanel } from './DatasetPanel';
import { DesignEditor } from './design/DesignEditor';
import { ErrorBoundary } from './ErrorBoundary';
import { FilterPanel } from './FilterPanel';
import { KeySpaceRegion } from './KeySpaceRegion';
import { LiveRunPanel } from './live/LiveRunPanel';
import { NoticeBar } from './NoticeBar';
import { PlanPanel } from './PlanPanel';
import { ResultsPanel } from './results/ResultsPanel';
import { ShareBanner } from './share/ShareBanner';
import { ShareControls } from './share/ShareControls';
import { ShareNotes } from './share/ShareNotes';

/** The whole app. */
export function App() {
  const presenter = useExplorer((s) => s.presenter);
  const setPresenter = useExplorer((s) => s.setPresenter);
  const [designing, setDesigning] = useState(false);
  useEffect(() => startAppEngine(), []);
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
        <ShareControls />
      </header>
      <NoticeBar />
      <ShareBanner />
      <ShareNotes />
      {/* Regions in reading order (the order of keyboard focus); CSS places them in two columns. */}
      <main className={designing ? 'layout designing' : 'layout'}>
        <section className="region region-dataset" aria-labelledby="dataset-heading">
          <h2 id="dataset-heading">Dataset</h2>
          <ErrorBoundary name="dataset panel">
            <DatasetPanel designing={designing} onDesigning={setDesigning} />
          </ErrorBoundary>
        </section>
        <section className="region region-filter" aria-labelledby="filter-heading">
          <h2 id="filter-heading">Filter</h2>
          <ErrorBoundary name="filter editor">
            <FilterPanel />
          </ErrorBoundary>
        </section>
        {designing && (
          <section className="region region-design" aria-labelledby="design-heading">
            <h2 id="design-heading">Key design</h2>
            <ErrorBoundary name="design editor">
              <DesignEditor />
            </ErrorBoundary>
          </section>
        )}
        <section className="region region-plan" aria-labelledby="plan-heading">
          <h2 id="plan-heading">Plan</h2>
          <ErrorBoundary name="plan panel">
            <PlanPanel />
          </ErrorBoundary>
          <ErrorBoundary name="live table run">
            <LiveRunPanel />
          </ErrorBoundary>
        </section>
        <section className="region region-pictures" aria-labelledby="pictures-heading">
          <h2 id="pictures-heading">Key space</h2>
          <ErrorBoundary name="key-space pictures">
            <KeySpaceRegion />
          </ErrorBoundary>
        </section>
        <section className="region region-results" aria-labelledby="results-heading">
          <h2 id="results-heading">Results</h2>
          <ErrorBoundary name="results table">
            <ResultsPanel />
          </ErrorBoundary>
        </section>
      </main>
    </div>
  );
}
