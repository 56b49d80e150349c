/**
 * Model vs measured for one query: the verdict (same set? same order?), counts and requests on
 * each side, the entities and values that differ, every request's page (entities, continuation,
 * time) on both sides, and the explanations of differences the model cannot know.
 */

import type { Continuation } from '../../engine';
import type { EntityRef, LiveComparison, LiveContinuation, LiveQuery, PageRow } from '../../live';
import { useT } from '../i18n/translator-context';
import { type LiveMessages, useLiveMessages } from './messages';
import { ScanRateLine } from './ScanRateLine';

function keysText(c: { nextPartitionKey: string | null; nextRowKey: string | null }): string {
  return `${c.nextPartitionKey ?? '?'} / ${c.nextRowKey ?? '—'}`;
}

function modelContinuation(M: LiveMessages, row: PageRow): string {
  if (!row.model) return M.noRequest;
  const c: Continuation | null = row.model.continuation;
  return c ? keysText(c) : M.lastPage;
}

function liveContinuation(M: LiveMessages, row: PageRow): string {
  if (!row.live) return M.noRequest;
  const c: LiveContinuation | null = row.live.continuation;
  if (!c) return M.lastPage;
  return c.nextPartitionKey === null ? M.undecodable : keysText(c);
}

function EntityList({ title, refs }: { title: string; refs: readonly EntityRef[] }) {
  return (
    <div>
      <p>{title}</p>
      <ul className="live-keys" translate="no">
        {refs.map((r) => (
          <li key={`${r.position}`}>
            ({r.partitionKey}, {r.rowKey}) #{r.position + 1}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One labelled figure: an `<output>` named by its label, for readers and tests. */
function Figure({
  id,
  label,
  value,
  className,
}: {
  id: string;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div>
      <dt id={`${id}-label`}>{label}</dt>
      <dd>
        <output aria-labelledby={`${id}-label`} className={className}>
          {value}
        </output>
      </dd>
    </div>
  );
}

/** The whole comparison, under a heading of its own (an accessible region). */
export function ComparisonView({
  comparison,
  query,
}: {
  comparison: LiveComparison;
  query: LiveQuery;
}) {
  const M = useLiveMessages();
  const { say, count } = useT();
  const { entities, requests, pages, explanations } = comparison;
  const sent = [
    query.filter ? `$filter=${query.filter}` : M.noFilter,
    query.select ? `$select=${query.select.join(',')}` : '',
    query.top !== undefined ? `$top=${query.top}` : '',
  ]
    .filter(Boolean)
    .join('  ');
  return (
    <section className="live-comparison" aria-labelledby="live-comparison-heading">
      <h3 id="live-comparison-heading">{M.comparisonHeading}</h3>
      <p className="muted">
        {M.querySent} <code translate="no">{sent}</code>
      </p>
      <dl className="live-figures">
        <Figure
          id="live-verdict"
          label={M.verdictLabel}
          value={M.verdict(entities.sameSet, entities.sameOrder)}
          className={entities.sameOrder ? 'live-agree' : 'live-differ'}
        />
        <Figure
          id="live-entities"
          label={M.entitiesLabel}
          value={`${count(entities.modelCount)} / ${count(entities.liveCount)}`}
        />
        <Figure
          id="live-requests"
          label={M.requestsLabel}
          value={`${count(requests.model)} / ${count(requests.live)}`}
        />
        <Figure
          id="live-values"
          label={M.valuesLabel}
          value={count(entities.valueDifferenceCount)}
        />
      </dl>
      <ScanRateLine pages={pages} />
      {entities.firstOrderDifference !== null && (
        <p>{M.firstOrderDifference(entities.firstOrderDifference)}</p>
      )}
      {entities.onlyInModelCount > 0 && (
        <EntityList title={M.onlyInModel(entities.onlyInModelCount)} refs={entities.onlyInModel} />
      )}
      {entities.onlyLiveCount > 0 && (
        <EntityList title={M.onlyLive(entities.onlyLiveCount)} refs={entities.onlyLive} />
      )}
      {entities.valueDifferences.length > 0 && (
        <ul className="live-keys" translate="no">
          {entities.valueDifferences.map((d) => (
            <li key={`${d.partitionKey}\u0000${d.rowKey}\u0000${d.property}`}>
              {M.valueDifference(
                d.partitionKey,
                d.rowKey,
                d.property,
                d.model ?? M.absent,
                d.live ?? M.absent,
              )}
            </li>
          ))}
        </ul>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must take focus so keyboard users can scroll it */}
      <div className="live-pages-scroll" tabIndex={0}>
        <table className="live-pages">
          <caption>{M.pagesCaption}</caption>
          <thead>
            <tr>
              {M.pageColumns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pages.map((row) => (
              <tr key={row.index} className={row.agrees ? undefined : 'live-row-differs'}>
                <th scope="row">{row.index + 1}</th>
                <td>{row.model ? count(row.model.size) : M.noRequest}</td>
                <td>{modelContinuation(M, row)}</td>
                <td>{row.live ? count(row.live.size) : M.noRequest}</td>
                <td>{liveContinuation(M, row)}</td>
                <td>{row.live ? row.live.elapsedMs.toFixed(0) : '—'}</td>
                <td>{row.agrees ? M.yes : M.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>{M.explanationsHeading}</h4>
      {explanations.length === 0 ? (
        <p>{M.noExplanations}</p>
      ) : (
        <ul className="live-explanations">
          {explanations.map((e) => (
            <li key={`${e.code}:${e.pages.join(',')}`}>
              <code>{e.code}</code> {say(e.message)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
