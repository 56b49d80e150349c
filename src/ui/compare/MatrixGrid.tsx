/**
 * The comparison matrix: patterns as rows, designs as columns, each cell its pass/fail mark,
 * cost-class badge and counters with a full text equivalent; each column's footer its storage
 * and write cost. Arrow keys, Home and End move between cells; Enter or a click selects one.
 */
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import {
  type AccessPattern,
  answerQueries,
  type CandidateDesign,
  type DesignAnswer,
  type Matrix,
  type Projection,
  type WorkloadCost,
} from '../../patterns';
import type { CellSelection } from '../../state/comparison/store';
import { designName, patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { CellBody } from './CellBody';
import { storageLine, writeLine } from './cell-text';
import { type GridPosition, moveInGrid } from './grid-keys';
import { cellOf, footerOf, projectedOf } from './matrix-model';
import { money } from './money';

/** The footer's rows: a title and the line each column's footer gives. */
const FOOTER_ROWS = [
  ['compare.storage', storageLine],
  ['compare.writeCost', writeLine],
] as const;

/** What the matrix shows and what it can ask for. */
export interface MatrixGridProps {
  readonly designs: readonly CandidateDesign[];
  readonly patterns: readonly AccessPattern[];
  readonly matrix: Matrix | null;
  readonly projection: Projection | null;
  /** The workload's cost a month per design, for the footer, and its currency. */
  readonly cost: { readonly value: WorkloadCost; readonly currency: string } | null;
  readonly stale: boolean;
  readonly selection: CellSelection | null;
  readonly onSelect: (patternId: string, designId: string) => void;
  readonly onUseSuggestion: (patternId: string, designId: string, answer: DesignAnswer) => void;
  /** The controls of a column's header (rename, edit, remove) and of a row's header. */
  readonly columnTools: (design: CandidateDesign) => ReactNode;
  readonly rowTools: (pattern: AccessPattern) => ReactNode;
}

/** The grid. */
export function MatrixGrid(props: MatrixGridProps) {
  const tr = useT();
  const { t } = tr;
  const { designs, patterns, matrix, projection, selection } = props;
  const [active, setActive] = useState<GridPosition>({ row: 0, column: 0 });
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const row = Math.min(active.row, Math.max(0, patterns.length - 1));
  const column = Math.min(active.column, Math.max(0, designs.length - 1));

  const onKeyDown = (e: KeyboardEvent, at: GridPosition) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const pattern = patterns[at.row];
      const design = designs[at.column];
      if (pattern && design) props.onSelect(pattern.id, design.id);
      return;
    }
    const next = moveInGrid(at, e.key, patterns.length, designs.length, e.ctrlKey);
    if (!next) return;
    e.preventDefault();
    setActive(next);
    cells.current.get(`${next.row}:${next.column}`)?.focus();
  };

  return (
    <table
      className={props.stale ? 'matrix stale' : 'matrix'}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a data grid is a table with role grid (WAI-ARIA APG), so its cells move with the arrow keys.
      role="grid"
      aria-label={t('compare.matrixLabel')}
    >
      <thead>
        <tr>
          <th scope="col">{t('compare.patternHeader')}</th>
          {designs.map((d) => {
            const name = designName(tr, d.design.name);
            return (
              <th scope="col" key={d.id}>
                {/* A name the user gave is data: it stays as written in every language. */}
                <span className="matrix-design" translate={name.data ? 'no' : undefined}>
                  {name.text}
                </span>
                {props.columnTools(d)}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {patterns.map((p, r) => {
          const shownName = patternName(tr, p);
          return (
            <tr key={p.id}>
              <th scope="row">
                <span className="matrix-pattern" translate={shownName.data ? 'no' : undefined}>
                  {shownName.text}
                </span>
                {props.rowTools(p)}
              </th>
              {designs.map((d, c) => {
                const cell = cellOf(matrix, p.id, d.id);
                const projected = projectedOf(projection, p.id, d.id);
                const selected = selection?.patternId === p.id && selection.designId === d.id;
                return (
                  <td
                    key={d.id}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above.
                    role="gridcell"
                    ref={(el) => {
                      if (el) cells.current.set(`${r}:${c}`, el);
                      else cells.current.delete(`${r}:${c}`);
                    }}
                    tabIndex={r === row && c === column ? 0 : -1}
                    aria-selected={selected}
                    className={`matrix-cell verdict-${cell?.verdict ?? 'pending'}${selected ? ' selected' : ''}`}
                    onClick={() => {
                      setActive({ row: r, column: c });
                      props.onSelect(p.id, d.id);
                    }}
                    onFocus={() => setActive({ row: r, column: c })}
                    onKeyDown={(e) => onKeyDown(e, { row: r, column: c })}
                  >
                    <CellBody
                      pattern={shownName.text}
                      design={designName(tr, d.design.name).text}
                      cell={cell}
                      projected={projected}
                    />
                    {cell?.proposal ? (
                      <button
                        type="button"
                        className="cell-suggestion"
                        title={answerQueries(cell.proposal.answer).filters.join('\n')}
                        onClick={(e) => {
                          e.stopPropagation();
                          if (cell.proposal)
                            props.onUseSuggestion(p.id, d.id, cell.proposal.answer);
                        }}
                      >
                        {cell.verdict === 'pass'
                          ? t('compare.useCheaper')
                          : t('compare.useSuggestion')}
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        {FOOTER_ROWS.map(([title, line]) => (
          <tr key={title}>
            <th scope="row">{t(title)}</th>
            {designs.map((d) => {
              const footer = footerOf(matrix, d.id);
              return <td key={d.id}>{footer ? line(footer, tr) : '—'}</td>;
            })}
          </tr>
        ))}
        {props.cost ? (
          <tr>
            <th scope="row">{t('workloadUi.costFooter')}</th>
            {designs.map((d) => {
              const c = props.cost?.value.designs.find((x) => x.designId === d.id);
              const m = (n: number) => money(n, props.cost?.currency ?? 'USD', tr);
              return (
                <td key={d.id}>
                  {c
                    ? t('workloadUi.costFooterLine', {
                        total: m(c.total),
                        reads: m(c.reads),
                        writes: m(c.writes),
                        storage: m(c.storage),
                      })
                    : '—'}
                </td>
              );
            })}
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
