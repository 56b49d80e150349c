/**
 * The workload model over a checked matrix: per pattern its bound (the user's, or the one the
 * data suggests) and per pattern × design its call projected to the production size. Pure over
 * the matrix's counters and the settings, so editing the workload, the scale or an assumption
 * recomputes it without running a query again.
 */
import type { AccessPattern, Matrix } from '../types';
import { inferBound, validBound } from './bound';
import { projectCall } from './project';
import { DEFAULT_ASSUMPTIONS } from './rules';
import type {
  Assumptions,
  CallProjection,
  InferredBound,
  PatternLoad,
  ResultBound,
  Workload,
} from './types';

/** The settings the model reads besides the matrix. */
export interface ModelSettings {
  readonly workload?: Workload;
  /** The projection's record count for every type the workload does not set; null: as loaded. */
  readonly scale: number | null;
  readonly assumptions?: Assumptions;
}

/** The production records of a type: the workload's, else the scale, else as loaded. */
export function targetRecords(matrix: Matrix, type: string, settings: ModelSettings): number {
  const set = settings.workload?.records?.[type];
  if (set !== undefined && Number.isFinite(set) && set >= 0) return set;
  return settings.scale ?? matrix.records[type] ?? 0;
}

/** How many times the measured records of `type` the production size is (1 when none measured). */
export function growthFactor(matrix: Matrix, type: string, settings: ModelSettings): number {
  const measured = matrix.records[type] ?? 0;
  return measured > 0 ? targetRecords(matrix, type, settings) / measured : 1;
}

/** Calls per second a pattern is taken to run at until the workload says: one. */
const DEFAULT_CALLS = 1;

/** The workload's entry for a pattern, or the default (one call a second, the inferred bound). */
export function loadOf(workload: Workload | undefined | null, patternId: string): PatternLoad {
  return (
    workload?.reads.find((r) => r.patternId === patternId) ?? {
      patternId,
      perSecond: DEFAULT_CALLS,
      peakPerSecond: DEFAULT_CALLS,
    }
  );
}

/** A pattern's bound: the user's when valid, else the inferred one (with why). */
export function boundOf(
  matrix: Matrix,
  row: number,
  pattern: AccessPattern,
  workload: Workload | undefined,
): { readonly bound: ResultBound; readonly inferred: InferredBound; readonly set: boolean } {
  const inferred = inferBound(matrix, row, pattern);
  const own = loadOf(workload, pattern.id).bound;
  return own !== undefined && validBound(own)
    ? { bound: own, inferred, set: true }
    : { bound: inferred.bound, inferred, set: false };
}

/**
 * Whether `matrix` carries what the model reads: each design's growth and each pattern's
 * pinning property. A comparison's first matrix comes without them (cells first), and the
 * projection, cost and heat wait for the full one rather than guess.
 */
export function hasModelFacts(matrix: Matrix): boolean {
  return matrix.pinned !== undefined && matrix.footers.every((f) => f.growth !== undefined);
}

/** Every pattern × design call at the production size, in the matrix's orders (null: nothing measured). */
export function projectCalls(
  matrix: Matrix,
  patterns: readonly AccessPattern[],
  settings: ModelSettings,
): (CallProjection | null)[][] {
  const assumptions = settings.assumptions ?? DEFAULT_ASSUMPTIONS;
  return matrix.cells.map((row, i) => {
    const pattern = patterns.find((p) => p.id === matrix.patternIds[i]);
    if (pattern === undefined) return row.map(() => null);
    const { bound } = boundOf(matrix, i, pattern, settings.workload);
    const measuredRecords = matrix.records[pattern.recordType] ?? 0;
    const target = targetRecords(matrix, pattern.recordType, settings);
    return row.map((cell, j) =>
      projectCall({
        cell,
        pattern,
        bound,
        growth: matrix.footers[j]?.growth,
        measuredRecords,
        targetRecords: target,
        assumptions,
      }),
    );
  });
}
