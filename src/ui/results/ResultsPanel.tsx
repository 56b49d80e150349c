/**
 * The results region: one column per property (with its Edm type), rows fetched from the worker
 * a page at a time as they scroll into view, page breaks with their continuation tokens, and a
 * raw JSON view of any row. @tanstack/react-table holds the column model; @tanstack/react-virtual
 * renders only the visible lines, so a million-row result costs the same as a small one.
 */
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageSummary, WireEntity } from '../../engine';
import type { BareKey } from '../../i18n/params';
import { returnedBefore } from '../../protocol/packed-pages';
import { shownAnalysis } from '../../state/query-state';
import { useExplorer, useExplorerActions } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import { cellOf, shortType } from './cells';
import { type ColumnInfo, columnWidth, resultColumns } from './columns';
import { JsonDialog } from './JsonDialog';
import { resultsSummary } from './results-summary';
import { listWindow, rowLayout } from './row-layout';

const NO_PROPERTIES: readonly ColumnInfo[] = [];

const ENDED_BY: Record<PageSummary['endedBy'], BareKey> = {
  'page-size': 'ui.results.endedPageSize',
  boundary: 'ui.results.endedBoundary',
  end: 'ui.results.endedEnd',
};

/** The root font size relative to the 15 px the table's widths were designed at. */
function rootFontScale(): number {
  const px = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(px) && px > 0 ? px / 15 : 1;
}

/** How long a new query's plan must stand before its rows are fetched. */
const ROWS_AFTER_TYPING_MS = 150;

/** A page break: the request number, its counts and the continuation it returns (code, as sent). */
function PageBreak({ summary }: { summary: PageSummary }) {
  const { t } = useT();
  const request = t('ui.results.request', {
    n: String(summary.index + 1),
    returned: summary.returned,
    scanned: summary.scanned,
  });
  const head = `${request} · ${t(ENDED_BY[summary.endedBy])}`;
  if (!summary.continuation) return <>{`${head} · ${t('ui.results.lastPage')}`}</>;
  const { nextPartitionKey, nextRowKey } = summary.continuation;
  return (
    <>
      {`${head} · ${t('ui.results.continuation')} `}
      <span translate="no">{`NextPartitionKey='${nextPartitionKey}' NextRowKey='${nextRowKey}'`}</span>
    </>
  );
}

