/** The application shell: the regions of the explorer, laid out for a 1280×720 projector. */
import { useEffect, useId, useRef, useState } from 'react';
import type { LessonRef } from '../share';
import { createAppComparison } from '../state/app-engine';
import { ComparisonProvider } from '../state/comparison/context';
import { closeComparison, openComparison } from '../state/comparison/opening';
import { useExplorer, useExplorerView } from '../state/view-context';
import { CompareLabel } from './compare/CompareLabel';
import { DatasetPanel } from './DatasetPanel';
import { ErrorBoundary } from './ErrorBoundary';
import { FilterPanel } from './FilterPanel';
import { LanguagePicker } from './i18n/LanguagePicker';
import { useT } from './i18n/translator-context';
import { KeySpaceRegion } from './KeySpaceRegion';
import { lazyView } from './LazyView';
import { LessonLinkOpener } from './lessons/LessonLinkOpener';
import { LessonsButton } from './lessons/LessonsButton';
import { LessonProgressProvider } from './lessons/progress-context';
import { NoticeBar } from './NoticeBar';
import { PlanPanel } from './PlanPanel';
import { Region } from './Region';
import { ResultsPanel } from './results/LazyResultsPanel';
import { ShareBanner } from './share/ShareBanner';
import { ShareControls } from './share/ShareControls';
import { ShareNotes } from './share/ShareNotes';
import { useFilterHeight } from './useFilterHeight';

// The explorer is drawn first; every other view is a chunk of its own, fetched when first shown.
const CompareView = lazyView('comparison', () =>
  import('./compare/CompareView').then((m) => m.CompareView),
);
const DesignEditor = lazyView('design', () =>
  import('./design/DesignEditor').then((m) => m.DesignEditor),
);
const LessonPanel = lazyView('lessons', () =>
  import('./lessons/lessons-chunk').then((m) => m.LessonPanel),
);
const LiveRunPanel = lazyView('live', () =>
  import('./live/LiveRunPanel').then((m) => m.LiveRunPanel),
);

/** The whole app, over the main explorer view its provider gives it. */
export function App() {
  const view = useExplorerView();
  const { t } = useT();
  const saveNoteId = useId();
  const presenter = useExplorer((s) => s.presenter);
  const setPresenter = useExplorer((s) => s.setPresenter);
  const lesson = useExplorer((s) => s.lesson);
  const focus = useStepFocus(lesson);
  const [designing, setDesigning] = useState(false);
  const [contrast, setContrast] = useState(false);
  // The comparison outlives its view: leaving it and coming back keeps what was compared.
  const [comparison] = useState(createAppComparison);
  const comparing = useExplorer((s) => s.comparison !== null);
  const liveTable = useExplorer((s) => s.live !== null);
  useEffect(() => comparison.attach(view.store), [view, comparison]);
  useEffect(() => view.start(), [view]);
  const layout = useRef<HTMLElement>(null);
  useFilterHeight(layout);
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
          <h1 className="brand" translate="no">
            Keyscope
          </h1>
          <p className="tagline" title={t('ui.app.tagline')}>
            {t('ui.app.tagline')}
          </p>
          <LessonsButton />
          <button
            type="button"
            className="compare-open"
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
            {t('ui.app.presenter')}
          </label>
          {presenter && (
            <label className="presenter-toggle">
              <input
                type="checkbox"
                checked={contrast}
                onChange={(e) => setContrast(e.target.checked)}
              />{' '}
              {t('ui.app.contrast')}
            </label>
          )}
          <ShareControls saveNoteId={saveNoteId} />
          <LanguagePicker />
        </header>
        <NoticeBar />
        <ShareBanner />
        <LessonLinkOpener />
        <ShareNotes saveNoteId={saveNoteId} />
        {comparing ? (
          <main className="compare-layout">
            <ComparisonProvider comparison={comparison}>
              <CompareView />
            </ComparisonProvider>
          </main>
        ) : (
          // Regions in reading order (the order of keyboard focus); CSS places them in columns.
          <main ref={layout} className={layoutClass(designing, lesson !== null, focus)}>
            {lesson && (
              <Region kind="lesson" title={t('ui.region.lesson')} part={t('ui.part.lesson')}>
                <LessonPanel at={lesson} />
              </Region>
            )}
            <Region kind="dataset" title={t('ui.region.dataset')} part={t('ui.part.dataset')}>
              <DatasetPanel designing={designing} onDesigning={setDesigning} />
            </Region>
            <Region kind="filter" title={t('ui.region.filter')} part={t('ui.part.filter')}>
              <FilterPanel />
            </Region>
            {designing && (
              <Region kind="design" title={t('ui.region.design')} part={t('ui.part.design')}>
                <DesignEditor />
              </Region>
            )}
            <Region kind="plan" title={t('ui.region.plan')} part={t('ui.part.plan')}>
              <PlanPanel />
              {liveTable && (
                <ErrorBoundary name={t('ui.part.live')}>
                  {/* A live run's measured scan rate can go to the comparison, open or shelved. */}
                  <ComparisonProvider comparison={comparison}>
                    <LiveRunPanel />
                  </ComparisonProvider>
                </ErrorBoundary>
              )}
            </Region>
            <Region kind="pictures" title={t('ui.region.pictures')} part={t('ui.part.pictures')}>
              <KeySpaceRegion />
            </Region>
            <Region kind="results" title={t('ui.region.results')} part={t('ui.part.results')}>
              <ResultsPanel />
            </Region>
          </main>
        )}
      </div>
    </LessonProgressProvider>
  );
}

/**
 * The part of the explorer the open lesson step is about, for the presenter layout: known once
 * the lessons' chunk is here (the lesson panel asks for it too), null outside a lesson.
 */
function useStepFocus(at: LessonRef | null): string | null {
  const [known, setKnown] = useState<{ at: LessonRef; focus: string | null } | null>(null);
  useEffect(() => {
    if (at === null) return;
    let current = true;
    import('./lessons/lessons-chunk').then(
      (m) => {
        if (current) setKnown({ at, focus: m.stepFocusOf(at) });
      },
      // Not fetched (offline): the lesson panel says so; the layout stays as it is.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [at]);
  return at !== null && known?.at === at ? known.focus : null;
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
