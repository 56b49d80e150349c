/**
 * The app drawn into the page: the UI's half of the start. The entry imports this module on its
 * own (a dynamic import), so the browser evaluates the UI's code (React DOM, the editor, every
 * catalogue) in a task of its own: the page's start is two shorter tasks, not one long one.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { MainView } from '../state/app-engine';
import { LiveProvider } from '../state/live-context';
import type { LocaleStore } from '../state/locale-store';
import { ExplorerProvider } from '../state/view-context';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';
import { FilterEditor } from './editor/LazyFilterEditor';
import { LocaleProvider } from './i18n/LocaleProvider';
import { useT } from './i18n/translator-context';
import { ChunkLoadError } from './LazyView';
import { KeyRangeStrip, PartitionMap } from './pictures/LazyPictures';
import { ResultsPanel } from './results/LazyResultsPanel';
import './app.css';

/** What the entry made before the UI: the main explorer view and the reader's language. */
export interface Started {
  readonly main: MainView;
  readonly locale: LocaleStore;
  /** Show the pseudo-locale (`?locale=pseudo`, a developer's switch). */
  readonly pseudo: boolean;
}

/** Draws the app into `root`. */
export function mountApp(root: HTMLElement, started: Started): void {
  const { main, locale, pseudo } = started;

  /** The app behind its last-resort boundary, which speaks the reader's language. */
  function Root() {
    const { t } = useT();
    // The explorer's heavy parts (CodeMirror, d3, TanStack Table) are not in the first visit's scripts: their
    // placeholders are drawn first, and their chunks are fetched as soon as that first render is
    // on the screen, whether or not the parts are shown yet (the pictures wait for a dataset).
    useEffect(() => {
      void FilterEditor.preload();
      void PartitionMap.preload();
      void KeyRangeStrip.preload();
      void ResultsPanel.preload();
    }, []);
    return (
      <ErrorBoundary name={t('ui.part.app')}>
        <ExplorerProvider view={main}>
          <LiveProvider live={main.live}>
            <App />
          </LiveProvider>
        </ExplorerProvider>
      </ErrorBoundary>
    );
  }

  createRoot(root, {
    // A view's chunk not fetched (offline) is said on the page and warned about by its boundary;
    // React's own report would add an error for an expected condition. Other caught errors are
    // reported as React does.
    onCaughtError: (error) => {
      if (!(error instanceof ChunkLoadError)) console.error(error);
    },
  }).render(
    <StrictMode>
      <LocaleProvider store={locale} pseudo={pseudo}>
        <Root />
      </LocaleProvider>
    </StrictMode>,
  );
}
