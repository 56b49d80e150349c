/**
 * A check's verdict: passed, or the reasons it did not, as codes with parameters so the
 * language catalogue can say them in any language.
 */
import type { Coded, CodedParam, CostClass } from '../engine';

/** Why an attempt did not pass (or, for `passed`, that it did). */
export type VerdictReason =
  | {
      readonly code: 'COST_CLASS';
      readonly expected: readonly CostClass[];
      readonly got: CostClass;
    }
  | { readonly code: 'MISSING'; readonly count: number; readonly example: CodedParam }
  | { readonly code: 'EXTRA'; readonly count: number; readonly example: CodedParam }
  | { readonly code: 'DUPLICATE'; readonly example: CodedParam }
  | { readonly code: 'ORDER'; readonly at: number }
  | { readonly code: 'TOO_MANY_REQUESTS'; readonly max: number; readonly got: number }
  | { readonly code: 'TOO_MANY_RETURNED'; readonly max: number; readonly got: number }
  | { readonly code: 'PAGE_TOO_LARGE'; readonly max: number; readonly got: number }
  | {
      readonly code: 'PROPERTIES';
      readonly expected: readonly string[];
      readonly got: readonly string[];
    }
  | { readonly code: 'FILTER_ERROR'; readonly message: Coded }
  /** A literal of another type than the property stores, so it matches nothing (`why`). */
  | { readonly code: 'TYPE_MISMATCH'; readonly literal: string; readonly why: Coded }
  | { readonly code: 'NO_RECORDS'; readonly recordType: string }
  | { readonly code: 'NOT_ONE_TRANSACTION'; readonly recordType: string }
  | { readonly code: 'TOO_MANY_COPIES'; readonly max: number; readonly got: number }
  | {
      readonly code: 'HOT_PARTITION';
      readonly max: number;
      readonly got: number;
      readonly partition: string;
    }
  | { readonly code: 'NOT_CHECKED'; readonly why: Coded }
  | { readonly code: 'NO_DESIGN' }
  /**
   * It passes on the learner's sample but not on another of the same recipe (`seed`, `size`)
   * where the reference passes: written for the rows on screen. `there` is what goes wrong.
   */
  | {
      readonly code: 'ONLY_THESE_ROWS';
      readonly seed: number;
      readonly size: number;
      readonly there: VerdictReason;
    }
  | { readonly code: 'RECORDS_UNKNOWN' };

/** The verdict on one attempt. */
export interface Verdict {
  readonly passed: boolean;
  /** Empty when passed. */
  readonly reasons: readonly VerdictReason[];
}

/** A verdict from the reasons found: passed when there are none. */
export function verdictOf(reasons: readonly VerdictReason[]): Verdict {
  return { passed: reasons.length === 0, reasons };
}
