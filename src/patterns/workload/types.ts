/**
 * The workload model's shapes: how often each access pattern runs and how its result grows, the
 * write patterns, the assumptions the model rests on and the price sheet; and what the model
 * answers from them. Plain data (no classes, no functions, no bigint): the settings travel in
 * share links and the autosave, and the answers are computed on whichever side holds the matrix.
 */
import type { EntitySetKind } from '../../design';
import type { Coded, CostClass } from '../../engine';

/**
 * How many records a pattern returns at any size: exactly one (the intent pins a property unique
 * in the data), at most `n`, or a share (0..1) of its record type's records.
 */
export type ResultBound =
  | { readonly kind: 'one' }
  | { readonly kind: 'at-most'; readonly n: number }
  | { readonly kind: 'share'; readonly share: number };

/** The bound the data suggests for a pattern, and why. */
export interface InferredBound {
  readonly patternId: string;
  readonly bound: ResultBound;
  /** Why this bound, in the reader's words (which property pins it, or the share measured). */
  readonly reason: Coded;
}

/** How often one read pattern runs, and (when the user set it) how its result grows. */
export interface PatternLoad {
  readonly patternId: string;
  /** Calls per second on average. */
  readonly perSecond: number;
  /** Calls per second at the busiest time (at least the average). */
  readonly peakPerSecond: number;
  /** The user's bound; absent means the inferred one. */
  readonly bound?: ResultBound;
}

/** What a write pattern does to each record it touches. */
export type WriteKind = 'insert' | 'update' | 'delete';

/** A stream of writes of one record type. */
export interface WritePattern {
  readonly id: string;
  readonly name: string;
  readonly recordType: string;
  readonly kind: WriteKind;
  /** Records written per second (average). */
  readonly perSecond: number;
  /** Updates: the record properties that change (an entity whose keys or values use one is rewritten). */
  readonly changes?: readonly string[];
}

/** The workload: read rates, production record counts and write streams. */
export interface Workload {
  readonly reads: readonly PatternLoad[];
  /** Production records per record type; a type absent here takes the scale (or the loaded count). */
  readonly records?: Readonly<Record<string, number>>;
  readonly writes: readonly WritePattern[];
  /** Zipf exponent of the parameter values for heat; absent or 0: drawn as in the data. */
  readonly skew?: number;
}

/** The model's assumptions, every one visible and editable (docs/access-patterns.md). */
export interface Assumptions {
  /** Entities a partition server reads per second while scanning (not documented). */
  readonly scanRate: number;
  /**
   * What the scan rate rests on when it was measured on a live table (*Run on the live table*):
   * the pages, the entities the model says they scanned and the time they took. Kept only while
   * the scan rate is that measurement; not carried in the link (a link's scan rate is the
   * reader's figure).
   */
  readonly scanRateMeasured?: ScanRateMeasurement;
  /** One request's round trip, milliseconds (a client in the same region). */
  readonly roundTripMs: number;
  /** Point reads a client issues at once when following index entities. */
  readonly parallelReads: number;
}

/** A scan rate measured on a live table: entities a second, over `pages` pages of `scanned` entities in `ms`. */
interface ScanRateMeasurement {
  readonly rate: number;
  readonly pages: number;
  readonly scanned: number;
  readonly ms: number;
}

/** Storage redundancy options priced by the sheet. */
export type Redundancy = 'LRS' | 'ZRS' | 'GRS' | 'RA-GRS';

/** An editable price sheet: per 10,000 transactions and per GB-month, by redundancy. */
export interface PriceSheet {
  /** ISO 4217 code of every price, e.g. 'USD'. */
  readonly currency: string;
  readonly redundancy: Redundancy;
  readonly perTenThousand: Readonly<Record<Redundancy, number>>;
  readonly perGbMonth: Readonly<Record<Redundancy, number>>;
  /** When the example prices were read (ISO date): shown beside them. */
  readonly asOf: string;
  /**
   * How an entity group transaction is billed: as the one request it is ('request', the
   * default), or as one transaction per operation in it ('operation').
   */
  readonly batchBilling: 'request' | 'operation';
  /** Cosmos DB for Table, provisioned throughput: per 100 RU/s a month, and per GB-month. */
  readonly cosmosPer100RuMonth?: number;
  readonly cosmosPerGbMonth?: number;
}

