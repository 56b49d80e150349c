/** A filter of a pattern (its intent or one design's query) in the main filter's editor. */
import { useId } from 'react';
import type { PatternError } from '../../patterns';
import type { PropertyTypes } from '../editor/completion';
import { FilterEditor } from '../editor/FilterEditor';
import { useT } from '../i18n/translator-context';
import { patternErrorText } from './pattern-errors';

const NO_SPANS: readonly never[] = [];

/** Props: the label, the text, its completion and the check's errors for this field. */
export interface PatternFilterFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly properties: readonly PropertyTypes[];
  readonly errors: readonly PatternError[];
  /** What the empty field shows, when the main filter's example would mislead. */
  readonly placeholder?: string;
}

/** The field: a label, the editor with completion, the errors marked and said under it. */
export function PatternFilterField(props: PatternFilterFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const tr = useT();
  const first = props.errors[0];
  const span = first?.span ?? null;
  return (
    <div className="pattern-field">
      <span id={labelId} className="pattern-label">
        {props.label}
      </span>
      <FilterEditor
        label={props.label}
        {...(props.placeholder !== undefined ? { placeholder: props.placeholder } : {})}
        value={props.value}
        onChange={props.onChange}
        marks={{ error: span, seek: NO_SPANS, residual: NO_SPANS, highlight: null }}
        clauses={NO_SPANS}
        onHighlight={() => {}}
        properties={props.properties}
        describedBy={errorId}
        invalid={first !== undefined}
      />
      <span id={errorId} className="input-error" data-field-error={props.label}>
        {props.errors.map((e) => patternErrorText(tr, e)).join(' ')}
      </span>
    </div>
  );
}
