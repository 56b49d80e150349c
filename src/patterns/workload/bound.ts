/**
 * How a pattern's result grows with the data, inferred from the check: one record when its intent
 * pins with `eq` a property no two records share (the worker reads that from the records), at
 * most `$top` records when it has one, and otherwise the share of the records it selected at the
 * measured size. The user may set another bound; the inference says why it chose its own.
 */
import type { AccessPattern, Matrix } from '../types';
import { WORKLOAD_MESSAGES } from './messages';
import type { InferredBound, ResultBound } from './types';

/** The bound the data suggests for the pattern at `row` of the matrix. */
export function inferBound(matrix: Matrix, row: number, pattern: AccessPattern): InferredBound {
  const pinned = matrix.pinned?.[row] ?? null;
  if (pinned !== null && pinned.atMost === undefined) {
    return {
      patternId: pattern.id,
      bound: { kind: 'one' },
      reason: WORKLOAD_MESSAGES.boundOne(pinned.property),
    };
  }
  const top = pattern.top ?? Number.POSITIVE_INFINITY;
  if (pinned?.atMost !== undefined && pinned.atMost <= top) {
    return {
      patternId: pattern.id,
      bound: { kind: 'at-most', n: pinned.atMost },
      reason: WORKLOAD_MESSAGES.boundRange(pinned.property, pinned.atMost),
    };
  }
  if (pattern.top !== undefined) {
    return {
      patternId: pattern.id,
      bound: { kind: 'at-most', n: pattern.top },
      reason: WORKLOAD_MESSAGES.boundAtMost(pattern.top),
    };
  }
  const records = matrix.records[pattern.recordType] ?? 0;
  const intended = matrix.cells[row]?.find((c) => c.verdict !== 'error')?.intended ?? 0;
  const share = records === 0 ? 0 : intended / records;
  return {
    patternId: pattern.id,
    bound: { kind: 'share', share },
    reason: WORKLOAD_MESSAGES.boundShare(share),
  };
}

/** Whether a bound is one the model can use (a hostile or mistyped one is not). */
export function validBound(bound: ResultBound): boolean {
  switch (bound.kind) {
    case 'one':
      return true;
    case 'at-most':
      return Number.isInteger(bound.n) && bound.n >= 1;
    case 'share':
      return Number.isFinite(bound.share) && bound.share >= 0 && bound.share <= 1;
  }
}
