/**
 * What a comparison compares, read from its one source of truth: the workspace's `comparison`
 * field (what a share link and the autosave carry) and the workspace's records (dataset, size,
 * seed). The setup is a selector over the workspace, never a copy; an edit is written back to
 * the workspace, and every reader sees it from there.
 */
import { sameDesign } from '../../design';
import {
  type AccessPattern,
  type Assumptions,
  type CandidateDesign,
  type ComparisonSpec,
  DEFAULT_ASSUMPTIONS,
  EXAMPLE_PRICES,
  type PriceSheet,
  type Workload,
  type WriteLoadSettings,
} from '../../patterns';
import type { Workspace } from '../workspace';

/** What a comparison compares, with the workspace's defaults filled in. */
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
  /** How often each pattern runs, production record counts and write streams; null: none set. */
  readonly workload: Workload | null;
  /** The projection's assumptions (the defaults unless edited). */
  readonly assumptions: Assumptions;
  /** The price sheet (the example prices unless edited). */
  readonly prices: PriceSheet;
}

/** The most designs (columns) a comparison holds. */
export const MAX_DESIGNS = 4;
/** The fewest designs worth comparing. */
export const MIN_DESIGNS = 2;

/** The write load a comparison starts with: a thousand records a second, evenly. */
export const DEFAULT_WRITE_LOAD: WriteLoadSettings = {
  recordsPerSecond: 1000,
  arrival: { kind: 'uniform' },
};

/** The workspace fields a comparison's setup is read from. */
export type SetupSource = Pick<Workspace, 'comparison' | 'dataset' | 'size' | 'seed'>;

/** The setup of a workspace's comparison; with none open, an empty one over its records. */
export function setupOf(ws: SetupSource): ComparisonSetup {
  const spec = ws.comparison;
  return {
    scenario: spec?.scenario ?? null,
    dataset: ws.dataset,
    size: ws.size,
    seed: ws.seed,
    designs: spec?.designs ?? [],
    patterns: spec?.patterns ?? [],
    writeLoad: spec?.writeLoad ?? DEFAULT_WRITE_LOAD,
    scale: spec?.scale ?? null,
    workload: spec?.workload ?? null,
    assumptions: spec?.assumptions ?? DEFAULT_ASSUMPTIONS,
    prices: spec?.prices ?? EXAMPLE_PRICES,
  };
}

/**
 * A memoized `setupOf`: the same setup object while the fields it reads are the same, so a
 * component reading it re-renders, and the controller reloads, only when the comparison changed.
 */
export function setupSelector(): (ws: SetupSource) => ComparisonSetup {
  let last: { source: SetupSource; setup: ComparisonSetup } | null = null;
  return (ws) => {
    const seen = last?.source;
    if (
      !last ||
      seen?.comparison !== ws.comparison ||
      seen.dataset !== ws.dataset ||
      seen.size !== ws.size ||
      seen.seed !== ws.seed
    )
      last = {
        source: { comparison: ws.comparison, dataset: ws.dataset, size: ws.size, seed: ws.seed },
        setup: setupOf(ws),
      };
    return last.setup;
  };
}

/**
 * The workspace's comparison field for a setup (the scenario, scale, workload, assumptions and
 * prices only when set).
 */
export function specOf(setup: ComparisonSetup): ComparisonSpec {
  return {
    ...(setup.scenario === null ? {} : { scenario: setup.scenario }),
    designs: setup.designs,
    patterns: setup.patterns,
    writeLoad: setup.writeLoad,
    ...(setup.scale === null ? {} : { scale: setup.scale }),
    ...(setup.workload === null ? {} : { workload: setup.workload }),
    ...(setup.assumptions === DEFAULT_ASSUMPTIONS ? {} : { assumptions: setup.assumptions }),
    ...(setup.prices === EXAMPLE_PRICES ? {} : { prices: setup.prices }),
  };
}

/**
 * The workspace fields that make `setup` the workspace's comparison: its records, and its
 * spec; other records than the explorer's drop the explorer's design and imported file, which
 * belong to the records they replace.
 */
export function workspaceFor(setup: ComparisonSetup, current: SetupSource): Partial<Workspace> {
  return {
    dataset: setup.dataset,
    size: setup.size,
    seed: setup.seed,
    ...(setup.dataset === current.dataset ? {} : { design: null, imported: null }),
    comparison: specOf(setup),
  };
}

/** Whether two setups load the same tables: same records, same designs (names aside). */
export function sameTables(a: ComparisonSetup, b: ComparisonSetup): boolean {
  return (
    a.dataset === b.dataset &&
    a.size === b.size &&
    a.seed === b.seed &&
    a.designs.length === b.designs.length &&
    a.designs.every((d, i) => {
      const other = b.designs[i];
      return (
        other !== undefined &&
        d.id === other.id &&
        sameDesign({ ...d.design, name: '' }, { ...other.design, name: '' })
      );
    })
  );
}
