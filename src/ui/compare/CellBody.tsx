/**
 * What a matrix cell shows: its text equivalent (`cellText`) as one sentence for screen readers,
 * which is also the cell's accessible name, and the same facts laid out for the eye (hidden from
 * screen readers, which would otherwise read them twice).
 */
import { COST_CLASS_NAMES } from '../../i18n/terms';
import type { CellResult, ProjectedCell } from '../../patterns';
import { cellText, costLine, projectedLine, verdictMark } from './cell-text';
import { MESSAGES } from './messages';

/** The cell's content; `cell` null while the check has not answered for it. */
export function CellBody(props: {
  pattern: string;
  design: string;
  cell: CellResult | null;
  projected: ProjectedCell | undefined;
}) {
  const { cell, projected } = props;
  if (!cell) {
    return (
      <>
        <span className="visually-hidden">{`${props.pattern}, ${props.design}: ${MESSAGES.checking}`}</span>
        <span className="cell-note" aria-hidden="true">
          {MESSAGES.checking}
        </span>
      </>
    );
  }
  const mark = verdictMark(cell.verdict);
  const more = projectedLine(projected);
  return (
    <>
      <span className="visually-hidden">
        {cellText(cell, props.pattern, props.design, projected)}
      </span>
      <div aria-hidden="true">
        <span className={`verdict verdict-${cell.verdict}`}>
          {mark.glyph} {mark.word}
        </span>{' '}
        {cell.cost ? (
          <>
            <span className={`cost-chip cost-${cell.cost.costClass}`}>
              {COST_CLASS_NAMES[cell.cost.costClass]}
            </span>
            <span className="cell-counters">{costLine(cell)}</span>
          </>
        ) : null}
        {more ? <span className="cell-projected">{more}</span> : null}
      </div>
    </>
  );
}
