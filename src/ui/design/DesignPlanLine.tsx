/**
 * The current filter's cost in one line, inside the design editor: the plan panel gives the
 * editor its place, and the whole point of editing a design is to watch this line change.
 */
import { COST_CLASS_KEYS } from '../../i18n/terms';
import { shownAnalysis } from '../../state/query-state';
import { useExplorer } from '../../state/view-context';
import { useT } from '../i18n/translator-context';

/** Cost class and counters of the current filter under the applied design. */
export function DesignPlanLine() {
  const { t } = useT();
  const analysis = useExplorer((s) => shownAnalysis(s.query));
  if (!analysis) return null;
  const { plan, stats } = analysis;
  return (
    <p className="design-plan-line">
      <span className={`cost-chip cost-${plan.costClass}`}>
        {t(COST_CLASS_KEYS[plan.costClass])}
      </span>{' '}
      {t('ui.design.planLine', {
        scanned: stats.scanned,
        returned: stats.returned,
        count: stats.requests,
      })}
    </p>
  );
}
