/**
 * What a workspace shows, reduced to the numbers a user sees: the plan's cost class and the
 * counters. The frozen-link test compares these before and after a format or dataset change.
 */
import { findDataset, sampleEntities } from '../../src/datasets';
import { analyzeQuery, createTable } from '../../src/engine';
import type { Workspace } from '../../src/share/workspace';
import { queryOptionsOf } from '../../src/state/workspace';

/** The cost class and counters a workspace's query shows, or its error code. */
export interface ViewSummary {
  readonly costClass: string;
  readonly scanned: number;
  readonly returned: number;
  readonly requests: number;
  readonly partitionsTouched: number;
}

/** Loads the workspace's dataset and analyzes its query, as the worker would. */
export function viewOf(ws: Workspace): ViewSummary | { readonly error: string } {
  const dataset = findDataset(ws.dataset);
  if (!dataset) return { error: `unknown dataset ${ws.dataset}` };
  const { table } = createTable(sampleEntities(dataset, ws.size, ws.seed));
  const outcome = analyzeQuery(table, queryOptionsOf(ws));
  if (!outcome.ok) return { error: outcome.error.code };
  const { stats, plan } = outcome;
  return {
    costClass: plan.costClass,
    scanned: stats.scanned,
    returned: stats.returned,
    requests: stats.requests,
    partitionsTouched: stats.partitionsTouched,
  };
}
