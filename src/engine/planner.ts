/**
 * The query planner: from a parsed filter to what the service would do before it reads a
 * single entity (semantics.md §5): the cost class, the exact key ranges scanned, which
 * comparisons seek and which are residual, an explanation that cites the rule, warnings with
 * suggested rewrites, and the model assumptions the result depends on.
 */
import type { FilterNode } from './ast';
import { mentionsOnly, plainSpan } from './ast-walk';
import { type Coded, coded } from './coded';
import {
  conjunctsOf,
  intersect,
  isBounded,
  isEmptyInterval,
  type KeyConstraint,
  keyConstraintOf,
  singleKey,
  UNBOUNDED,
} from './key-constraints';
import {
  ASSUME_EMPTY,
  ASSUME_MULTI_PARTITION,
  ASSUME_ORDINAL_KEYS,
  ASSUME_TOP_LEVEL_OR,
} from './plan-assumptions';
import { describeInterval, quote } from './plan-explanation';
import { planNotes } from './plan-notes';
import type { KeyPlan, PlanContext } from './plan-types';
import type { KeyRange, Plan } from './query-types';

export type { KeyPlan, PlanContext } from './plan-types';

const WHOLE_TABLE: KeyRange = { partitionKey: UNBOUNDED, rowKey: UNBOUNDED };

/** Plans a parsed filter (null for the empty filter). Pure: the same input gives the same plan. */
export function planFilter(ast: FilterNode | null, context: PlanContext = {}): Plan {
  return planFromKeys(ast, planKeys(ast), context);
}

/**
 * The plan of a filter whose key plan is already made: the executor needs the key plan's
 * residual nodes too, and planning twice would double the cost of a point query.
 */
export function planFromKeys(
  ast: FilterNode | null,
  keyPlan: KeyPlan,
  context: PlanContext = {},
): Plan {
  const assumptions = new Set(keyPlan.assumptions);
  if (keyPlan.seek.length > 0) assumptions.add(ASSUME_ORDINAL_KEYS);
  return {
    costClass: keyPlan.costClass,
    ranges: keyPlan.ranges,
    explanation: keyPlan.explanation,
    seek: keyPlan.seek.map((n) => plainSpan(n.span)),
    residual: keyPlan.residual.map((n) => plainSpan(n.span)),
    warnings: planNotes(ast, keyPlan, context),
    assumptions: [...assumptions],
  };
}

/** The cost class, ranges, seek and residual parts of a filter (semantics.md §5). */
export function planKeys(ast: FilterNode | null): KeyPlan {
  if (ast === null) {
    return scanAll([coded('engine.planNoFilter')], [], []);
  }
  if (ast.kind === 'or') {
    return scanAll([coded('engine.planTopLevelOr')], [ast], [ASSUME_TOP_LEVEL_OR]);
  }

  const partitionKeys: KeyConstraint[] = [];
  const rowKeys: KeyConstraint[] = [];
  const others: FilterNode[] = [];
  for (const conjunct of conjunctsOf(ast)) {
    const constraint = keyConstraintOf(conjunct);
    if (constraint === null) others.push(conjunct);
    else if (constraint.key === 'PartitionKey') partitionKeys.push(constraint);
    else rowKeys.push(constraint);
  }
  const pk = partitionKeys.reduce((acc, c) => intersect(acc, c.interval), UNBOUNDED);
  const rk = rowKeys.reduce((acc, c) => intersect(acc, c.interval), UNBOUNDED);
  const pkEq = partitionKeys.some((c) => c.node.op === 'eq');
  const rkEq = rowKeys.some((c) => c.node.op === 'eq');
  const residualTail = residualSentence(others.length);
  const explain = (...pieces: (Coded | null)[]): Coded[] =>
    [...pieces, residualTail].filter((p): p is Coded => p !== null);

  if (isEmptyInterval(pk) || isEmptyInterval(rk)) {
    const which = isEmptyInterval(pk) ? 'PartitionKey' : 'RowKey';
    return {
      costClass: 'empty',
      ranges: [],
      explanation: [coded('engine.planEmpty', { property: which })],
      seek: [...partitionKeys, ...rowKeys].map((c) => c.node),
      residual: others,
      assumptions: [ASSUME_EMPTY],
    };
  }

  if (pkEq) {
    const partition = singleKey(pk)!;
    const seek = [...partitionKeys, ...rowKeys].map((c) => c.node);
    const range: KeyRange = { partitionKey: pk, rowKey: rk };
    if (rkEq) {
      return {
        costClass: 'point',
        ranges: [range],
        explanation: explain(
          coded('engine.planPoint', { rowKey: quote(singleKey(rk)!), partition: quote(partition) }),
        ),
        seek,
        residual: others,
        assumptions: [],
      };
    }
    if (isBounded(rk)) {
      return {
        costClass: 'range',
        ranges: [range],
        explanation: explain(
          coded('engine.planRange', {
            interval: describeInterval(rk),
            partition: quote(partition),
          }),
        ),
        seek,
        residual: others,
        assumptions: [],
      };
    }
    const orOverRowKeys = others.some((n) => n.kind === 'or' && mentionsOnly(n, 'RowKey'));
    return {
      costClass: 'partition-scan',
      ranges: [range],
      explanation: explain(
        orOverRowKeys
          ? coded('engine.planPartitionScanOrRowKeys', { partition: quote(partition) })
          : coded('engine.planPartitionScan', { partition: quote(partition) }),
      ),
      seek,
      residual: others,
      assumptions: [],
    };
  }

  // Without `PartitionKey eq`, RowKey comparisons cannot seek: RowKeys are ordered only
  // inside a partition, so they are checked on every scanned entity.
  const residual = [...rowKeys.map((c) => c.node), ...others];
  const rowKeyNote = rowKeys.length > 0 ? coded('engine.planRowKeyNoNarrowing') : null;
  if (isBounded(pk)) {
    return {
      costClass: 'multi-partition-scan',
      ranges: [{ partitionKey: pk, rowKey: UNBOUNDED }],
      explanation: explain(
        coded('engine.planMultiPartition', { interval: describeInterval(pk) }),
        rowKeyNote,
      ),
      seek: partitionKeys.map((c) => c.node),
      residual,
      assumptions: [ASSUME_MULTI_PARTITION],
    };
  }
  const why =
    rowKeys.length > 0
      ? coded('engine.planRowKeyWithoutPartitionKey')
      : coded('engine.planNoPartitionKeyEq');
  return scanAll(explain(why), residual, []);
}

function scanAll(
  explanation: readonly Coded[],
  residual: FilterNode[],
  assumptions: readonly Coded[],
): KeyPlan {
  return {
    costClass: 'table-scan',
    ranges: [WHOLE_TABLE],
    explanation,
    seek: [],
    residual,
    assumptions,
  };
}

/** The sentence on the conditions checked entity by entity, or null when there are none. */
function residualSentence(n: number): Coded | null {
  if (n === 0) return null;
  return n === 1 ? coded('engine.planResidualOne') : coded('engine.planResidual', { count: n });
}
