/**
 * A challenge's goal, beside the learner's own pictures and dimmed: the partitions its reference
 * answer reads on a small partition map drawn like the learner's, the key ranges and counts in
 * words (the map's text equivalent), and the par with the learner's best answer kept.
 */
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { PartitionInfo } from '../../engine';
import type { Goal, Score } from '../../lessons';
import { useExplorer } from '../../state/view-context';
import { layoutPartitionMap } from '../../viz/map-layout';
import { renderPartitionMap } from '../../viz/map-render';
import { partitionCells } from '../../viz/partition-cells';
import { useT } from '../i18n/translator-context';
import { showScaled, usePresenterScale } from '../pictures/scale';
import { useWidth } from '../pictures/useWidth';
import { bestText, goalSummary, readsText, scoreText } from './goal-text';

/** The goal map's height in its own units (pixels at a desk): partitions and their names. */
const MAP_HEIGHT = 40;
const NO_PARTITIONS: readonly PartitionInfo[] = [];

/** The reference answer's partitions, drawn as the learner's map draws them. */
function GoalMap({ goal }: { goal: Goal }) {
  const words = useT();
  const own = useExplorer((s) => s.loaded?.partitions ?? NO_PARTITIONS);
  const { ref, width } = useWidth(300);
  // On a projector its labels are drawn as large as the pictures' (scale.ts).
  const scale = usePresenterScale(useExplorer((s) => s.presenter));
  const draw = useRef<HTMLDivElement>(null);
  const cells = useMemo(
    () => partitionCells(goal.partitions ?? own, goal.perPartition),
    [goal, own],
  );
  useLayoutEffect(() => {
    const units = width / scale;
    const marks = layoutPartitionMap(cells, { width: units });
    const svg = renderPartitionMap(
      document,
      { marks, cells: cells.cells, focusIndex: -1 },
      { width: units, height: MAP_HEIGHT, markTitles: false },
      words,
    ) as SVGSVGElement;
    draw.current?.replaceChildren(showScaled(svg, units, MAP_HEIGHT, scale));
  }, [cells, width, scale, words]);
  return (
    <div className="lesson-goal-map" ref={ref}>
      <div ref={draw} aria-hidden="true" />
    </div>
  );
}

/** The goal, when shown, and the par line, always. */
export function GoalView({
  goal,
  shown,
  best,
}: {
  goal: Goal;
  shown: boolean;
  best: Score | undefined;
}) {
  const tr = useT();
  const titleId = useId();
  return (
    <>
      {shown && (
        <figure className="lesson-goal" aria-labelledby={titleId}>
          <figcaption>
            <strong id={titleId}>{tr.t('lessons.goal.title')}</strong>{' '}
            <span>{goalSummary(tr, goal)}</span> <span>{readsText(tr, goal)}</span>
          </figcaption>
          <GoalMap goal={goal} />
        </figure>
      )}
      <p className="lesson-par">
        {goal.par ? (
          <>
            <span>{tr.t('lessons.par.par', { score: scoreText(tr, goal) })}</span>{' '}
            <span>{bestText(tr, goal, best)}</span>
          </>
        ) : (
          tr.t('lessons.par.none')
        )}
      </p>
    </>
  );
}
