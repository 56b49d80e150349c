/**
 * The comparison's projection, computed in the view from the last matrix and the settings (the
 * scale, the workload, the assumptions): the model is pure over the matrix's counters, so an edit
 * of any setting recomputes it at once, with no query run again (docs/access-patterns.md).
 */
import { useMemo } from 'react';
import { type Projection, projectMatrix } from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { modelledMatrix } from './use-cost';

/**
 * The projection to the chosen scale, or null with no scale chosen or no matrix with the model's
 * facts yet (a first matrix has its cells before each design's growth).
 */
export function useProjection(): Projection | null {
  const shownMatrix = useComparison((s) => shown(s.matrix));
  const patterns = useComparison((s) => s.patterns);
  const designs = useComparison((s) => s.designs);
  const matrix = useMemo(
    () => modelledMatrix(shownMatrix, patterns, designs),
    [shownMatrix, patterns, designs],
  );
  const scale = useComparison((s) => s.scale);
  const workload = useComparison((s) => s.workload);
  const assumptions = useComparison((s) => s.assumptions);
  // A call's projection reads the workload's bounds and record counts, not its rates: an edit of
  // a rate keeps the same projection (and so the same cells).
  const shape = JSON.stringify([
    workload?.reads.map((r) => [r.patternId, r.bound ?? null]),
    workload?.records ?? null,
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for what of the workload the projection reads.
  return useMemo(() => {
    if (matrix === null || scale === null) return null;
    const result = projectMatrix(matrix, patterns, scale, {
      ...(workload === null ? {} : { workload }),
      assumptions,
    });
    return result.ok ? result.projection : null;
  }, [matrix, patterns, scale, shape, assumptions]);
}
