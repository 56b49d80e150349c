/**
 * The current filter's cost in one line, inside the design editor: the plan panel gives the
 * editor its place, and the whole point of editing a design is to watch this line change.
 */
import { formatCount, plural } from '../../i18n/format';
import { COST_CLASS_NAMES } from '../../i18n/terms';
import { shownAnalysis } from '../../state/query-state';
import { useExplorer } from '../../state/view-context';

/** Cost class and counters of the current filter under the applied design. */
export function DesignPlanLine() {
  const analysis = useExplorer((s) => shownAnalysis(s.query));
  if (!analysis) return null;
  const { plan, stats } = analysis;
  return (
    <p className="design-plan-line">
      <span className={`cost-chip cost-${plan.costClass}`}>{COST_CLASS_NAMES[plan.costClass]}</span>{' '}
      for the filter: {formatCount(stats.scanned)} scanned, {formatCount(stats.returned)} returned
      in {plural(stats.requests, 'request', 'requests')}.
    </p>
  );
}
