/**
 * What a matrix cell shows: its text equivalent (`cellText`) as one sentence for screen readers,
 * which is also the cell's accessible name, and the same facts laid out for the eye (hidden from
 * screen readers, which would otherwise read them twice).
 */
import { memo } from 'react';
import { COST_CLASS_KEYS } from '../../i18n/terms';
import type { CellResult, ProjectedCell } from '../../patterns';
import { useT } from '../i18n/translator-context';
import { cellText, costLine, projectedLine, verdictMark } from './cell-text';

/**
 * The cell's content; `cell` null while the check has not answered for it. Memoized: an edit of
 * the workload's rates or prices changes no cell (only footers and panels), so the 24 cells of a
 * matrix are not formatted again on each keystroke.
 */
export const CellBody = memo(function CellBody(props: {
  pattern: string;
  design: string;
  cell: CellResult | null;
  projected: ProjectedCell | undefined;
}) {
  const tr = useT();
  const { t } = tr;
  const { cell, projected } = props;
  if (!cell) {
    return (
      <>
        <span className="visually-hidden">
          {t('compare.cellChecking', { pattern: props.pattern, design: props.design })}
        </span>
        <span className="cell-note" aria-hidden="true">
          {t('compare.checking')}
        </span>
      </>
    );
  }
  const mark = verdictMark(cell.verdict, tr);
  const more = projectedLine(projected, tr);
  return (
    <>
      <span className="visually-hidden">
        {cellText(tr, cell, props.pattern, props.design, projected)}
      </span>
      <div aria-hidden="true">
        <span className={`verdict verdict-${cell.verdict}`}>
          {mark.glyph} {mark.word}
        </span>{' '}
        {cell.cost ? (
          <>
            <span className={`cost-chip cost-${cell.cost.costClass}`}>
              {t(COST_CLASS_KEYS[cell.cost.costClass])}
            </span>
            <span className="cell-counters">{costLine(cell, tr)}</span>
          </>
        ) : null}
        {more ? <span className="cell-projected">{more}</span> : null}
      </div>
    </>
  );
});
