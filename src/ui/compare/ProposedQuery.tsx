/**
 * The advisor's proposed query beside a cell (src/patterns/advisor): where the design has no
 * passing answer, the query it proposes and what the check measured; beside a passing answer
 * that costs more, the cheaper one with both costs ("1 request instead of 47"). The reader takes
 * it with one click; it never replaces their query by itself.
 */
import { answerQueries, type CellResult, type DesignAnswer } from '../../patterns';
import { useT } from '../i18n/translator-context';
import { costLine } from './cell-text';

/** Props: the cell, and what taking its proposal does. */
export interface ProposedQueryProps {
  readonly cell: CellResult;
  readonly onUse: (answer: DesignAnswer) => void;
}

/** The proposal of a cell, or nothing when the cell has none. */
export function ProposedQuery({ cell, onUse }: ProposedQueryProps) {
  const tr = useT();
  const { t } = tr;
  const proposal = cell.proposal;
  if (proposal === undefined) return null;
  const { filters, tables, merge, several } = answerQueries(proposal.answer);
  const own = cell.verdict === 'pass' ? cell.cost : null;
  const measured = costLine({ ...cell, cost: proposal.cost, delivered: cell.intended }, tr);
  return (
    <div className="proposed-query">
      <p>
        {own
          ? t('compare.cheaperQuery', {
              requests: t('compare.requests', { count: proposal.cost.requests }),
              ownRequests: own.requests,
              scanned: proposal.cost.scanned,
              ownScanned: own.scanned,
            })
          : t('compare.proposedQuery', { cost: measured ?? '' })}
      </p>
      {several ? (
        <>
          <p>
            {t('compare.cellQueries', {
              count: filters.length,
              merge:
                merge === 'by-row-key' ? t('compare.mergedByRowKey') : t('compare.mergedInOrder'),
            })}
          </p>
          <ol className="detail-filter">
            {filters.map((f, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the queries' order is their identity.
              <li key={k}>
                {tables[k] ? <span translate="no">{`${tables[k]}: `}</span> : null}
                <code>{f}</code>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="detail-filter">
          <code>{filters[0]}</code>
        </p>
      )}
      <button type="button" onClick={() => onUse(proposal.answer)}>
        {t('compare.useProposed')}
      </button>
    </div>
  );
}
