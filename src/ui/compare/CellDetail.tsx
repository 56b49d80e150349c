/**
 * The selected cell in detail: the design's map, strip and timeline for the pattern's query, in
 * an explorer view of its own over the very table the matrix checked (the comparison worker's,
 * nothing generated again); optionally a second design's beside it, for the same pattern.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type {
  AccessPattern,
  CandidateDesign,
  CellResult,
  LoadedCandidate,
  ProjectedCell,
} from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison, useComparisonView } from '../../state/comparison/context';
import { putPattern } from '../../state/comparison/edits';
import { designName, patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { KeySpaceRegion } from '../KeySpaceRegion';
import { PlanPanel } from '../PlanPanel';
import { cellText } from './cell-text';
import { DesignOptions } from './DesignOptions';
import { cellOf, projectedOf } from './matrix-model';
import { ProposedQuery } from './ProposedQuery';
import { QueryList } from './QueryList';
import { SideExplorer } from './SideExplorer';
import { useProjection } from './use-projection';

/** One design's pictures for the pattern. */
function DesignPictures(props: {
  pattern: AccessPattern;
  design: CandidateDesign;
  cell: CellResult | null;
  /** The cell projected to the chosen scale, and that scale, when one is chosen. */
  projected: { readonly cell: ProjectedCell | undefined; readonly records: number } | null;
  /** The comparison worker's table of this design (its first, when it has several). */
  table: string;
  /** Its tables by their names in the design, when it has several. */
  tables: LoadedCandidate['tables'];
}) {
  const tr = useT();
  const { t } = tr;
  const recipe = useComparison((s) => `${s.dataset}|${s.size}|${s.seed}`);
  const [dataset = '', size = '0', seed = '1'] = recipe.split('|');
  const comparison = useComparisonView();
  const update = useComparison((s) => s.update);
  const headingId = useId();
  const { pattern, design, cell } = props;
  const call = props.projected?.cell?.call;
  // Of several queries, the one the pictures show (the first until the reader picks another).
  const [shownQuery, setShownQuery] = useState(0);
  // The pictures show the table the shown query reads (a design may store entities in several).
  const readName = cell?.tables?.[Math.min(shownQuery, cell.tables.length - 1)];
  const table = props.tables?.find((x) => x.name === readName)?.table ?? props.table;
  return (
    <section className="detail-design" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('compare.detailHeading', {
          pattern: patternName(tr, pattern).text,
          design: designName(tr, design.design.name).text,
        })}
      </h3>
      {cell ? (
        <p className="detail-summary">
          {cellText(
            tr,
            cell,
            patternName(tr, pattern).text,
            designName(tr, design.design.name).text,
          )}
        </p>
      ) : null}
      {call && props.projected ? (
        <div className="detail-projection">
          <h4>{t('workloadUi.detailHeading', { count: props.projected.records })}</h4>
          <ul>
            {call.why.map((line, i) => (
              // The same rule may be said twice with other figures: the position keys it.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole.
              <li key={i}>{tr.say(line)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cell?.filters ? (
        <QueryList
          filters={cell.filters}
          tables={cell.tables}
          merge={cell.merge ?? 'in-order'}
          shown={shownQuery}
          onShow={setShownQuery}
        />
      ) : cell?.filter ? (
        <p className="detail-filter">
          <code>{cell.filter}</code>
        </p>
      ) : (
        <p className="cell-note">{t('compare.noQueryYet')}</p>
      )}
      {cell ? (
        <ProposedQuery
          cell={cell}
          onUse={(answer) =>
            update(
              putPattern(comparison.store.getState(), {
                ...pattern,
                queries: { ...pattern.queries, [design.id]: answer },
              }),
            )
          }
        />
      ) : null}
      {cell?.tables ? (
        <p className="cell-note">
          {t('compare.cellTables', { tables: [...new Set(cell.tables)].join(', ') })}
        </p>
      ) : null}
      {cell?.alsoRead ? (
        <p className="cell-note">{t('compare.alsoReadCount', { count: cell.alsoRead })}</p>
      ) : null}
      <SideExplorer
        // Another table is another explorer: its view starts again over that table.
        key={table}
        factory={comparison.tableEngine(table)}
        workspace={{
          dataset,
          size: Number(size),
          seed: Number(seed),
          design: design.design,
          filter: cell?.filters?.[shownQuery] ?? cell?.filter ?? '',
          top: pattern.top ?? null,
        }}
      >
        <PlanPanel />
        <KeySpaceRegion />
      </SideExplorer>
    </section>
  );
}

/** How many loads of the comparison this component has seen (a new candidates list is one). */
function useLoadCount(candidates: readonly LoadedCandidate[] | null): number {
  const seen = useRef<{ list: readonly LoadedCandidate[] | null; count: number }>({
    list: candidates,
    count: 0,
  });
  if (candidates !== null && candidates !== seen.current.list)
    seen.current = { list: candidates, count: seen.current.count + 1 };
  return seen.current.count;
}

/** The detail of the selected cell, with the choice of a design to show beside it. */
export function CellDetail() {
  const tr = useT();
  const { t } = tr;
  const selection = useComparison((s) => s.selection);
  const designs = useComparison((s) => s.designs);
  const patterns = useComparison((s) => s.patterns);
  const matrix = useComparison((s) => shown(s.matrix));
  const select = useComparison((s) => s.select);
  const candidates = useComparison((s) => (s.load.phase === 'ready' ? s.load.value : null));
  const projection = useProjection();
  const loads = useLoadCount(candidates);
  const besideId = useId();
  const box = useRef<HTMLElement>(null);
  const shownKey = selection ? `${selection.patternId}:${selection.designId}` : '';
  // A cell chosen in the matrix brings its pictures to the top of the view and takes the focus
  // there, so the reader (and a screen reader) lands on what they asked for; the first
  // selection a link or a return brings only scrolls. Braces: Chromium's scrollIntoView now
  // returns a promise, which React would take for a clean-up.
  const seen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new selection only.
  useEffect(() => {
    const first = !seen.current;
    seen.current = true;
    const node = box.current;
    if (!node) return;
    node.scrollIntoView({ block: 'start' });
    if (!first) node.focus({ preventScroll: true });
  }, [shownKey]);
  if (!selection) return null;
  const pattern = patterns.find((p) => p.id === selection.patternId);
  const design = designs.find((d) => d.id === selection.designId);
  if (!pattern || !design) return null;
  const beside = designs.find((d) => d.id === selection.besideDesignId && d.id !== design.id);
  // Each shown design with its table in the comparison's worker (none until it is loaded).
  const shownDesigns = (beside ? [design, beside] : [design]).flatMap((candidate) => {
    const loaded = candidates?.find((c) => c.designId === candidate.id);
    return loaded ? [{ candidate, table: loaded.table, tables: loaded.tables }] : [];
  });
  return (
    <section
      className="cell-detail"
      ref={box}
      tabIndex={-1}
      aria-label={t('compare.detailRegion', {
        pattern: patternName(tr, pattern).text,
        design: designName(tr, design.design.name).text,
      })}
    >
      <div className="detail-tools">
        <label htmlFor={besideId}>{t('compare.beside')}</label>{' '}
        <select
          id={besideId}
          value={beside?.id ?? ''}
          onChange={(e) => select({ ...selection, besideDesignId: e.target.value || null })}
        >
          <option value="">{t('compare.besideNone')}</option>
          <DesignOptions designs={designs.filter((d) => d.id !== design.id)} />
        </select>{' '}
        <button type="button" onClick={() => select(null)}>
          {t('compare.close')}
        </button>
      </div>
      <div className={beside ? 'detail-pair' : 'detail-one'}>
        {shownDesigns.map(({ candidate, table, tables }) => (
          // A new load replaces the tables: the pictures' views start again over the new ones.
          <DesignPictures
            key={`${candidate.id}#${loads}`}
            pattern={pattern}
            design={candidate}
            cell={cellOf(matrix, pattern.id, candidate.id)}
            projected={
              projection
                ? {
                    cell: projectedOf(projection, pattern.id, candidate.id),
                    records: projection.records,
                  }
                : null
            }
            table={table}
            tables={tables}
          />
        ))}
      </div>
    </section>
  );
}
