/**
 * The comparison's own store: only what the worker answered about the workspace's comparison,
 * the selected cell, and the setup it had when last closed (so "Compare designs" reopens it).
 * What is compared lives in the workspace alone (setup.ts). It outlives the comparison view's
 * mount, so leaving and reopening "Compare designs" keeps the answers.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LoadedCandidate, Matrix, Scenario, WriteLoad } from '../../patterns';
import { type Answer, IDLE } from '../answer';
import type { ComparisonSetup } from './setup';

/** Which cell is selected, and which other design is shown beside it for the same pattern. */
export interface CellSelection {
  readonly patternId: string;
  readonly designId: string;
  readonly besideDesignId: string | null;
}

/** Loading the designs over the records: done of expected records while it runs. */
type LoadAnswer = Answer<readonly LoadedCandidate[]> & {
  readonly done?: number;
  readonly expected?: number;
};

/** The worker's answers about the comparison, and the user's selection in them. */
export interface ComparisonAnswers {
  /** The bundled scenarios, from the worker. */
  readonly scenarios: readonly Scenario[];
  readonly load: LoadAnswer;
  readonly matrix: Answer<Matrix>;
  readonly writes: Answer<WriteLoad>;
  readonly selection: CellSelection | null;
  /**
   * The engine kept failing and is no longer restarted: the view offers to try again (the
   * comparison view's `retry`).
   */
  readonly gaveUp: boolean;
  /**
   * The setup the workspace held when its comparison was last closed: what reopening brings
   * back. Written only on closing; while a comparison is open, the workspace alone says what it is.
   */
  readonly shelf: ComparisonSetup | null;
}

/** Nothing answered, nothing selected, nothing shelved. */
const NO_ANSWERS: ComparisonAnswers = {
  scenarios: [],
  load: IDLE,
  matrix: IDLE,
  writes: IDLE,
  selection: null,
  gaveUp: false,
  shelf: null,
};

/** A fresh store of comparison answers. */
export function createComparisonStore(): StoreApi<ComparisonAnswers> {
  return createStore<ComparisonAnswers>()(() => NO_ANSWERS);
}
