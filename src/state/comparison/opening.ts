/**
 * Opening and closing "Compare designs" in the main view's workspace. The workspace's
 * `comparison` field says whether one is open and what it compares; closing it shelves it in
 * the comparison store (view.ts), and opening brings the shelved one back when it is of the
 * explorer's records.
 */
import type { StoreApi } from 'zustand';
import type { ExplorerState } from '../store';
import { workspaceFor } from './setup';
import type { ComparisonState, ReadableStore } from './state';

/** Opens the comparison in the workspace: the last one closed when it is of these records. */
export function openComparison(
  main: StoreApi<ExplorerState>,
  comparison: ReadableStore<ComparisonState>,
): void {
  const { shelf } = comparison.getState();
  const state = main.getState();
  if (!shelf || shelf.designs.length === 0 || shelf.dataset !== state.dataset) {
    main.getState().setComparison({ designs: [], patterns: [] });
    return;
  }
  // The records it was compared over come back with it (a scenario's size, not the explorer's).
  main.getState().applyWorkspace(workspaceFor(shelf, state));
}

/** Closes the comparison in the workspace; the comparison store shelves it for reopening. */
export function closeComparison(main: StoreApi<ExplorerState>): void {
  main.getState().setComparison(null);
}
