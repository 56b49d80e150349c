/**
 * The workspace: the part of the explorer's state a user makes and a share link carries.
 * Its fields are declared once, in src/share/workspace.ts, which says where each one is kept.
 */
import type { QueryOptions, RangePartitioning } from '../engine';
import {
  defaultWorkspace,
  WORKSPACE_KEYS as SHARED_KEYS,
  type Workspace as SharedWorkspace,
} from '../share';

/**
 * Everything needed to reopen a view exactly as it was. The share declaration is the one place
 * the fields are written down; the store keeps `highlight` beside them, not in the workspace.
 */
export type Workspace = Omit<SharedWorkspace, 'highlight'>;

/** The keys of `Workspace`, in declaration order: the share declaration's, less `highlight`. */
export const WORKSPACE_KEYS = SHARED_KEYS.filter(
  (key): key is keyof Workspace => key !== 'highlight',
);

/** The workspace fields of a state, for code that serializes or compares them. */
export function workspaceOf(state: Workspace): Workspace {
  const out: Record<string, unknown> = {};
  for (const key of WORKSPACE_KEYS) out[key] = state[key];
  return out as unknown as Workspace;
}

/**
 * The view a first visit opens: the declared defaults (what a link leaves out), except that the
 * filter is the guide's point query, so the first thing a visitor sees is a plan worth reading.
 */
export const DEFAULT_WORKSPACE: Workspace = {
  ...workspaceOf(defaultWorkspace()),
  filter: "PartitionKey eq 'Sales' and RowKey eq '000100'",
};

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
function sameRangePartitioning(a: RangePartitioning, b: RangePartitioning): boolean {
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
