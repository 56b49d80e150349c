/**
 * A challenge's goal and par: what its reference answer (the solution over the step's setup) does
 * on the learner's sample, for the player to show dimmed beside the learner's own picture: the
 * partitions and key ranges it reads, its cost class and counts. Its requests and scanned
 * entities are the par a learner's passing answer is measured against.
 */
import {
  type CostClass,
  type KeyRange,
  listPartitions,
  type PartitionInfo,
  type PartitionStats,
  type QueryOptions,
  runQuery,
  type Table,
} from '../engine';
import type { Check, Solution, StepSetup } from './types';

/** What the reference answer does. */
export interface Goal {
  readonly costClass: CostClass;
  readonly requests: number;
  readonly scanned: number;
  readonly returned: number;
  /** The partitions it reads, in key order, with its counters on each. */
  readonly perPartition: readonly PartitionStats[];
  /** The key ranges it reads (the plan's). */
  readonly ranges: readonly KeyRange[];
  /**
   * The reference table's partitions when its design is not the one the learner has loaded
   * (the goal's map is drawn on them); null when they are the learner's.
   */
  readonly partitions: readonly PartitionInfo[] | null;
  /** Whether the challenge judges the query, so requests and scanned entities are its par. */
  readonly par: boolean;
}

/** A learner's measure against the par: a passing answer's requests and scanned entities. */
export interface Score {
  readonly requests: number;
  readonly scanned: number;
}

/** Whether `a` is a better score than `b`: fewer requests, then fewer entities scanned. */
export function betterScore(a: Score, b: Score | undefined): boolean {
  if (b === undefined) return true;
  return a.requests < b.requests || (a.requests === b.requests && a.scanned < b.scanned);
}

/** The query the reference answer runs: the solution's fields over the step's. */
export function referenceQuery(setup: StepSetup, solution: Solution): QueryOptions {
  const select = solution.select ?? setup.select;
  const top = solution.top ?? setup.top;
  return {
    filter: solution.filter ?? setup.filter,
    ...(top !== undefined ? { top } : {}),
    ...(select !== undefined && select.length > 0 ? { select } : {}),
  };
}

/** Whether a check looks at the learner's query (a design or write-load check does not). */
export function judgesQuery(check: Check): boolean {
  return check.kind === 'all'
    ? check.checks.some(judgesQuery)
    : check.kind === 'query' || check.kind === 'records';
}

/**
 * The goal on `table` (the reference design's table of the learner's sample); `ownTable` says
 * whether that is the table the learner has loaded. Null when the reference does not run (a
 * lesson bug the lesson tests rule out).
 */
export function goalOf(
  table: Table,
  query: QueryOptions,
  check: Check,
  ownTable: boolean,
): Goal | null {
  const run = runQuery(table, query);
  if (!run.ok) return null;
  return {
    costClass: run.plan.costClass,
    requests: run.stats.requests,
    scanned: run.stats.scanned,
    returned: run.stats.returned,
    perPartition: run.stats.perPartition.filter((p) => p.scanned > 0),
    ranges: run.plan.ranges,
    partitions: ownTable ? null : listPartitions(table),
    par: judgesQuery(check),
  };
}
