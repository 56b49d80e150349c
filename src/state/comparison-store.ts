/**
 * The comparison's store: what the user compares (dataset, candidate designs, access patterns,
 * write load, scale: templates and filters, never data) and what the worker answered about it.
 * It lives beside the explorer's views and outlives the comparison view's mount, so leaving and
 * reopening "Compare designs" keeps it.
 */
import type { Coded } from '../engine';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  AccessPattern,
  CandidateDesign,
  LoadedCandidate,
  Matrix,
  Projection,
  Scenario,
  WriteLoad,
  WriteLoadSettings,
} from '../patterns';

/** What a comparison compares; the part a share link carries. */
export interface ComparisonSetup {
  /** The bundled scenario it started from, or null when it started from the explorer's dataset. */
  readonly scenario: string | null;
  readonly dataset: string;
  readonly size: number;
  readonly seed: number;
  /** The columns, two to four; each design's `name` is the column's title. */
  readonly designs: readonly CandidateDesign[];
  /** The rows. */
  readonly patterns: readonly AccessPattern[];
  readonly writeLoad: WriteLoadSettings;
  /** The record count the projection is for, or null for the loaded size only. */
  readonly scale: number | null;
}

/** Which cell is selected, and which other design is shown beside it for the same pattern. */
export interface CellSelection {
  readonly patternId: string;
  readonly designId: string;
  readonly besideDesignId: string | null;
}

/** Where one worker answer stands: not asked, running, answered, or failed (with why). */
export type Answer<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'running'; readonly last: T | null }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly message: Coded; readonly last: T | null };

/** The worker's answers about the spec. */
export interface ComparisonAnswers {
  /** The bundled scenarios, from the worker. */
  readonly scenarios: readonly Scenario[];
  /** Loading the designs over the records: done of expected records while it runs. */
  readonly load: Answer<readonly LoadedCandidate[]> & {
    readonly done?: number;
    readonly expected?: number;
  };
  readonly matrix: Answer<Matrix>;
  readonly writes: Answer<WriteLoad>;
  readonly projection: Answer<Projection>;
  readonly selection: CellSelection | null;
}

/** The comparison's whole state, with its setters. */
export type ComparisonState = ComparisonSetup &
  ComparisonAnswers & {
    /** Replaces any spec fields at once (a scenario, a link, an edit). */
    readonly update: (spec: Partial<ComparisonSetup>) => void;
    /** Selects a cell (null clears); keeps the design beside it when it is another one. */
    readonly select: (selection: CellSelection | null) => void;
  };

/** The most designs a comparison holds, and the fewest worth comparing. */
export const MAX_DESIGNS = 4;
export const MIN_DESIGNS = 2;

/** The write load a comparison starts with: a thousand records a second, evenly. */
export const DEFAULT_WRITE_LOAD: WriteLoadSettings = {
  recordsPerSecond: 1000,
  arrival: { kind: 'uniform' },
};

/** An empty comparison: no designs, no patterns, nothing answered. */
export const EMPTY_SETUP: ComparisonSetup = {
  scenario: null,
  dataset: 'employees',
  size: 0,
  seed: 1,
  designs: [],
  patterns: [],
  writeLoad: DEFAULT_WRITE_LOAD,
  scale: null,
};

/** The spec fields of a state: what to compare with the previous one, and what a link keeps. */
export function setupOf(state: ComparisonSetup): ComparisonSetup {
  const { scenario, dataset, size, seed, designs, patterns, writeLoad, scale } = state;
  return { scenario, dataset, size, seed, designs, patterns, writeLoad, scale };
}

/** A fresh comparison store. */
export function createComparisonStore(): StoreApi<ComparisonState> {
  return createStore<ComparisonState>()((set) => ({
    ...EMPTY_SETUP,
    scenarios: [],
    load: { state: 'idle' },
    matrix: { state: 'idle' },
    writes: { state: 'idle' },
    projection: { state: 'idle' },
    selection: null,
    update: (spec) => set({ ...spec }),
    select: (selection) => set({ selection }),
  }));
}

/** The value an answer shows: the current one, or the last one while a newer one runs or failed. */
export function shown<T>(answer: Answer<T>): T | null {
  if (answer.state === 'ready') return answer.value;
  if (answer.state === 'idle') return null;
  return answer.last;
}

/** The answer marked running, keeping what it showed. */
export function running<T>(answer: Answer<T>): Answer<T> {
  return { state: 'running', last: shown(answer) };
}

/** The answer marked failed with `message`, keeping what it showed. */
export function failed<T>(answer: Answer<T>, message: Coded): Answer<T> {
  return { state: 'failed', message, last: shown(answer) };
}
