/**
 * The results panel as a chunk of its own with TanStack Table and Virtual, fetched right after the
 * first render (`src/ui/mount.tsx`), long before a dataset has rows to show. Until it is here the
 * region says what the panel would: that results appear there, or the query's count of entities
 * and pages above the table's box, saying the table is loading.
 */
import { shownAnalysis } from '../../state/query-state';
import { useExplorer } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import { lazyView } from '../LazyView';
import '../placeholders.css';
import { resultsSummary } from './results-summary';

/** The results panel, fetched with its table code; same props as `./ResultsPanel`. */
export const ResultsPanel = lazyView(
  'results',
  () => import('./ResultsPanel').then((m) => m.ResultsPanel),
  { placeholder: ResultsPlaceholder },
);

/** What the results panel says before its table can be drawn. */
function ResultsPlaceholder() {
  const { t } = useT();
  const analysis = useExplorer((s) => shownAnalysis(s.query));
  if (!analysis) return <p className="empty">{t('ui.results.empty')}</p>;
  return (
    <div className="results">
      <p className="results-summary">
        {resultsSummary(t, analysis.stats.returned, analysis.pages.length)}
      </p>
      <div className="results-scroll">
        <p className="results-loading" role="status">
          {t('ui.lazy.loading.results')}
        </p>
      </div>
    </div>
  );
}
