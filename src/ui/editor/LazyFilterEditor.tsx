/**
 * The filter editor as a chunk of its own: CodeMirror is about a third of the explorer's code, so
 * the first render draws the filter as read-only text in the editor's font and size, and the
 * editor takes its place when its chunk arrives (fetched right after the first render,
 * `src/ui/mount.tsx`). The placeholder is text, not a textbox: nobody types into it, and finding
 * the textbox named "Filter" finds the real editor.
 */
import { useT } from '../i18n/translator-context';
import { lazyView } from '../LazyView';
import type { FilterEditorProps } from './FilterEditor';
import '../placeholders.css';

/** The filter editor, fetched with CodeMirror; same props as `./FilterEditor`. */
export const FilterEditor = lazyView(
  'filterEditor',
  () => import('./FilterEditor').then((m) => m.FilterEditor),
  { placeholder: FilterEditorPlaceholder },
);

/** The filter's text where the editor will be, laid out as the editor lays it out. */
function FilterEditorPlaceholder({ value }: FilterEditorProps) {
  const { t } = useT();
  return (
    <div className="filter-editor" translate="no">
      <div className="filter-editor-placeholder">
        <div className="filter-editor-line">
          {value || <span className="filter-editor-hint">{t('ui.filter.placeholder')}</span>}
        </div>
      </div>
      <span className="visually-hidden" role="status">
        {t('ui.lazy.loading.filterEditor')}
      </span>
    </div>
  );
}
