/**
 * The reader's language for every component: `useT()` gives the translator of the locale on
 * show. Without a provider it is English, so a component rendered on its own (a test, a picture
 * export) still speaks.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { createTranslator, type Translator } from '../../i18n/translate';

const ENGLISH = createTranslator('en');
const TranslatorContext = createContext<Translator>(ENGLISH);

/** Provides the translator every component below uses. */
export function TranslatorProvider(props: { translator: Translator; children: ReactNode }) {
  return (
    <TranslatorContext.Provider value={props.translator}>
      {props.children}
    </TranslatorContext.Provider>
  );
}

/** The translator of the locale on show: `const { t, say, count } = useT()`. */
export function useT(): Translator {
  return useContext(TranslatorContext);
}
