/**
 * Load summaries: what the main thread learns of a table the worker built (counts, partitions,
 * properties, rejections, design problems), never its entities. Every load, import and
 * description of a table answers through `summarize`, so the three cannot tell a table apart.
 */
import type { DesignRun } from '../design';
import {
  type Coded,
  coded,
  describeProperties,
  type PartitionInfo,
  type RejectedEntity,
  type Table,
} from '../engine';
import type { DesignProblems, LoadOutcome, LoadSummary } from '../protocol/loads';

/** How many design problems a load sends back in full (the rest are counted). */
const PROBLEM_SAMPLE = 20;

/** How many rejected entities a load describes in words (the rest are counted). */
const REJECTED_SAMPLE = 5;

/** No design problems: the table's entities were not made from records through a design here. */
export const NO_PROBLEMS: DesignProblems = { total: 0, counts: {}, sample: [] };

/** What applying a design reported: every problem counted, the first few in full. */
export function designProblems(log: DesignRun['log']): DesignProblems {
  return { total: log.total, counts: log.counts, sample: log.problems.slice(0, PROBLEM_SAMPLE) };
}

/** Describes a rejected entity in one line: which one (in generation order) and why. */
function describeRejection(rejection: RejectedEntity): Coded {
  return coded('worker.rejectedEntity', {
    index: String(rejection.index + 1),
    message: rejection.message,
    code: rejection.code,
  });
}

/** A property's stored types, most common first (what completion and headers should show). */
function typesByCount(types: Readonly<Record<string, number | undefined>>): string[] {
  return Object.entries(types)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([type]) => type);
}

/** What the loader knows of a table (where it came from, what made it) before its facts are read off it. */
export type Provenance = Pick<
  LoadSummary,
  'recipe' | 'design' | 'preset' | 'metrics' | 'designProblems' | 'imported' | 'importedRecords'
> &
  Partial<Pick<LoadSummary, 'tables'>>;

/** A table just built, with what its summary reads off it beside the table itself. */
export interface Built {
  readonly table: Table;
  /** Its partitions, in the order packed counters number them (TableShelf.put). */
  readonly partitions: readonly PartitionInfo[];
  /** Entities refused while building it. */
  readonly rejected: readonly RejectedEntity[];
}

/**
 * The summary of a table built from `started` on: `ms` is read last, so it counts reading the
 * facts (a property scan of up to a million entities) as the user waited for it.
 */
export function summarize(
  clock: () => number,
  started: number,
  from: Provenance,
  { table, partitions, rejected }: Built,
): LoadOutcome {
  return {
    ok: true,
    recipe: from.recipe,
    design: from.design,
    preset: from.preset,
    metrics: from.metrics,
    designProblems: from.designProblems,
    count: partitions.reduce((sum, p) => sum + p.count, 0),
    rejectedCount: rejected.length,
    rejectedSample: rejected.slice(0, REJECTED_SAMPLE).map(describeRejection),
    partitions,
    properties: describeProperties(table).map((p) => ({
      name: p.name,
      types: typesByCount(p.types),
    })),
    ms: clock() - started,
    imported: from.imported,
    importedRecords: from.importedRecords,
    ...(from.tables === undefined ? {} : { tables: from.tables }),
  };
}
