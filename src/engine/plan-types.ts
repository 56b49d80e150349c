/**
 * The planner's own types, apart from the planner so that the notes module (which the planner
 * calls) can name them without importing the planner back.
 */
import type { CompareNode, FilterNode } from './ast';
import type { Coded } from './coded';
import type { EdmType } from './edm';
import type { KeyShape } from './key-shape';
import type { CostClass, KeyRange } from './query-types';

/** What the planner may know about the table, for warnings only: it never changes the class. */
export interface PlanContext {
  /** How many entities store each property under each Edm type (describeProperties). */
  readonly propertyTypes?: Readonly<Record<string, Partial<Record<EdmType, number>>>>;
  /** How the key design makes keys from properties (one entry per key of each entity set). */
  readonly keyShapes?: readonly KeyShape[];
  /**
   * For a key that holds digit-only values of several lengths (unpadded numbers), the width to
   * zero-pad them to; absent or null when the key's numbers are padded or there are none.
   */
  readonly unpaddedKeys?: {
    readonly partitionKey?: number | null;
    readonly rowKey?: number | null;
  };
}

/** The key-level outcome of planning, before notes: what is read and why. */
export interface KeyPlan {
  readonly costClass: CostClass;
  readonly ranges: readonly KeyRange[];
  /** Why this class, sentence by sentence. */
  readonly explanation: readonly Coded[];
  /** The comparisons that bound the scan. */
  readonly seek: readonly CompareNode[];
  /** The conjuncts evaluated on every scanned entity. */
  readonly residual: readonly FilterNode[];
  readonly assumptions: readonly Coded[];
}
