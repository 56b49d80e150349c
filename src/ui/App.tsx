/** The application shell: the regions of the explorer, laid out for a 1280×720 projector. */
import { useEffect, useId, useState } from 'react';
import { createAppComparison } from '../state/app-engine';
import { ComparisonProvider } from '../state/comparison-context';
import { closeComparison, linkComparison, openComparison } from '../state/comparison-link';
import { useExplorer, useExplorerView } from '../state/view-context';
import { CompareView } from './compare/CompareView';
import { CompareLabel } from './compare/CompareLabel';
import { DatasetPanel } from './DatasetPanel';
import { DesignEditor } from './design/DesignEditor';
import { ErrorBoundary } from './ErrorBoundary';
import { FilterPanel } from './FilterPanel';
import { KeySpaceRegion } from './KeySpaceRegion';
import { LessonPanel } from './lessons/LessonPanel';
import { LessonsButton } from './lessons/LessonsButton';
import { LessonProgressProvider } from './lessons/progress-context';
import { stepFocusOf } from './lessons/step-focus';
import { LiveRunPanel } from './live/LiveRunPanel';
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
  const lesson = useExplorer((s) => s.lesson);
  const focus = stepFocusOf(lesson);
  const [designing, setDesigning] = useState(false);
  const [contrast, setContrast] = useState(false);
  // The comparison outlives its view: leaving it and coming back keeps what was compared.
  const [comparison] = useState(createAppComparison);
  const comparing = useExplorer((s) => s.comparison !== null);
  useEffect(() => linkComparison(view.store, comparison.store), [view, comparison]);
  useEffect(() => view.start(), [view]);
  useEffect(() => {
    document.documentElement.classList.toggle('high-contrast', presenter && contrast);
  }, [presenter, contrast]);
  useEffect(() => {
    document.documentElement.classList.toggle('presenter', presenter);
  }, [presenter]);

  return (
    <LessonProgressProvider>
      <div className="app">
        <header className="app-header">
          <h1 className="brand">Keyscope</h1>
          <p className="tagline">
            See what your Azure Table Storage key design does to every query.
          </p>
          <LessonsButton />
          <button
            type="button"
            aria-pressed={comparing}
            onClick={() =>
              comparing ? closeComparison(view.store) : openComparison(view.store, comparison.store)
            }
          >
            <CompareLabel />
          </button>
          <label className="presenter-toggle">
            <input
              type="checkbox"
              checked={presenter}
              onChange={(e) => setPresenter(e.target.checked)}
            />{' '}
            Presenter mode
          </label>
          {presenter && (
            <label className="presenter-toggle">
              <input
                type="checkbox"
                checked={contrast}
                onChange={(e) => setContrast(e.target.checked)}
              />{' '}
              High contrast
            </label>
          )}
          <ShareControls saveNoteId={saveNoteId} />
        </header>
        <NoticeBar />
        <ShareBanner />
        <ShareNotes saveNoteId={saveNoteId} />
        {comparing ? (
          <main className="compare-layout">
            <ComparisonProvider comparison={comparison}>
              <ErrorBoundary name="comparison">
                <CompareView />
              </ErrorBoundary>
            </ComparisonProvider>
          </main>
        ) : (
          // Regions in reading order (the order of keyboard focus); CSS places them in columns.
          <main className={layoutClass(designing, lesson !== null, focus)}>
            {lesson && (
              <Region kind="lesson" title="Lesson" part="lesson">
                <LessonPanel at={lesson} />
              </Region>
            )}
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
              <ErrorBoundary name="live table run">
                <LiveRunPanel />
              </ErrorBoundary>
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
    </LessonProgressProvider>
  );
}

/** The layout's classes: design editing, a lesson on show and the part its step is about. */
function layoutClass(designing: boolean, inLesson: boolean, focus: string | null): string {
  return [
    'layout',
    designing ? 'designing' : '',
    inLesson ? 'with-lesson' : '',
    focus ? `focus-${focus}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
