/**
 * The public shapes of access patterns and their check against candidate designs: plain data
 * only (no classes, no functions, no bigint), so every value crosses the worker boundary by
 * structured clone and the pattern definitions travel in share links unchanged. Kept stable for
 * the comparison view; changes here are additive.
 */

import type { Design, DesignMetrics } from '../design';
import type { BareCode, Coded, CostClass, Result } from '../engine';
import type {
  Assumptions,
  CallProjection,
  DesignGrowth,
  PriceSheet,
  Workload,
} from './workload/types';

/** A parameter of a pattern, with the sample value the check runs with. */
export interface PatternParameter {
  /** The placeholder name: `{email}` in the intent and the queries. */
  readonly name: string;
  /**
   * The sample value as exactly one `$filter` literal, typed: `'jones.emma2@contoso.com'`, `42`,
   * `42L`, `datetime'2024-03-01T00:00:00Z'`, `true`, `guid'…'`.
   */
  readonly value: string;
}

/** One key of an expected order: a record property, ascending unless `descending`. */
export interface OrderKey {
  readonly property: string;
  readonly descending?: boolean;
}

/**
 * The order the results must come in: 'key' (the service's own PartitionKey, RowKey order: any
 * order of the design's entities is accepted, since the service always returns key order), or a
 * list of record properties. Absent means any order.
 */
export type ExpectedOrder = 'key' | readonly OrderKey[];

/** One query of a design's answer: a `$filter` template, and the table it reads. */
interface PatternQuery {
  /** The `$filter`, with the pattern's placeholders (as a single query's text). */
  readonly filter: string;
  /**
   * The table, for a design that stores its entities in several tables: a template over the
   * parameters, `Expenses{from|format:yyyyMM}`. Absent: the design's one table.
   */
  readonly table?: string;
}

/**
 * How a client combines the results of a design's several queries. 'in-order': it runs them one
 * after another and keeps the results in that order (with `$top`, it stops once it has N).
 * 'by-row-key': it runs them side by side and merges their results by RowKey, then PartitionKey
 * (each query's results already come in that order within a partition: a k-way merge), as a
 * client reading every hash bucket of a time range does.
 */
export type QueryMerge = 'in-order' | 'by-row-key';

/** A design's answer made of several queries, each run with its own continuations. */
export interface QuerySet {
  readonly queries: readonly PatternQuery[];
  readonly merge: QueryMerge;
}

/** A design's answer to a pattern: one `$filter` template, or several queries as a client runs them. */
export type DesignAnswer = string | QuerySet;

/** An access pattern: a question the application must answer, and how each design asks it. */
export interface AccessPattern {
  /** Stable id, unique in its scenario: the rows of the matrix and the share link use it. */
  readonly id: string;
  /** Shown to the user: "Employee by e-mail". */
  readonly name: string;
  /** The record type the pattern returns. */
  readonly recordType: string;
  readonly parameters: readonly PatternParameter[];
  /**
   * Which records the pattern must return: a `$filter` over record properties with `{param}`
   * placeholders, e.g. `EmailAddress eq {email}`.
   */
  readonly intent: string;
  readonly order?: ExpectedOrder;
  /** `$top`: the first N records of the intent in `order` (also sent with every design's query). */
  readonly top?: number;
  /**
   * Per design id, the `$filter` that answers the pattern on that design's entities, with the
   * same placeholders; inside quotes a placeholder may take key-template functions:
   * `RowKey eq 'empid_{id|pad:6}'`. Or several such queries, merged as a client merges them
   * (a bucketed design read one bucket at a time). A design without an entry has no query yet.
   */
  readonly queries: Readonly<Record<string, DesignAnswer>>;
  /**
   * Entity sets whose entities the pattern's reads expect besides its records (a version or
   * sentinel row read with the partition): returned, they are neither missing nor extra.
   */
  readonly alsoReads?: readonly string[];
}

/** A design under comparison, with the id that patterns' queries are keyed by. */
export interface CandidateDesign {
  readonly id: string;
  readonly design: Design;
}

