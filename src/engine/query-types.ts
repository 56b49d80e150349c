/**
 * The shapes a query goes in and comes out as: options, plan, pages and counters.
 * Plain data only (no classes, no functions), so every value here crosses the worker boundary
 * by structured clone unchanged.
 */
import type { FilterError, Span } from './ast';
import type { Coded } from './coded';
import type { WireEntity } from './entity';

/** How expensive a query is, by how much of the key space it must read (semantics.md §5). */
export type CostClass =
  | 'point'
  | 'range'
  | 'partition-scan'
  | 'multi-partition-scan'
  | 'table-scan'
  | 'empty';

/** One end of a key interval. */
export interface Bound {
  readonly value: string;
  readonly inclusive: boolean;
}

/** An interval of key strings in ordinal order; a null end is unbounded. */
export interface KeyInterval {
  readonly lower: Bound | null;
  readonly upper: Bound | null;
}

/**
 * A region of the table that the service reads entity by entity: every entity whose PartitionKey
 * lies in `partitionKey` and whose RowKey lies in `rowKey`. The RowKey interval only narrows the
 * scan when the PartitionKey interval is a single key; otherwise it is unbounded.
 */
export interface KeyRange {
  readonly partitionKey: KeyInterval;
  readonly rowKey: KeyInterval;
}

/**
 * Where the server splits the table into range partitions; a page of results ends where a scan
 * crosses a split (semantics.md §4, a model assumption). Default: one range, no splits.
 */
export type RangePartitioning =
  | { readonly kind: 'single' }
  | { readonly kind: 'split-at'; readonly partitionKeys: readonly string[] }
  | { readonly kind: 'every-partition' };

/** What a user asks: `$filter`, `$top` (1–1000), `$select`, and the server's range split. */
export interface QueryOptions {
  readonly filter?: string;
  readonly top?: number;
  readonly select?: readonly string[];
  readonly rangePartitioning?: RangePartitioning;
  /**
   * Whether a scan may build the column cache as it goes ('build', the default), or reads columns
   * only where they are built and scans the entities themselves elsewhere ('when-built'). A first
   * scan on a property builds its column for about 220 ms at a million entities, while a direct
   * scan takes a few: a keystroke takes 'when-built', and the worker builds the columns when it
   * is idle (`warmColumns`).
   */
  readonly columns?: 'build' | 'when-built';
}

/** Where the next page starts: the service's NextPartitionKey / NextRowKey headers. */
export interface Continuation {
  readonly nextPartitionKey: string;
  readonly nextRowKey: string;
}

/** A one-click rewrite the planner proposes. */
export interface Suggestion {
  /** What the button says. */
  readonly label: Coded;
  /** The whole filter text after the rewrite (or the first of several queries to issue). */
  readonly filter: string;
  /** Further queries to issue when the advice is to split one query into several. */
  readonly moreQueries?: readonly string[];
}

/** Advice about part of a filter, with the span of text it concerns. */
export interface PlanNote {
  readonly code: string;
  readonly severity: 'info' | 'warning';
  readonly message: Coded;
  readonly span: Span;
  readonly suggestion?: Suggestion;
}

/** What the service would do with a filter, before it reads a single entity. */
export interface Plan {
  readonly costClass: CostClass;
  /** The regions scanned, in key order; empty for the `empty` class. */
  readonly ranges: readonly KeyRange[];
  /**
   * Why this class, citing the rule: one coded sentence after another (the reader's language
   * joins them). The parts it names are highlighted from `seek` and `residual`, not from it.
   */
  readonly explanation: readonly Coded[];
  /** Spans of the comparisons that bound the scan (seek). */
  readonly seek: readonly Span[];
  /** Spans of the parts evaluated on every scanned entity (residual). */
  readonly residual: readonly Span[];
  readonly warnings: readonly PlanNote[];
  /** Modelling choices that drove this result, shown as assumptions, never as fact. */
  readonly assumptions: readonly Coded[];
}

/** Counters for one partition the query touched. */
export interface PartitionStats {
  readonly partitionKey: string;
  readonly scanned: number;
  readonly returned: number;
}

/** Counters for a whole query (all pages). */
export interface QueryStats {
  readonly scanned: number;
  readonly returned: number;
  readonly requests: number;
  readonly partitionsTouched: number;
  /** Estimated payload bytes of the returned entities (semantics.md §1 size formula). */
  readonly bytesReturned: number;
  /** Touched partitions in key order. */
  readonly perPartition: readonly PartitionStats[];
  /**
   * How many such queries per second the busiest partition could serve under the 2,000
   * entities/s scan target; null when nothing is scanned.
   */
  readonly busiestPartitionQueriesPerSecond: number | null;
}

/** One response page: what one request returns. */
export interface QueryPage {
  readonly entities: readonly WireEntity[];
  readonly scanned: number;
  /** Null on the last page. */
  readonly continuation: Continuation | null;
}

/** One request of a query, without its entities (for the timeline and the results' page breaks). */
export interface PageSummary {
  readonly index: number;
  readonly scanned: number;
  readonly returned: number;
  /** The continuation this page ends with; null on the last page. */
  readonly continuation: Continuation | null;
  /** Why the page ended: full (1000 or $top), range-partition boundary, or end of scan. */
  readonly endedBy: 'page-size' | 'boundary' | 'end';
}

/** Plan, counters and page breaks of a query, without materializing its entities. */
export interface QueryAnalysis {
  readonly plan: Plan;
  readonly stats: QueryStats;
  readonly pages: readonly PageSummary[];
}

/** Either a value or the error that stopped it; engine functions never throw on user input. */
export type Outcome<T> =
  | ({ readonly ok: true } & T)
  | { readonly ok: false; readonly error: FilterError };

/** One partition of a table, for the partition map. */
export interface PartitionInfo {
  readonly partitionKey: string;
  readonly count: number;
  readonly firstRowKey: string;
  readonly lastRowKey: string;
}

/** What a query did to one entity: returned it, scanned and rejected it, or never read it. */
export type EntityMark = 'returned' | 'rejected' | 'skipped';

/**
 * The entities of one partition in RowKey order, each marked by what a query did to it, for
 * the key-range strip. Large partitions are sampled evenly down to a limit; `sampled` says so.
 */
export interface PartitionDetail {
  readonly partitionKey: string;
  readonly total: number;
  readonly sampled: boolean;
  readonly rows: readonly { readonly rowKey: string; readonly mark: EntityMark }[];
}