/** One design's cost a month for a workload. */
export interface DesignCost {
  readonly designId: string;
  /** Whether every pattern's cell on the design passes (a design that answers wrongly is no bargain). */
  readonly correct: boolean;
  /** Billed transactions a month: reads (query requests and index point reads) and writes. */
  readonly readTransactions: number;
  readonly writeTransactions: number;
  /** Stored GB (2^30 bytes) at the production size, by the size formula. */
  readonly storageGb: number;
  /** Money a month, in the sheet's currency. */
  readonly reads: number;
  readonly writes: number;
  readonly storage: number;
  readonly total: number;
}

/** Every design's cost a month, and which correct design is cheapest. */
export interface WorkloadCost {
  readonly designs: readonly DesignCost[];
  /** The cheapest design whose cells all pass, or null when none does. */
  readonly cheapest: string | null;
  /** Seconds in the month the rates are multiplied by (730 hours). */
  readonly secondsPerMonth: number;
}

/** How one entity set of a design grows, inferred from the loaded records and their first half. */
export interface SetGrowth {
  /** Position in the design's entity sets (the compiled set index). */
  readonly set: number;
  readonly name: string;
  readonly kind: EntitySetKind;
  readonly recordType: string;
  /** Entities of the set over all records, and over the first half of its type's records. */
  readonly entities: { readonly full: number; readonly half: number };
  /** Distinct PartitionKeys of the set, at the same two sizes. */
  readonly partitions: { readonly full: number; readonly half: number };
  /**
   * How a partition's entity count grows with the data, as an exponent: 1 when the partitions
   * keep their number and grow (a department, an hour of a fixed day), 0 when they multiply and
   * stay small (an employee).
   */
  readonly partitionGrowth: number;
  /** Index and series sets: how an entity's list grows with the data, as an exponent (0..1). */
  readonly listGrowth: number;
  /** The longest RowKey of the set, in characters (Cosmos DB for Table allows 255 bytes). */
  readonly longestRowKey?: number;
  /** The set's largest partition: its key and the set's entities in it. */
  readonly largestPartition: { readonly partitionKey: string; readonly entities: number } | null;
  /** The largest entity of the set: bytes by the size formula, custom properties, list entries. */
  readonly largest: {
    readonly bytes: number;
    readonly properties: number;
    readonly entries: number;
    /** Characters of the index list property (a String holds 32,768 at most). */
    readonly listChars: number;
  } | null;
}

/** One design's growth, inferred at load from the records at two sizes. */
export interface DesignGrowth {
  readonly designId: string;
  /** Records per type at the two sizes the inference compared. */
  readonly records: Readonly<Record<string, { readonly full: number; readonly half: number }>>;
  readonly sets: readonly SetGrowth[];
}

/** Which documented rule or model assumption made a projected figure. */
export type ProjectionRule =
  | 'bound-one'
  | 'bound-at-most'
  | 'bound-share'
  | 'scan-point'
  | 'scan-empty'
  | 'scan-top'
  | 'scan-range'
  | 'scan-fixed-partition'
  | 'scan-growing-partitions'
  | 'scan-table'
  | 'requests-pages'
  | 'requests-time-limit'
  | 'requests-partitions'
  | 'requests-queries'
  | 'requests-index-reads';

/** A limit an index or series entity would pass at the projected size. */
export interface EntityLimitFlag {
  readonly set: string;
  readonly limit: 'entity-size' | 'properties' | 'string-length';
  /** The projected figure (bytes, properties or characters) and the limit. */
  readonly projected: number;
  readonly max: number;
  /** Records of the type at which the limit is reached, by the same growth. */
  readonly atRecords: number;
}

/** One pattern × design projected to the production size, per call. */
export interface CallProjection {
  readonly patternId: string;
  readonly designId: string;
  /** Records the call delivers. */
  readonly returned: number;
  /** Entities the call reads: the query's scan plus one per index point read. */
  readonly scanned: number;
  /** Requests: the query's pages plus the index point reads. */
  readonly requests: number;
  /** Index point reads (included in scanned and requests). */
  readonly indexReads: number;
  readonly latencyMs: number;
  readonly costClass: CostClass;
  /** Rules that made the figures: returned, scanned, requests (in that order). */
  readonly rules: readonly ProjectionRule[];
  /** The rules in the reader's words, with their figures. */
  readonly why: readonly Coded[];
  readonly flags: readonly EntityLimitFlag[];
}

