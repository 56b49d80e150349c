/**
 * The patterns' parameters, each name once with its value: changing a value sets it in every
 * pattern that asks by it, and the whole matrix is checked again.
 */
import { useId } from 'react';
import { type AccessPattern, literalOf } from '../../patterns';
import { useComparison, useComparisonView } from '../../state/comparison/context';
import { setParameter } from '../../state/comparison/edits';
import { useT } from '../i18n/translator-context';
import { patternErrorText } from './pattern-errors';

/** Each parameter name once, with the value of the first pattern that has it. */
function sharedParameters(
  patterns: readonly AccessPattern[],
): readonly { readonly name: string; readonly value: string }[] {
  const seen = new Map<string, string>();
  for (const p of patterns)
    for (const q of p.parameters) if (!seen.has(q.name)) seen.set(q.name, q.value);
  return [...seen].map(([name, value]) => ({ name, value }));
}

/**
 * One parameter's labelled input. A value that is not one typed literal is said under the input
 * the user is typing in, not only in the cells it breaks.
 */
function ParameterInput(props: { name: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const errorId = useId();
  const tr = useT();
  const read = literalOf(props.name, props.value);
  const error = 'field' in read ? patternErrorText(tr, read) : null;
  return (
    <div className="parameter-input">
      <label htmlFor={id} translate="no">
        {props.name}
      </label>
      <input
        id={id}
        value={props.value}
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {error ? (
        <span id={errorId} className="input-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The panel. */
export function ParametersPanel() {
  const { t } = useT();
  const patterns = useComparison((s) => s.patterns);
  const update = useComparison((s) => s.update);
  const comparison = useComparisonView();
  const headingId = useId();
  const parameters = sharedParameters(patterns);
  if (parameters.length === 0) return null;
  return (
    <section className="parameters" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('compare.parameters')}</h3>
      <p className="muted">{t('compare.parameterHint')}</p>
      {parameters.map((p) => (
        <ParameterInput
          key={p.name}
          name={p.name}
          value={p.value}
          onChange={(value) =>
            update({ patterns: setParameter(comparison.store.getState(), p.name, value).patterns })
          }
        />
      ))}
    </section>
  );
}
