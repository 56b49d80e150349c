/**
 * The builder's choice of "ask the advisor" at the end of a step: none, or one of the bundled
 * scenarios of the step's sample (a step's `advisor`, as a bundled lesson's last step has it).
 */
import { SCENARIOS } from '../../patterns';
import { useT } from '../i18n/translator-context';

/** A select of the scenarios over `dataset`, or none. */
export function AdvisorChoice(props: {
  dataset: string;
  value: string | null;
  onChange: (scenario: string | null) => void;
}) {
  const { t, say } = useT();
  const scenarios = SCENARIOS.filter((s) => s.dataset === props.dataset);
  if (scenarios.length === 0 && props.value === null) return null;
  return (
    <label>
      {t('lessons.builder.advisor')}
      <select
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{t('lessons.builder.advisorNone')}</option>
        {scenarios.map((s) => (
          <option key={s.id} value={s.id}>
            {say(s.title)}
          </option>
        ))}
      </select>
    </label>
  );
}