/** How records arrive when writing: by a DateTime record property's order and spacing, or evenly. */
type Arrival =
  | { readonly kind: 'uniform' }
  | { readonly kind: 'by-property'; readonly property: string };

/** What the write-load model is asked: a steady rate of new records and how they arrive. */
export interface WriteLoadSettings {
  /** New records per second. */
  readonly recordsPerSecond: number;
  readonly arrival: Arrival;
  /** Time bucket of the series, in seconds at the given rate (default 1). */
  readonly bucketSeconds?: number;
}

/** A bundled scenario: a sample dataset, its candidate designs and its access patterns. */
export interface Scenario {
  readonly id: string;
  /** The name and the description as coded messages, in the reader's language. */
  readonly title: Coded<BareCode>;
  readonly about: Coded<BareCode>;
  /** The sample dataset id (src/datasets) whose records the designs are applied to. */
  readonly dataset: string;
  /** The record count to load by default. */
  readonly size: number;
  readonly designs: readonly CandidateDesign[];
  readonly patterns: readonly AccessPattern[];
  /** The write load worth trying on this scenario, when writes are part of its story. */
  readonly writeLoad?: WriteLoadSettings;
  /** An example workload (read rates, write streams) the scenario opens with. */
  readonly workload?: Workload;
}

/** Where a problem of a pattern lies, so the editor can mark it. */
export type PatternField =
  | { readonly kind: 'parameter'; readonly parameter: string }
  | { readonly kind: 'intent' }
  | {
      readonly kind: 'query';
      readonly designId: string;
      /** Which of several queries. */
      readonly query?: number;
      /** The error is in the query's table template, not its filter. */
      readonly table?: true;
    }
  | { readonly kind: 'order' }
  | { readonly kind: 'top' }
  | { readonly kind: 'record-type' };

/** A pattern's text that does not work: what, where (field and span), and a hint. */
export interface PatternError {
  readonly message: Coded;
  readonly field: PatternField;
  /** Character span within the field's text (the template as written), when known. */
  readonly span?: { readonly from: number; readonly to: number };
  readonly hint?: Coded;
}

/**
 * What is wrong with a cell's results: the kinds of mismatch the check tells apart. 'unmapped':
 * an index entity that should list records but whose list property the query did not return.
 */
export type MismatchKind = 'missing' | 'extra' | 'duplicate' | 'order' | 'unmapped';

/** One mismatch between what a design's query returns and what the pattern intends. */
export interface Mismatch {
  readonly kind: MismatchKind;
  /** What is wrong, naming the record or entity. */
  readonly message: Coded;
}

/** The cost of a design's query for a pattern, from the engine's counters. */
export interface CellCost {
  readonly costClass: CostClass;
  /** Requests of the query itself (pages), plus the point reads that index entities call for. */
  readonly requests: number;
  /** Entities read, including the index point reads. */
  readonly scanned: number;
  /** Entities the query returned. */
  readonly returned: number;
  /** scanned / records delivered; null when nothing is delivered. */
  readonly scannedPerResult: number | null;
  /** Payload bytes of the returned entities (semantics.md §1), index point reads included. */
  readonly bytes: number;
  readonly partitionsTouched: number;
  /** Point reads of the records that returned index entities list (0 without index entities). */
  readonly indexReads: number;
  /**
   * Returned entities per entity set (by the set's position in the design), when the table
   * keeps origins: which set's partitions the query read, for the projection's growth.
   */
  readonly returnedBySet?: readonly number[];
}

/** Whether a cell passes: right records in the right order, wrong, not asked yet, or broken. */
export type Verdict = 'pass' | 'fail' | 'no-query' | 'error';

