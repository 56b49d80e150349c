/**
 * The header's language picker: a labelled select listing each language in its own words, so a
 * reader finds theirs whatever is on show. Choosing saves the choice in this browser and puts it
 * in the workspace, so a link made afterwards carries it.
 */
import { useId } from 'react';
import { useStore } from 'zustand';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locales';
import type { LocaleStore } from '../../state/locale-store';
import { useExplorer } from '../../state/view-context';
import { useLanguageLoading, useLocaleStore } from './LocaleProvider';
import { useT } from './translator-context';

/** The picker; renders nothing outside a LocaleProvider. */
export function LanguagePicker() {
  const store = useLocaleStore();
  return store ? <Picker store={store} /> : null;
}

function Picker({ store }: { store: LocaleStore }) {
  const { t } = useT();
  const id = useId();
  const locale = useStore(store.state, (s) => s.locale);
  const setLanguage = useExplorer((s) => s.setLanguage);
  const { pending, retry } = useLanguageLoading();
  const language = pending && LOCALE_NAMES[pending.locale];
  return (
    <span className="language-picker">
      <label htmlFor={id}>{t('ui.app.language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          const chosen = e.target.value;
          if (!isLocale(chosen)) return;
          store.choose(chosen);
          setLanguage(chosen);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} translate="no">
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      {pending && !pending.failed && (
        <span className="language-status" role="status">
          {t('ui.language.loading', { language: language ?? '' })}
        </span>
      )}
      {pending?.failed && (
        <span className="language-status" role="alert">
          {t('ui.language.failed', { language: language ?? '' })}{' '}
          <button type="button" onClick={retry}>
            {t('ui.boundary.retry')}
          </button>
        </span>
      )}
    </span>
  );
}
