/**
 * The workspace: the part of the explorer's state a user makes and a share link carries.
 * Its fields are declared once, in src/share/workspace.ts, which says where each one is kept.
 */
import type { QueryOptions, RangePartitioning } from '../engine';
import type { Workspace as SharedWorkspace } from '../share/workspace';

/**
 * Everything needed to reopen a view exactly as it was. The share declaration is the one place
 * the fields are written down; the store keeps `highlight` beside them, not in the workspace.
 */
export type Workspace = Omit<SharedWorkspace, 'highlight'>;

/** The view a first visit opens: the guide's employees example at a teaching size. */
export const DEFAULT_WORKSPACE: Workspace = {
  dataset: 'employees',
  size: 200,
  seed: 1,
  rangePartitioning: { kind: 'single' },
  filter: "PartitionKey eq 'Sales' and RowKey eq '000100'",
  top: null,
  select: [],
  focusPartition: null,
  step: null,
  presenter: false,
};

/** The keys of `Workspace`, for code that copies or compares workspaces field by field. */
export const WORKSPACE_KEYS = Object.keys(DEFAULT_WORKSPACE) as (keyof Workspace)[];

/** The engine query a workspace asks for; empty `$select` and null `$top` are left out. */
export function queryOptionsOf(
  ws: Pick<Workspace, 'filter' | 'top' | 'select' | 'rangePartitioning'>,
): QueryOptions {
  return {
    filter: ws.filter,
    ...(ws.top !== null ? { top: ws.top } : {}),
    ...(ws.select.length > 0 ? { select: ws.select } : {}),
    rangePartitioning: ws.rangePartitioning,
  };
}

/** Whether two workspaces ask the engine for the same query (so its answer still applies). */
export function sameQuery(
  a: Pick<Workspace, 'filter' | 'top' | 'select' | 'rangePartitioning'>,
  b: Pick<Workspace, 'filter' | 'top' | 'select' | 'rangePartitioning'>,
): boolean {
  return (
    a.filter === b.filter &&
    a.top === b.top &&
    a.select.length === b.select.length &&
    a.select.every((name, i) => b.select[i] === name) &&
    sameRangePartitioning(a.rangePartitioning, b.rangePartitioning)
  );
}

/** Whether two range-partitioning settings split the table the same way. */
export function sameRangePartitioning(a: RangePartitioning, b: RangePartitioning): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'split-at' && b.kind === 'split-at') {
    return (
      a.partitionKeys.length === b.partitionKeys.length &&
      a.partitionKeys.every((k, i) => b.partitionKeys[i] === k)
    );
  }
  return true;
}

/** Whether two workspaces need the same generated dataset. */
export function sameRecipe(
  a: Pick<Workspace, 'dataset' | 'size' | 'seed'>,
  b: Pick<Workspace, 'dataset' | 'size' | 'seed'>,
): boolean {
  return a.dataset === b.dataset && a.size === b.size && a.seed === b.seed;
}
