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

/** One query as the dialog holds it: its filter and its table ('' for the design's one table). */
interface QueryDraft {
  readonly filter: string;
  readonly table: string;
}

/** The answer made of these queries, as simple as it can be (one query on no named table is text). */
function answerOf(queries: readonly QueryDraft[], merge: QueryMerge): DesignAnswer | undefined {
  const only = queries.length === 1 ? queries[0]! : null;
  if (only !== null && only.table === '')
    return only.filter.trim() === '' ? undefined : only.filter;
  return {
    queries: queries.map((q) => (q.table === '' ? { filter: q.filter } : q)),
    merge,
  };
}

/** The field or fields, with buttons to add and remove a query. */
export function DesignAnswerField(props: DesignAnswerFieldProps) {
  const tr = useT();
  const { t } = tr;
  const mergeId = useId();
  const read = answerQueries(props.answer ?? '');
  const { merge } = read;
  const queries: QueryDraft[] = read.filters.map((filter, k) => ({
    filter,
    table: read.tables[k] ?? '',
  }));
  const set = (next: readonly QueryDraft[], m: QueryMerge = merge) =>
    props.onChange(answerOf(next, m));
  const change = (k: number, edit: Partial<QueryDraft>) =>
    set(queries.map((q, j) => (j === k ? { ...q, ...edit } : q)));
  const tableErrors = (k: number | undefined) =>
    ofQuery(k)
      .filter((e) => e.field.kind === 'query' && e.field.table === true)
      .map((e) => tr.say(e.message))
      .join(' ');
  const ofQuery = (k: number | undefined) =>
    errorsOf(
      props.errors,
      (f) => f.kind === 'query' && f.designId === props.designId && f.query === k,
    );
  if (!read.several) {
    return (
      <div className="design-answer">
        <PatternFilterField
          label={t('compare.queryFor', { design: props.designName })}
          value={queries[0]!.filter}
          onChange={(filter) => set([{ filter, table: '' }])}
          properties={props.properties}
          errors={ofQuery(undefined)}
        />
        <button
          type="button"
          className="link-button"
          onClick={() => set([queries[0]!, { filter: '', table: '' }])}
        >
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
        onChange={(e) => set(queries, e.target.value as QueryMerge)}
      >
        <option value="in-order">{t('compare.mergeInOrder')}</option>
        <option value="by-row-key">{t('compare.mergeByRowKey')}</option>
      </select>
      {queries.map((q, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query's place is its identity here.
        <div className="answer-query" key={k}>
          <PatternFilterField
            label={t('compare.queryNFor', { n: k + 1, design: props.designName })}
            value={q.filter}
            onChange={(filter) => change(k, { filter })}
            properties={props.properties}
            errors={ofQuery(k).filter((e) => e.field.kind !== 'query' || e.field.table !== true)}
          />
          <label className="answer-table">
            <span>{t('compare.queryTable', { n: k + 1 })}</span>
            <input
              value={q.table}
              placeholder={t('compare.queryTablePlaceholder')}
              spellCheck={false}
              aria-invalid={tableErrors(k) !== '' || undefined}
              onChange={(e) => change(k, { table: e.target.value })}
            />
            <span className="input-error">{tableErrors(k)}</span>
          </label>
          <button type="button" onClick={() => set(queries.filter((_, j) => j !== k))}>
            {t('compare.removeQuery', { n: k + 1, design: props.designName })}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => set([...queries, { filter: '', table: '' }])}>
        {t('compare.addQuery', { design: props.designName })}
      </button>
    </fieldset>
  );
}
