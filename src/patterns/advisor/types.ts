/**
 * The advisor's answers as plain data (they cross the worker boundary by structured clone): the
 * designs it proposes, ranked, with what each costs and why, and what the search covered.
 */
import type { Design } from '../../design';
import type { Coded, CostClass } from '../../engine';
import type { DesignAnswer, WriteLoadSettings } from '../types';
import type { Assumptions, PriceSheet, Workload } from '../workload/types';

/** The guide's moves the search makes designs from. */
export type AdvisorMove = 'keys' | 'copy' | 'intra-copy' | 'index' | 'series' | 'buckets';

/** What the search ranks by: the workload, the prices, and the write load to hold. */
export interface AdviceSettings {
  readonly workload?: Workload;
  /** The write load the designs must hold (the scenario's), when one is asked. */
  readonly writeLoad?: WriteLoadSettings;
  readonly prices: PriceSheet;
  readonly assumptions?: Assumptions;
  /** The projection's record count, null: as loaded. */
  readonly scale: number | null;
  /** The most candidates built (default 400). */
  readonly limit?: number;
  /** Records per type the search builds over; more are sampled, the best few confirmed on all (default 1,000). */
  readonly sample?: number;
  /** How many designs the short list keeps (default 5). */
  readonly keep?: number;
}

/** One proposed design, proven by the check on every pattern, with its figures. */
export interface ProposedDesign {
  readonly id: string;
  readonly design: Design;
  /** Each pattern's answer on this design (the advisor's proposed queries), by pattern id. */
  readonly answers: Readonly<Record<string, DesignAnswer>>;
  /** Each pattern's cost class on this design, by pattern id. */
  readonly classes: Readonly<Record<string, CostClass>>;
  /** Each pattern's requests on this design (its proposed query's, index point reads included), by pattern id. */
  readonly requests: Readonly<Record<string, number>>;
  /** Money a month for the workload, in the price sheet's currency; and its parts. */
  readonly monthly: {
    readonly total: number;
    readonly reads: number;
    readonly writes: number;
    readonly storage: number;
  };
  /** Entities written per new record (write amplification). */
  readonly writesPerRecord: number;
  /** Stored GB at the production size. */
  readonly storageGb: number;
  /** The busiest partition's headroom at the workload's peak, entities a second (negative: over). */
  readonly headroom: number | null;
  /** Whether the write load asked holds (null when none was asked). */
  readonly writeLoadHolds: boolean | null;
  /** One plain sentence per choice the design makes (per entity set, in order). */
  readonly reasons: readonly Coded[];
  /** Per entity set, the ids of the patterns whose answers read it (the sentences' `patterns`). */
  readonly served: readonly (readonly string[])[];
  readonly moves: readonly AdvisorMove[];
  /** How many of its sets some pattern's answer reads. */
  readonly usedSets: number;
}

/** A candidate on the Pareto picture: cost a month against writes per new record. */
interface AdvicePoint {
  readonly id: string;
  /** The design's name (its keys), which the short list's designs share. */
  readonly design: string;
  readonly monthly: number;
  readonly writesPerRecord: number;
  /** In the short list. */
  readonly listed: boolean;
}

/** What the advisor found: the short list, and what the search covered and could not do. */
export interface Advice {
  /** Candidate designs built and checked. */
  readonly candidates: number;
  /** Of them, those that pass every pattern (and hold the write load asked). */
  readonly passing: number;
  readonly moves: readonly AdvisorMove[];
  /** The best few, cheapest first. */
  readonly best: readonly ProposedDesign[];
  /** Every passing candidate, for the Pareto picture. */
  readonly points: readonly AdvicePoint[];
  /** Patterns no candidate serves without reading the whole table, each with the reason. */
  readonly unserved: readonly { readonly patternId: string; readonly reason: Coded }[];
  /** What the ranking assumed beyond the workload (a write stream it added, say). */
  readonly assumptions: readonly Coded[];
  /** Records loaded, of every type: the short list's figures are over all of them. */
  readonly records: number;
  /** Records the search built its candidates over when it sampled (the picture's figures), or null. */
  readonly sampled: number | null;
  /** The reader stopped the search: what was built so far is ranked, unconfirmed on all the records. */
  readonly cancelled: boolean;
  readonly ms: number;
}
