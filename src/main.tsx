/**
 * The page's entry: the main view and the reader's language are made here, then the UI's code is
 * loaded on its own and draws the app. Split in two so that no single task of the page's start
 * parses and runs the whole app (it was the longest main-thread task of a first visit). The
 * reader's catalogue, when not English, is fetched beside the UI's code and is there before the
 * first render, so the page never shows English first and then switches.
 */
import { loadCatalogue } from './i18n/catalogue-loader';
import { createMainView } from './state/app-engine';
import { createLocaleStore, type LocaleStorage } from './state/locale-store';

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

// Offline, a missing catalogue is not fatal: the page draws in English and the language picker
// says the language could not be loaded, with a way to try again.
const catalogue = pseudo
  ? undefined
  : loadCatalogue(locale.state.getState().locale).catch(() => {});
Promise.all([import('./ui/mount'), catalogue])
  .then(([{ mountApp }]) => mountApp(root, { main, locale, pseudo }))
  .catch((error: unknown) => {
    // The UI's code could not be fetched (the network dropped, a deploy replaced it): say so
    // rather than leave a blank page. No catalogue is loaded yet, so this one line is English.
    console.warn('Keyscope: the app could not be loaded', error);
    root.textContent = 'Keyscope could not be loaded. Check the connection and reload the page.';
    root.setAttribute('role', 'alert');
  });