/** What one entity set does for one record of a write pattern. */
export type SetWriteOp =
  /** Nothing: the set's entity neither moves nor carries a changed property. */
  | 'none'
  | 'insert'
  | 'delete'
  /** A merge of the changed properties into the entity. */
  | 'merge'
  /** The entity's key changes: the old one is deleted and a new one inserted. */
  | 'move'
  /** An index entity's list is read, changed and written back (a point read, then a replace). */
  | 'list'
  /** An index entity's key changes: the record leaves one list and joins another. */
  | 'list-move';

/** One entity set's part in a write. */
export interface SetWrite {
  readonly set: string;
  readonly op: SetWriteOp;
  /** Entity operations (inserts, merges, replaces, deletes). */
  readonly operations: number;
  /** Point reads before the write (an index list is read before it is written back). */
  readonly reads: number;
  /** Whether the operations land in the record's primary partition. */
  readonly samePartition: boolean;
  /** Bytes the operations send (the size formula's average entity of the set). */
  readonly bytes: number;
}

/** One write pattern on one design: what a record costs, and what the stream costs a second. */
export interface WriteCost {
  readonly writeId: string;
  readonly designId: string;
  readonly sets: readonly SetWrite[];
  /** Entity operations per record. */
  readonly operations: number;
  readonly reads: number;
  /** Whether one entity group transaction carries a record's operations. */
  readonly oneTransaction: boolean;
  /** Why not, when not: several partitions, more than 100 operations, more than 4 MiB. */
  readonly why: readonly Coded[];
  /** Requests per record: batches (or single operations) plus the reads. */
  readonly requests: number;
  /** Billed transactions per record (a batch is one; docs/access-patterns.md). */
  readonly transactions: number;
  /** The same, per second at the pattern's rate. */
  readonly operationsPerSecond: number;
  readonly requestsPerSecond: number;
}

/** Each record type's property names, by type name (an update's changes are checked against them). */
export type RecordTypeNames = Readonly<Record<string, readonly string[]>>;

/**
 * What heats a partition and its entities a second there: a read pattern, a write pattern, or
 * the arriving records of the write load (`id` 'arrival': their busiest second, measured over
 * the data's own arrival order).
 */
export interface HeatSource {
  readonly kind: 'read' | 'write' | 'arrival';
  readonly id: string;
  readonly rate: number;
}

/** The busiest partition of one entity set (or of sets sharing it), at the workload's peak. */
export interface PartitionHeat {
  /** The sets whose entities share this partition. */
  readonly sets: readonly string[];
  /** The measured largest partition's key: an example of the busiest one. */
  readonly partitionKey: string;
  /** Entities a second read (scanned) and written there. */
  readonly reads: number;
  readonly writes: number;
  readonly total: number;
  /** The target less the total: negative when over it. */
  readonly headroom: number;
  /** The share of calls and writes that land in this partition (the busiest), 0..1. */
  readonly share: number;
  /** The sources, hottest first. */
  readonly sources: readonly HeatSource[];
}

/** One design's heat: its busiest partitions and the account. */
export interface DesignHeat {
  readonly designId: string;
  /** Hottest first (a few). */
  readonly partitions: readonly PartitionHeat[];
  /** Requests a second to the account (its target is 20,000 transactions a second). */
  readonly account: { readonly reads: number; readonly writes: number; readonly total: number };
  /** Both targets held. */
  readonly passes: boolean;
}

/** Every design's heat at the workload's peak, against the scalability targets. */
export interface Heat {
  /** 2,000 entities a second per partition; 20,000 per account. */
  readonly partitionTarget: number;
  readonly accountTarget: number;
  /** The Zipf exponent the parameter values were skewed with (0: drawn as in the data). */
  readonly skew: number;
  readonly designs: readonly DesignHeat[];
}

/** One design on Azure Cosmos DB for Table, as an estimate (workload/cosmos.ts). */
export interface CosmosEstimate {
  readonly designId: string;
  /** Request units a second the workload asks on average and at its peak. */
  readonly averageRuPerSecond: number;
  readonly peakRuPerSecond: number;
  /** The throughput to provision: the peak, in steps of 100 RU/s, at least 400. */
  readonly provisioned: number;
  readonly storageGb: number;
  /** Money a month: throughput and storage, in the sheet's currency. */
  readonly throughput: number;
  readonly storage: number;
  readonly total: number;
  /** What differs on Cosmos DB for Table and matters to this design. */
  readonly notes: readonly Coded[];
}
