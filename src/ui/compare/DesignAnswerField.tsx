/**
 * One design's answer to a pattern in the pattern dialog: a single query, or several (every hash
 * bucket, two ranges) with how the client combines their results. A single query stays a plain
 * string, so patterns that never need more keep their simple form in links and files.
 */
import { useId } from 'react';
import {
  answerQueries,
  type DesignAnswer,
  type PatternError,
  type QueryMerge,
} from '../../patterns';
import type { PropertyTypes } from '../editor/completion';
import { useT } from '../i18n/translator-context';
import { PatternFilterField } from './PatternFilterField';
import { errorsOf } from './pattern-errors';

/** Props: the design's id and name, its answer (absent: none yet), and the check's errors. */
export interface DesignAnswerFieldProps {
  readonly designId: string;
  readonly designName: string;
  readonly answer: DesignAnswer | undefined;
  /** A blank single answer is passed as undefined (no query). */
  readonly onChange: (answer: DesignAnswer | undefined) => void;
  readonly properties: readonly PropertyTypes[];
  readonly errors: readonly PatternError[];
}

/** The answer made of these filters, as simple as it can be. */
function answerOf(filters: readonly string[], merge: QueryMerge): DesignAnswer | undefined {
  if (filters.length === 1) return filters[0]!.trim() === '' ? undefined : filters[0]!;
  return { queries: filters.map((filter) => ({ filter })), merge };
}

/** The field or fields, with buttons to add and remove a query. */
export function DesignAnswerField(props: DesignAnswerFieldProps) {
  const { t } = useT();
  const mergeId = useId();
  const read = answerQueries(props.answer ?? '');
  const { filters, merge } = read;
  const set = (next: readonly string[], m: QueryMerge = merge) => props.onChange(answerOf(next, m));
  const ofQuery = (k: number | undefined) =>
    errorsOf(
      props.errors,
      (f) => f.kind === 'query' && f.designId === props.designId && f.query === k,
    );
  if (filters.length === 1) {
    return (
      <div className="design-answer">
        <PatternFilterField
          label={t('compare.queryFor', { design: props.designName })}
          value={filters[0]!}
          onChange={(v) => set([v])}
          properties={props.properties}
          errors={ofQuery(undefined)}
        />
        <button type="button" className="link-button" onClick={() => set([filters[0]!, ''])}>
          {t('compare.addQuery', { design: props.designName })}
        </button>
      </div>
    );
  }
  return (
    <fieldset className="design-answer">
      <legend>{t('compare.queriesFor', { design: props.designName })}</legend>
      <label htmlFor={mergeId}>{t('compare.mergeLabel')}</label>
      <select
        id={mergeId}
        value={merge}
        onChange={(e) => set(filters, e.target.value as QueryMerge)}
      >
        <option value="in-order">{t('compare.mergeInOrder')}</option>
        <option value="by-row-key">{t('compare.mergeByRowKey')}</option>
      </select>
      {filters.map((f, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query's place is its identity here.
        <div className="answer-query" key={k}>
          <PatternFilterField
            label={t('compare.queryNFor', { n: k + 1, design: props.designName })}
            value={f}
            onChange={(v) => set(filters.map((x, j) => (j === k ? v : x)))}
            properties={props.properties}
            errors={ofQuery(k)}
          />
          <button type="button" onClick={() => set(filters.filter((_, j) => j !== k))}>
            {t('compare.removeQuery', { n: k + 1, design: props.designName })}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => set([...filters, ''])}>
        {t('compare.addQuery', { design: props.designName })}
      </button>
    </fieldset>
  );
}
