/**
 * The app's language, said once at the top: the locale store's locale becomes the translator
 * every component reads (a choice re-renders everything at once), the page's `<html lang>` (so
 * screen readers and fonts pick the language) and its title.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { pseudoCatalogue } from '../../i18n/pseudo';
import { createTranslator } from '../../i18n/translate';
import type { LocaleStore } from '../../state/locale-store';
import { TranslatorProvider } from './translator-context';

const LocaleContext = createContext<LocaleStore | null>(null);

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
  const locale = useStore(store.state, (s) => s.locale);
  const translator = useMemo(
    () => (pseudo ? createTranslator('en', pseudoCatalogue()) : createTranslator(locale)),
    [locale, pseudo],
  );
  useEffect(() => {
    document.documentElement.lang = translator.locale;
    document.title = translator.t('ui.app.title');
  }, [translator]);
  return (
    <LocaleContext.Provider value={store}>
      <TranslatorProvider translator={translator}>{props.children}</TranslatorProvider>
    </LocaleContext.Provider>
  );
}

/** The locale store of the app; null outside a LocaleProvider (a component rendered alone). */
export function useLocaleStore(): LocaleStore | null {
  return useContext(LocaleContext);
}
