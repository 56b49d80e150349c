/**
 * Keeps the comparison's store and the main view's workspace in step: the workspace's
 * `comparison` field (what a share link and the autosave carry) and its records (dataset, size,
 * seed) are the comparison's. A link that opens a comparison fills the store; an edit in the
 * comparison goes to the workspace. The comparison's answers stay in its own store.
 */
import type { StoreApi } from 'zustand';
import type { ComparisonSpec } from '../patterns';
import { type ComparisonSetup, type ComparisonState, DEFAULT_WRITE_LOAD } from './comparison-store';
import type { ExplorerState } from './store';

/** The workspace's comparison field for a setup (the write load and scale only when set). */
export function sharedOf(setup: ComparisonSetup): ComparisonSpec {
  return {
    ...(setup.scenario === null ? {} : { scenario: setup.scenario }),
    designs: setup.designs,
    patterns: setup.patterns,
    writeLoad: setup.writeLoad,
    ...(setup.scale === null ? {} : { scale: setup.scale }),
  };
}

/** Whether the store's setup already is what the workspace says (same values by reference). */
function agrees(setup: ComparisonSetup, main: ExplorerState, shared: ComparisonSpec): boolean {
  return (
    setup.scenario === (shared.scenario ?? null) &&
    setup.dataset === main.dataset &&
    setup.size === main.size &&
    setup.seed === main.seed &&
    setup.designs === shared.designs &&
    setup.patterns === shared.patterns &&
    setup.writeLoad === (shared.writeLoad ?? DEFAULT_WRITE_LOAD) &&
    setup.scale === (shared.scale ?? null)
  );
}

/** Follows both stores until the returned function is called. */
export function linkComparison(
  main: StoreApi<ExplorerState>,
  comparison: StoreApi<ComparisonState>,
): () => void {
  const toComparison = (state: ExplorerState) => {
    const shared = state.comparison;
    if (!shared || agrees(comparison.getState(), state, shared)) return;
    // The scenario a link names, as its maker started from it (even when edited since).
    comparison.getState().update({
      scenario: shared.scenario ?? null,
      dataset: state.dataset,
      size: state.size,
      seed: state.seed,
      designs: shared.designs,
      patterns: shared.patterns,
      writeLoad: shared.writeLoad ?? DEFAULT_WRITE_LOAD,
      scale: shared.scale ?? null,
    });
  };
  const toMain = (setup: ComparisonSetup) => {
    const state = main.getState();
    if (!state.comparison || agrees(setup, state, state.comparison)) return;
    main.getState().applyWorkspace({
      dataset: setup.dataset,
      size: setup.size,
      seed: setup.seed,
      ...(setup.dataset === state.dataset ? {} : { design: null, imported: null }),
      comparison: sharedOf(setup),
    });
  };
  toComparison(main.getState());
  const stopMain = main.subscribe((state, prev) => {
    if (
      state.comparison !== prev.comparison ||
      state.dataset !== prev.dataset ||
      state.size !== prev.size ||
      state.seed !== prev.seed
    )
      toComparison(state);
  });
  const stopComparison = comparison.subscribe((setup, prev) => {
    if (
      setup.scenario !== prev.scenario ||
      setup.designs !== prev.designs ||
      setup.patterns !== prev.patterns ||
      setup.writeLoad !== prev.writeLoad ||
      setup.scale !== prev.scale ||
      setup.dataset !== prev.dataset ||
      setup.size !== prev.size ||
      setup.seed !== prev.seed
    )
      toMain(setup);
  });
  return () => {
    stopMain();
    stopComparison();
  };
}

/** Opens the comparison in the workspace: the store's last setup when it is of these records. */
export function openComparison(
  main: StoreApi<ExplorerState>,
  comparison: StoreApi<ComparisonState>,
): void {
  const setup = comparison.getState();
  const state = main.getState();
  const kept = setup.designs.length > 0 && setup.dataset === state.dataset;
  if (!kept) {
    main.getState().setComparison({ designs: [], patterns: [] });
    return;
  }
  // The records it was compared over come back with it (a scenario's size, not the explorer's).
  main
    .getState()
    .applyWorkspace({ size: setup.size, seed: setup.seed, comparison: sharedOf(setup) });
}

/** Closes the comparison in the workspace; its store keeps the setup and answers for reopening. */
export function closeComparison(main: StoreApi<ExplorerState>): void {
  main.getState().setComparison(null);
}
