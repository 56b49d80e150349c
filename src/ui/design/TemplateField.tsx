/**
 * One template input of the design editor, with its errors shown as filter errors are: what,
 * where (the template with the offending part marked) and a hint.
 */
import { useId } from 'react';
import type { DesignError } from '../../design';
import { useT } from '../i18n/translator-context';
import { sayDesign } from './say-design';

/** The template with the error's span marked; an empty span marks the place with a caret. */
function Where({ text, error }: { text: string; error: DesignError }) {
  const from = Math.max(0, Math.min(error.span.from, text.length));
  const to = Math.max(from, Math.min(error.span.to, text.length));
  return (
    <code className="template-where" translate="no">
      {text.slice(0, from)}
      <mark>{to > from ? text.slice(from, to) : '‸'}</mark>
      {text.slice(to)}
    </code>
  );
}

/** A labelled text input for a key template or a property list, with its compile errors. */
export function TemplateField({
  label,
  name = label,
  value,
  onChange,
  errors,
  placeholder,
  wide = false,
}: {
  /** The visible label; short, since the fieldset around it names the set. */
  label: string;
  /** The accessible name, when it must say more than the label (which set it belongs to). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly DesignError[];
  placeholder?: string;
  wide?: boolean;
}) {
  const t = useT();
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <label className={wide ? 'template-field wide' : 'template-field'}>
      <span className="control-label">{label}</span>
      <input
        className="template-input"
        translate="no"
        aria-label={name}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid && (
        <span id={errorId} className="template-error" role="alert">
          {errors.map((error) => (
            <span key={`${error.code}:${error.span.from}`} className="template-error-item">
              <Where text={value} error={error} /> {sayDesign(t, error.message)}
              {error.hint ? <span className="hint"> — {t.say(error.hint)}</span> : null}
            </span>
          ))}
        </span>
      )}
    </label>
  );
}
