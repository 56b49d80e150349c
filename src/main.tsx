import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMainView } from './state/app-engine';
import { LiveProvider } from './state/live-context';
import { createLocaleStore, type LocaleStorage } from './state/locale-store';
import { ExplorerProvider } from './state/view-context';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { LocaleProvider } from './ui/i18n/LocaleProvider';
import { useT } from './ui/i18n/translator-context';
import './ui/app.css';

/** localStorage, or null where the browser refuses it (a sandboxed frame, disabled storage). */
function localStore(): LocaleStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const main = createMainView(); // before the first render, so the engine loads the link's dataset first
const locale = createLocaleStore({ storage: localStore(), languages: navigator.languages ?? [] });
// The opened workspace's language (a link's) applies while the reader has no choice of their own.
locale.setLinked(main.store.getState().language);
main.store.subscribe((s) => locale.setLinked(s.language));
const pseudo = new URLSearchParams(window.location.search).get('locale') === 'pseudo';

/** The app behind its last-resort boundary, which speaks the reader's language. */
function Root() {
  const { t } = useT();
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

createRoot(root).render(
  <StrictMode>
    <LocaleProvider store={locale} pseudo={pseudo}>
      <Root />
    </LocaleProvider>
  </StrictMode>,
);
