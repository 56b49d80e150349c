/**
 * Judging a challenge on the loaded table: query and design checks need only the table and the
 * design's figures; `records` and `write-load` checks also need the records behind the entities,
 * and are judged by the access-pattern check (judge-records.ts).
 */
import type { DesignMetrics } from '../design';
import type { Coded, QueryOptions, Table } from '../engine';
import { queryFacts } from './facts';
import { judgesQuery } from './goal';
import { judgeQuery } from './judge-query';
import { type LessonComparison, recordsReasons, writeLoadReasons } from './judge-records';
import type { Check } from './types';
import { type Verdict, type VerdictReason, verdictOf } from './verdict';

/**
 * What a check is judged on: the table the explorer shows, its design's figures, the query, and
 * (asked only by the checks that need it) the design loaded over its records.
 */
export interface Attempt {
  readonly table: Table;
  readonly metrics: DesignMetrics;
  readonly query: QueryOptions;
  readonly records?: () => LessonComparison | Coded;
}

/**
 * The verdict of a check on an attempt. An answer that fails while its filter compares a
 * property with a literal of another type says that first: it is why nothing matched.
 */
export function judge(check: Check, attempt: Attempt): Verdict {
  const reasons = reasonsOf(check, attempt);
  if (reasons.length === 0 || !judgesQuery(check)) return verdictOf(reasons);
  const facts = queryFacts(attempt.table, attempt.query);
  const types: VerdictReason[] = facts.ok
    ? facts.facts.typeMismatches.map((m) => ({ code: 'TYPE_MISMATCH', ...m }))
    : [];
  return verdictOf([...types, ...reasons]);
}

function reasonsOf(check: Check, attempt: Attempt): VerdictReason[] {
  switch (check.kind) {
    case 'all':
      return check.checks.flatMap((c) => reasonsOf(c, attempt));
    case 'query':
      return queryReasons(check, attempt);
    case 'design':
      return designReasons(check, attempt.metrics);
    case 'records':
    case 'write-load': {
      const comparison = attempt.records?.();
      if (comparison === undefined) return [{ code: 'RECORDS_UNKNOWN' }];
      if ('code' in comparison) return [{ code: 'NOT_CHECKED', why: comparison }];
      return check.kind === 'records'
        ? recordsReasons(check, comparison, attempt.query, attempt.table)
        : writeLoadReasons(check, comparison);
    }
  }
}

function queryReasons(check: Extract<Check, { kind: 'query' }>, attempt: Attempt): VerdictReason[] {
  const mine = queryFacts(attempt.table, attempt.query);
  if (!mine.ok) return [{ code: 'FILTER_ERROR', message: mine.error.message }];
  let reference = null;
  if (check.sameAs !== undefined) {
    const theirs = queryFacts(attempt.table, { filter: check.sameAs });
    // A reference that does not parse is a bug in the lesson; the lesson tests rule it out.
    if (!theirs.ok) return [{ code: 'FILTER_ERROR', message: theirs.error.message }];
    reference = theirs.facts;
  }
  if (check.firstPage !== undefined) {
    const first = mine.facts.pageSizes[0] ?? 0;
    const facts = { ...mine.facts, keys: mine.facts.keys.slice(0, first) };
    const wanted =
      reference === null ? null : { ...reference, keys: reference.keys.slice(0, check.firstPage) };
    return [...judgeQuery(check, facts, wanted).reasons];
  }
  return [...judgeQuery(check, mine.facts, reference).reasons];
}

function designReasons(
  check: Extract<Check, { kind: 'design' }>,
  metrics: DesignMetrics,
): VerdictReason[] {
  const type = metrics.recordTypes.find((t) => t.recordType === check.recordType);
  if (type === undefined) return [{ code: 'NO_RECORDS', recordType: check.recordType }];
  const reasons: VerdictReason[] = [];
  if (check.oneTransaction === true && !type.oneTransaction) {
    reasons.push({ code: 'NOT_ONE_TRANSACTION', recordType: check.recordType });
  }
  if (
    check.maxEntitiesPerRecord !== undefined &&
    type.entitiesPerRecord > check.maxEntitiesPerRecord
  ) {
    reasons.push({
      code: 'TOO_MANY_COPIES',
      max: check.maxEntitiesPerRecord,
      got: type.entitiesPerRecord,
    });
  }
  return reasons;
}