/** One pattern × design: the check and the cost. */
export interface CellResult {
  readonly patternId: string;
  readonly designId: string;
  readonly verdict: Verdict;
  /** One line for the cell's text equivalent: why it passes or fails. */
  readonly summary: Coded;
  /** The `$filter` actually run (placeholders substituted), or null; the first of several. */
  readonly filter: string | null;
  /** Every `$filter` run, when the design's answer is several queries (absent for one). */
  readonly filters?: readonly string[];
  /** The table each query read (one or several), when the answer names its tables. */
  readonly tables?: readonly string[];
  /** How the several queries' results were merged, when there are several. */
  readonly merge?: QueryMerge;
  /** Entities of the sets the pattern also reads (`alsoReads`) that came back, ignored by the check. */
  readonly alsoRead?: number;
  readonly cost: CellCost | null;
  /** Records the intent selects (after `$top`). */
  readonly intended: number;
  /** Records the returned entities stand for (index entities count each record they list). */
  readonly delivered: number;
  /** The first mismatches (at most a few per kind); empty when it passes. */
  readonly mismatches: readonly Mismatch[];
  /** Counts of every mismatch kind, however many were listed. */
  readonly counts: Readonly<Record<MismatchKind, number>>;
  /**
   * The advisor's proposed answer when it is one `$filter` (see `proposal`), for the cell's
   * one-line summary; null otherwise.
   */
  readonly suggestion: string | null;
  /**
   * The advisor's cheapest correct answer (src/patterns/advisor), when the cell has no passing
   * answer or a dearer one: checked like any answer, with the cost the check measured.
   */
  readonly proposal?: { readonly answer: DesignAnswer; readonly cost: CellCost };
  readonly errors: readonly PatternError[];
}

/** What a column (a design) costs to store and to write. */
export interface ColumnFooter {
  readonly designId: string;
  readonly entities: number;
  readonly bytes: number;
  /** Entities stored per record (write amplification). */
  readonly entitiesPerRecord: number;
  /** Entities written per new record of the patterns' record types (index entity updates count). */
  readonly writesPerRecord: number;
  /** Whether one new record's entities land in one partition or several. */
  readonly partitionsPerWrite: 'one' | 'several';
  /** Whether one entity group transaction can write a new record's entities. */
  readonly entityGroupTransaction: boolean;
  readonly partitions: number;
  readonly largestPartition: { readonly partitionKey: string; readonly entities: number } | null;
  /**
   * For a design that stores its entities in several tables (one per period, say): how many,
   * and the largest. Deleting one is a single Delete Table request, however many it holds.
   */
  readonly tables?: {
    readonly count: number;
    readonly largest: { readonly name: string; readonly entities: number };
  };
  /** Key problems (collisions, bad keys) of applying the design: results of such a design are suspect. */
  readonly problems: number;
  readonly metrics: DesignMetrics;
  /** How the design's entity sets grow with the data, inferred at load (the projection reads it). */
  readonly growth?: DesignGrowth;
}

/**
 * A property no two records share that a pattern's intent pins: with `eq` (one record), or to a
 * whole-number range (at most `atMost` records).
 */
export interface Pinned {
  readonly property: string;
  readonly atMost?: number;
}

/** The whole comparison: patterns as rows, designs as columns, footers per column. */
export interface Matrix {
  readonly designIds: readonly string[];
  readonly patternIds: readonly string[];
  /** cells[pattern][design], in the orders above. */
  readonly cells: readonly (readonly CellResult[])[];
  readonly footers: readonly ColumnFooter[];
  /** Records loaded, per record type. */
  readonly records: Readonly<Record<string, number>>;
  /**
   * Per pattern (in `patternIds` order), what pins its intent to few records in the data
   * (workload/pinned.ts), or null.
   */
  readonly pinned?: readonly (Pinned | null)[];
  /** Time the check took in the worker, ms. */
  readonly ms: number;
}

/** One time bucket of a design's write series. */
export interface WriteBucket {
  /** Bucket start, seconds from the first write. */
  readonly start: number;
  /** Entities written per second into the busiest partition during this bucket. */
  readonly busiestPartitionRate: number;
  readonly busiestPartition: string;
  /** Entities written per second into the whole table. */
  readonly accountRate: number;
  /** Partitions that received writes in this bucket. */
  readonly partitionsWritten: number;
}

/** A partition that takes a large share of one design's writes. */
export interface HotPartition {
  readonly partitionKey: string;
  /** Share of all entity writes, 0..1. */
  readonly share: number;
  /** Highest per-second rate it reaches in any bucket. */
  readonly peakRate: number;
}

