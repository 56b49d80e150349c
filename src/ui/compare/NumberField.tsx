/**
 * A labelled number input that keeps what the reader typed: a value that is not a number in
 * range is shown with a message naming the field, and the last good value stays in force (an
 * edit never loses what the reader had). Thousands separators and spaces are read past.
 */
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/translator-context';

/** Parses the reader's text as a number: separators and spaces dropped; NaN when it is not one. */
function readNumber(text: string): number {
  const cleaned = text.replace(/[,_\s\u00a0\u202f]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** A number field; `positive` refuses zero too. */
export function NumberField(props: {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly positive?: boolean;
  readonly unit?: string;
  readonly className?: string;
  /** The unit is a code (a currency), the same in every language. */
  readonly unitIsCode?: boolean;
  /** The label is for screen readers only (a table's header says it for the eye). */
  readonly hideLabel?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const errorId = useId();
  const { value, onChange, positive = false } = props;
  const [text, setText] = useState(String(value));
  // A value changed elsewhere (a link, a scenario) replaces the text unless it already says it.
  useEffect(() => {
    setText((now) => (readNumber(now) === value ? now : String(value)));
  }, [value]);
  const n = readNumber(text);
  const valid = Number.isFinite(n) && (positive ? n > 0 : n >= 0);
  return (
    <span className={props.className ?? 'number-field'}>
      <label htmlFor={id} className={props.hideLabel ? 'visually-hidden' : undefined}>
        {props.label}
      </label>{' '}
      <input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : errorId}
        onChange={(e) => {
          setText(e.target.value);
          const next = readNumber(e.target.value);
          if (Number.isFinite(next) && (positive ? next > 0 : next >= 0)) onChange(next);
        }}
      />
      {props.unit ? (
        <span className="unit" translate={props.unitIsCode ? 'no' : undefined}>
          {' '}
          {props.unit}
        </span>
      ) : null}
      {valid ? null : (
        <span id={errorId} className="input-error" role="alert">
          {t(positive ? 'workloadUi.needPositive' : 'workloadUi.needNumber', {
            field: props.label,
            value: text,
          })}
        </span>
      )}
    </span>
  );
}
