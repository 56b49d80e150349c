/**
 * What loading a table answers: a summary of counts, partitions and properties (never the
 * entities), or why the load was refused.
 */
import type { DatasetRecipe, RoutedTables } from '../datasets';
import type {
  Design,
  DesignError,
  DesignMetrics,
  DesignProblem,
  DesignProblemCode,
} from '../design';
import type { Coded, PartitionInfo } from '../engine';
import type { DatasetInfo } from './datasets';
import type { ImportedFile } from './imports';

/** What applying a design reported: every problem counted, the first few in full. */
export interface DesignProblems {
  readonly total: number;
  readonly counts: Partial<Record<DesignProblemCode, number>>;
  readonly sample: readonly DesignProblem[];
}

/** A property name and the Edm types stored under it, for completion and column headers. */
interface PropertyInfo {
  readonly name: string;
  readonly types: readonly string[];
}

/** What loading a dataset produced: counts, partitions and properties, never the entities. */
export interface LoadSummary {
  readonly recipe: DatasetRecipe;
  /** The design applied: the request's, or the dataset's own when it asked for none. */
  readonly design: Design;
  /** Whether `design` is the dataset's own (the request asked for none). */
  readonly preset: boolean;
  /** What the design costs: entities per record, partitions, bytes, transactions. */
  readonly metrics: DesignMetrics;
  /** Records that could not become entities under the design (never dropped silently). */
  readonly designProblems: DesignProblems;
  readonly count: number;
  readonly rejectedCount: number;
  /** The first few rejected entities' reasons, for the user to read (one line each). */
  readonly rejectedSample: readonly Coded[];
  readonly partitions: readonly PartitionInfo[];
  readonly properties: readonly PropertyInfo[];
  /** Milliseconds spent generating and indexing, measured in the worker. */
  readonly ms: number;
  /** The imported file the table was built from; null for a sample. */
  readonly imported: ImportedFile | null;
  /**
   * For a file imported as records: its records as a dataset (record type, starting design), which
   * the design editor works over as over a sample's. Null otherwise.
   */
  readonly importedRecords: DatasetInfo | null;
  /**
   * For a design that stores its entities in several tables: their names and the one loaded
   * (the explorer shows one table; the comparison shows each). Absent for one table.
   */
  readonly tables?: RoutedTables;
}

/**
 * Why a load failed: an unknown dataset or a design that does not fit the records is user input,
 * so it is a value, not a throw. The table that was loaded under the name before stays.
 */
export type LoadOutcome =
  | ({ readonly ok: true } & LoadSummary)
  | {
      readonly ok: false;
      readonly error: {
        /** Why, coded: the UI says it in the reader's language. */
        readonly message: Coded;
        readonly designErrors?: readonly DesignError[];
      };
    };
