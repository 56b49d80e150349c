/**
 * The app's language, said once at the top: the locale store's locale becomes the translator
 * every component reads (a choice re-renders everything at once), the page's `<html lang>` (so
 * screen readers and fonts pick the language) and its title. A language whose catalogue is not
 * on the page yet is fetched first; meanwhile the language on show stays, and the picker says
 * it is loading, or that it could not be loaded, with a way to try again.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { hasCatalogue, loadCatalogue } from '../../i18n/catalogue-loader';
import type { Locale } from '../../i18n/locales';
import { pseudoCatalogue } from '../../i18n/pseudo';
import { createTranslator } from '../../i18n/translate';
import type { LocaleStore } from '../../state/locale-store';
import { TranslatorProvider } from './translator-context';

/** The locale store, and how the catalogue of the wanted language is coming along. */
interface LocaleContextValue {
  readonly store: LocaleStore;
  /** The wanted language while its catalogue is on its way or failed to come; else null. */
  readonly pending: { readonly locale: Locale; readonly failed: boolean } | null;
  /** Fetch the wanted language's catalogue again, after a failure. */
  readonly retry: () => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Gives `children` the locale store's translator. `pseudo` shows the pseudo-locale instead (a
 * developer's switch, `?locale=pseudo`, for finding text that skipped the catalogue).
 */
export function LocaleProvider(props: {
  store: LocaleStore;
  pseudo?: boolean;
  children: ReactNode;
}) {
  const { store, pseudo = false } = props;
  const wanted = useStore(store.state, (s) => s.locale);
  // The last language that could be shown; the wanted one replaces it once its catalogue is here.
  const [settled, setSettled] = useState<Locale>(() => (hasCatalogue(wanted) ? wanted : 'en'));
  const [failed, setFailed] = useState<Locale | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ready = pseudo || hasCatalogue(wanted);
  const locale = ready ? wanted : settled;
  useEffect(() => {
    if (ready) {
      setSettled(wanted);
      return;
    }
    let current = true;
    setFailed(null);
    loadCatalogue(wanted).then(
      () => {
        if (current) setSettled(wanted);
      },
      (error: unknown) => {
        console.warn(
          `Keyscope: the ${wanted} catalogue could not be loaded (try ${attempt + 1})`,
          error,
        );
        if (current) setFailed(wanted);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, ready, attempt]);
  const translator = useMemo(
    () => (pseudo ? createTranslator('en', pseudoCatalogue()) : createTranslator(locale)),
    [locale, pseudo],
  );
  useEffect(() => {
    document.documentElement.lang = translator.locale;
    document.title = translator.t('ui.app.title');
  }, [translator]);
  const value = useMemo<LocaleContextValue>(
    () => ({
      store,
      pending: ready ? null : { locale: wanted, failed: failed === wanted },
      retry: () => setAttempt((n) => n + 1),
    }),
    [store, ready, wanted, failed],
  );
  return (
    <LocaleContext.Provider value={value}>
      <TranslatorProvider translator={translator}>{props.children}</TranslatorProvider>
    </LocaleContext.Provider>
  );
}

/** The locale store of the app; null outside a LocaleProvider (a component rendered alone). */
export function useLocaleStore(): LocaleStore | null {
  return useContext(LocaleContext)?.store ?? null;
}

/** The wanted language while its catalogue is loading or failed to load, and a way to retry. */
export function useLanguageLoading(): Pick<LocaleContextValue, 'pending' | 'retry'> {
  return useContext(LocaleContext) ?? { pending: null, retry: () => {} };
}
