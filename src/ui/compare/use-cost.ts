/**
 * The workload's cost a month on each design, computed in the view from the last matrix and the
 * settings (workload, scale, assumptions, prices): no query runs again when any of them changes.
 */
import { useMemo } from 'react';
import { type WorkloadCost, workloadCost } from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { useExplorer } from '../../state/view-context';

/** The cost, or null before the first matrix. */
export function useCost(): WorkloadCost | null {
  const matrix = useComparison((s) => shown(s.matrix));
  const patterns = useComparison((s) => s.patterns);
  const designs = useComparison((s) => s.designs);
  const scale = useComparison((s) => s.scale);
  const workload = useComparison((s) => s.workload);
  const assumptions = useComparison((s) => s.assumptions);
  const prices = useComparison((s) => s.prices);
  const dataset = useComparison((s) => s.dataset);
  const types = useExplorer((s) => s.catalogue.find((d) => d.id === dataset)?.recordTypes);
  return useMemo(() => {
    if (matrix === null) return null;
    const names: Record<string, string[]> = {};
    for (const t of types ?? []) names[t.name] = t.properties.map((p) => p.name);
    return workloadCost(
      matrix,
      patterns,
      designs,
      { scale, assumptions, ...(workload ? { workload } : {}) },
      prices,
      names,
    );
  }, [matrix, patterns, designs, scale, workload, assumptions, prices, types]);
}
