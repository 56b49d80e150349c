/**
 * The workload's cost a month and heat on each design, computed in the view from the last
 * matrix and the settings (workload, scale, assumptions, prices): no query runs again when any
 * of them changes.
 */
import { useMemo } from 'react';
import {
  type CosmosEstimate,
  cosmosEstimate,
  type Heat,
  hasModelFacts,
  type Matrix,
  type WorkloadCost,
  workloadCost,
  workloadHeat,
} from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { useExplorer } from '../../state/view-context';

/**
 * Whether `matrix` was made of (some of) these patterns and designs. While another scenario
 * loads, the last matrix is still shown, but it is the old scenario's: a model priced from it
 * would name designs the comparison no longer has.
 */
export function ofCurrent(
  matrix: Matrix,
  patterns: readonly { id: string }[],
  designs: readonly { id: string }[],
): boolean {
  const has = (list: readonly { id: string }[], id: string) => list.some((x) => x.id === id);
  return (
    matrix.patternIds.every((id) => has(patterns, id)) &&
    matrix.designIds.every((id) => has(designs, id))
  );
}

/**
 * The matrix if it is of these patterns and designs (`ofCurrent`) and carries the model's facts
 * (a first matrix has its cells before each design's growth: hasModelFacts); else null.
 */
export function modelledMatrix(
  matrix: Matrix | null,
  patterns: readonly { id: string }[],
  designs: readonly { id: string }[],
): Matrix | null {
  return matrix !== null && ofCurrent(matrix, patterns, designs) && hasModelFacts(matrix)
    ? matrix
    : null;
}

/** What both models read: the matrix, the patterns and designs, the settings, property names. */
function useInputs() {
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
  const dataset = useComparison((s) => s.dataset);
  const types = useExplorer((s) => s.catalogue.find((d) => d.id === dataset)?.recordTypes);
  const settings = useMemo(
    () => ({ scale, assumptions, ...(workload ? { workload } : {}) }),
    [scale, assumptions, workload],
  );
  const names = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const t of types ?? []) out[t.name] = t.properties.map((p) => p.name);
    return out;
  }, [types]);
  return { matrix, patterns, designs, settings, names };
}

/** The cost, or null before the first matrix. */
export function useCost(): WorkloadCost | null {
  const { matrix, patterns, designs, settings, names } = useInputs();
  const prices = useComparison((s) => s.prices);
  return useMemo(
    () =>
      matrix === null ? null : workloadCost(matrix, patterns, designs, settings, prices, names),
    [matrix, patterns, designs, settings, prices, names],
  );
}

/** The heat at the workload's peak, or null before the first matrix. */
export function useHeat(): Heat | null {
  const { matrix, patterns, designs, settings, names } = useInputs();
  const skew = settings.workload?.skew ?? 0;
  return useMemo(
    () => (matrix === null ? null : workloadHeat(matrix, patterns, designs, settings, names, skew)),
    [matrix, patterns, designs, settings, names, skew],
  );
}

/** The designs on Cosmos DB for Table, as an estimate, or null before the first matrix. */
export function useCosmos(): readonly CosmosEstimate[] | null {
  const { matrix, patterns, designs, settings, names } = useInputs();
  const prices = useComparison((s) => s.prices);
  return useMemo(
    () =>
      matrix === null ? null : cosmosEstimate(matrix, patterns, designs, settings, prices, names),
    [matrix, patterns, designs, settings, prices, names],
  );
}
