/**
 * The comparison's empty state: every bundled scenario as a card (what it compares, its designs
 * and access patterns) with a button to open it; the bar above also starts from the current data.
 * A list of choices with their story reads better than an empty page and a closed picker.
 */
import type { Scenario } from '../../patterns';
import { designName, patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';

/** The scenario cards; `onOpen` opens a scenario. */
export function ScenarioCards({
  scenarios,
  onOpen,
}: {
  scenarios: readonly Scenario[];
  onOpen: (scenario: Scenario) => void;
}) {
  const tr = useT();
  const { t, say } = tr;
  return (
    <div className="scenario-cards">
      <p className="empty">{t('compare.empty')}</p>
      <ul aria-label={t('compare.scenarioList')}>
        {scenarios.map((s) => {
          const title = say(s.title);
          return (
            <li key={s.id} className="scenario-card">
              <h3>{title}</h3>
              <p>{say(s.about)}</p>
              <p className="scenario-names">
                {t('compare.scenarioDesigns', {
                  names: s.designs.map((d) => designName(tr, d.design.name).text).join(' · '),
                })}
              </p>
              <p className="scenario-names">
                {t('compare.scenarioPatterns', {
                  names: s.patterns.map((p) => patternName(tr, p).text).join(' · '),
                })}
              </p>
              <button
                type="button"
                onClick={() => onOpen(s)}
                aria-label={t('compare.openScenario', { title })}
              >
                {t('compare.openScenarioShort')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