/** The results panel component. */
export function ResultsPanel() {
  const explorerActions = useExplorerActions();
  const { t } = useT();
  const analysis = useExplorer((s) => shownAnalysis(s.query));
  const pages = useExplorer((s) => s.pages);
  const version = useExplorer((s) => s.analysisVersion);
  const properties = useExplorer((s) => s.loaded?.properties);
  const select = useExplorer((s) => s.select);
  const presenter = useExplorer((s) => s.presenter);
  const step = useExplorer((s) => s.step);
  const [json, setJson] = useState<{ entity: WireEntity; title: string } | null>(null);

  const columnInfos = useMemo(
    () => resultColumns(properties ?? NO_PROPERTIES, select),
    [properties, select],
  );

  // Widths and row heights follow the root font size (presenter mode, large screens).
  const scale = presenter ? 19 / 15 : rootFontScale();
  const columns = useMemo<ColumnDef<WireEntity>[]>(
    () =>
      columnInfos.map((c) => ({
        id: c.name,
        header: c.name,
        size: columnWidth(c.name, scale),
        meta: { types: c.types },
      })),
    [columnInfos, scale],
  );
  const table = useReactTable({
    data: [] as WireEntity[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    columnResizeMode: 'onChange',
    enableColumnResizing: true,
  });
  const leaf = table.getVisibleLeafColumns();
  const totalWidth = Math.round(44 * scale) + leaf.reduce((sum, c) => sum + c.getSize(), 0);

  const summaries = analysis?.pages ?? [];
  const layout = useMemo(() => rowLayout(returnedBefore(summaries)), [summaries]);
  const listed = listWindow(layout, step);
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = Math.round(26 * scale);
  const virtual = useVirtualizer({
    count: listed.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  // Row height changes with presenter mode: re-measure so the scroll height follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowHeight is the trigger
  useEffect(() => {
    virtual.measure();
  }, [virtual, rowHeight]);
  // A new query starts at the top.
  useEffect(() => {
    if (version >= 0) scroller.current?.scrollTo({ top: 0 });
  }, [version]);

  // Page playback (the pictures' timeline) brings the played page's rows into view.
  useEffect(() => {
    if (step !== null && step >= 0 && step < summaries.length) {
      virtual.scrollToIndex(layout.breakIndex(step) - listed.offset, { align: 'start' });
    }
  }, [step, layout, summaries.length, virtual, listed.offset]);

  const items = virtual.getVirtualItems();
  const wanted = new Set<number>();
  for (const item of items) {
    const at = layout.at(item.index + listed.offset);
    if (at.kind === 'row') wanted.add(at.page);
  }
  const wantedKey = [...wanted].join(',');
  // The worker runs one request at a time, so fetching rows for every keystroke would delay the
  // next keystroke's plan; rows of a new query are fetched once typing pauses for a moment.
  const fetchedVersion = useRef(-1);
  useEffect(() => {
    if (wantedKey === '') return;
    const delay = fetchedVersion.current === version ? 0 : ROWS_AFTER_TYPING_MS;
    const timer = setTimeout(() => {
      fetchedVersion.current = version;
      for (const page of wantedKey.split(',').map(Number)) explorerActions()?.requestPage(page);
    }, delay);
    return () => clearTimeout(timer);
  }, [wantedKey, version, explorerActions]);

  if (!analysis) return <p className="empty">{t('ui.results.empty')}</p>;

  return (
    <div className="results">
      <p className="results-summary">
        {resultsSummary(t, analysis.stats.returned, summaries.length)}
        {listed.count < layout.count
          ? ` ${t('ui.results.window', {
              from: listed.offset + 1,
              to: listed.offset + listed.count,
              count: layout.count,
            })}`
          : ''}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must take focus so keyboard users can scroll it */}
      <div className="results-scroll" ref={scroller} tabIndex={0}>
        <table
          className="results-table"
          aria-label={t('ui.results.tableName')}
          aria-rowcount={layout.count + 1}
          style={{ width: totalWidth }}
        >
          <thead className="results-head">
            <tr className="row head-row" aria-rowindex={1}>
              <th className="cell json-cell" scope="col">
                <span className="sr-only" translate="no">
                  JSON
                </span>
              </th>
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const types = (header.column.columnDef.meta as { types: readonly string[] }).types;
                return (
                  <th
                    key={header.id}
                    className="cell"
                    scope="col"
                    style={{ width: header.getSize() }}
                  >
                    <span className="col-name" translate="no">
                      {header.column.id}
                    </span>{' '}
                    <span className="col-type" translate="no">
                      {types.map(shortType).join(' | ') || '?'}
                    </span>
                    <span
                      className="resizer"
                      aria-hidden="true"
                      onMouseDown={header.getResizeHandler()}
                      onTouchStart={header.getResizeHandler()}
                    />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody style={{ height: virtual.getTotalSize() }}>
            {items.map((item) => {
              const at = layout.at(item.index + listed.offset);
              const style = { height: item.size, transform: `translateY(${item.start}px)` };
              if (at.kind === 'break') {
                const summary = summaries[at.page];
                return (
                  <tr
                    key={item.key}
                    className={at.page === step ? 'row page-break played' : 'row page-break'}
                    style={style}
                    aria-rowindex={item.index + listed.offset + 2}
                  >
                    <td className="break-text" colSpan={leaf.length + 1}>
                      {summary ? <PageBreak summary={summary} /> : ''}
                    </td>
                  </tr>
                );
              }
              const entity = pages[at.page]?.[at.offset];
              if (!entity) {
                return (
                  <tr
                    key={item.key}
                    className="row loading-row"
                    style={style}
                    aria-rowindex={item.index + listed.offset + 2}
                  >
                    <td className="cell" colSpan={leaf.length + 1}>
                      {t('ui.results.loading')}
                    </td>
                  </tr>
                );
              }
              const title = `${String(entity.PartitionKey)} / ${String(entity.RowKey)}`;
              return (
                <tr
                  key={item.key}
                  className="row"
                  style={style}
                  aria-rowindex={item.index + listed.offset + 2}
                >
                  <td className="cell json-cell">
                    <button
                      type="button"
                      className="json-button"
                      aria-label={t('ui.results.showJson', { title })}
                      onClick={() => setJson({ entity, title })}
                    >
                      {'{ }'}
                    </button>
                  </td>
                  {leaf.map((column) => {
                    const cell = cellOf(entity, column.id);
                    return (
                      <td
                        key={column.id}
                        className={cell.type === null ? 'cell unset' : 'cell'}
                        style={{ width: column.getSize() }}
                        title={cell.type ? `${cell.text} (${cell.type})` : t('ui.results.unset')}
                        translate="no"
                      >
                        {cell.text}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {json && <JsonDialog title={json.title} entity={json.entity} onClose={() => setJson(null)} />}
    </div>
  );
}
