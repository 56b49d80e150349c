/**
 * A cell's several queries in the detail: how the client combines them, each query's text, and
 * which one the pictures beside show (one query at a time: each has its own plan).
 */
import { useId } from 'react';
import type { QueryMerge } from '../../patterns';
import { useT } from '../i18n/translator-context';

/** Props: the filled filters, their merge, and the one shown in the pictures. */
export interface QueryListProps {
  readonly filters: readonly string[];
  /** Each query's table, when the design keeps its entities in several. */
  readonly tables: readonly string[] | undefined;
  readonly merge: QueryMerge;
  readonly shown: number;
  readonly onShow: (query: number) => void;
}

/** The list, with a picker for the query the pictures show. */
export function QueryList({ filters, tables, merge, shown, onShow }: QueryListProps) {
  const { t } = useT();
  const pickId = useId();
  const how = merge === 'by-row-key' ? t('compare.mergedByRowKey') : t('compare.mergedInOrder');
  return (
    <div className="detail-queries">
      <p>{t('compare.cellQueries', { count: filters.length, merge: how })}</p>
      <ol className="detail-filter">
        {filters.map((f, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the queries' order is their identity.
          <li key={k}>
            {tables?.[k] ? (
              <>
                <span translate="no">{tables[k]}</span>
                {': '}
              </>
            ) : null}
            <code>{f}</code>
          </li>
        ))}
      </ol>
      <label htmlFor={pickId}>{t('compare.queryShown')}</label>{' '}
      <select
        id={pickId}
        value={Math.min(shown, filters.length - 1)}
        onChange={(e) => onShow(Number(e.target.value))}
      >
        {filters.map((_, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the queries' order is their identity.
          <option key={k} value={k}>
            {tables?.[k]
              ? t('compare.queryNumberOn', { n: k + 1, table: tables[k] })
              : t('compare.queryNumber', { n: k + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
}