/** One design's write load. */
export interface DesignWriteLoad {
  readonly designId: string;
  /** Entity writes per record (copies and index entity updates). */
  readonly writesPerRecord: number;
  readonly peakPartitionRate: number;
  readonly peakAccountRate: number;
  /** Both targets held in every bucket. */
  readonly passes: boolean;
  /** The peak rates against the targets, in the reader's words. */
  readonly summary: Coded;
  readonly buckets: readonly WriteBucket[];
  /** The partitions taking the most writes, busiest first (a few). */
  readonly hotPartitions: readonly HotPartition[];
}

/** The write load of every design at one setting, with the targets it is checked against. */
export interface WriteLoad {
  readonly settings: WriteLoadSettings;
  /** 2,000 entities per second per partition. */
  readonly partitionTarget: number;
  /** 20,000 entities per second per storage account. */
  readonly accountTarget: number;
  readonly designs: readonly DesignWriteLoad[];
  /** What the numbers rest on, as coded messages. */
  readonly assumptions: readonly Coded[];
}

/** The scales a projection offers. */
export const PROJECTION_SCALES = [10_000_000, 100_000_000, 1_000_000_000] as const;

/** One pattern × design at a projected scale. */
export interface ProjectedCell {
  readonly patternId: string;
  readonly designId: string;
  readonly measured: { readonly requests: number; readonly scanned: number } | null;
  readonly projected: { readonly requests: number; readonly scanned: number } | null;
  /** Which rule of the model applied, in the reader's words. */
  readonly rule: Coded;
  /** The whole projected call: returned, latency, every rule and flag (workload/project.ts). */
  readonly call?: CallProjection;
}

/** The matrix's costs projected to a larger record count: a projection, not a measurement. */
export interface Projection {
  /** Records the projection is for. */
  readonly records: number;
  /** Records measured. */
  readonly measuredRecords: number;
  readonly cells: readonly (readonly ProjectedCell[])[];
  /** The model, as coded messages, for the label beside the figures. */
  readonly model: readonly Coded[];
}

/** A comparison as the user keeps and shares it: designs and patterns (never data). */
export interface ComparisonSpec {
  /** The bundled scenario it started from, when any (its name shows in the view). */
  readonly scenario?: string;
  readonly designs: readonly CandidateDesign[];
  readonly patterns: readonly AccessPattern[];
  /** The write load asked for, when any. */
  readonly writeLoad?: WriteLoadSettings;
  /** The record count the projection is for, when any. */
  readonly scale?: number;
  /** How often each pattern runs, production record counts and write streams, when set. */
  readonly workload?: Workload;
  /** The model's assumptions, when changed from the defaults. */
  readonly assumptions?: Assumptions;
  /** The price sheet, when changed from the example prices. */
  readonly prices?: PriceSheet;
}

/** One design of a loaded comparison: the table it was loaded as and what it costs. */
export interface LoadedCandidate {
  readonly designId: string;
  /** The worker's table name: the explorer calls (analyze, page, detail) take it. */
  readonly table: string;
  /**
   * For a design that stores its entities in several tables: each table's name in the design
   * and its worker table name, in name order (`table` is the first's).
   */
  readonly tables?: readonly { readonly name: string; readonly table: string }[];
  readonly footer: ColumnFooter;
}

/** A worker answer about a comparison: the value, or a plain-words reason. */
export type ComparisonAnswer<T> = Result<{ readonly value: T }, Coded>;

/** What a comparison's load is told besides its records and designs. */
export interface ComparisonLoadOptions {
  /** The patterns it will check first: their scans across partitions get columns at load. */
  readonly patterns?: readonly AccessPattern[];
  /**
   * Record types to hold though none of its designs stores them: an engine of a pool holds
   * some of the designs, and every pattern must read the records it would read alone.
   */
  readonly alsoTypes?: readonly string[];
}

/** What loading a comparison's designs over one set of records gives. */
export interface ComparisonLoad {
  readonly comparisonId: string;
  readonly candidates: readonly LoadedCandidate[];
  /** Records generated, per record type (held once, shared by every design). */
  readonly records: Readonly<Record<string, number>>;
  readonly ms: number;
}
