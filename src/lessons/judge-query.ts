/**
 * Judging a `query` check: compares the facts of the learner's query with the check's demands
 * and, when it names one, with the facts of the reference query on the same table.
 */
import type { Coded } from '../engine';
import type { QueryFacts } from './facts';
import { nameOf, shownEntity } from './names';
import type { Check } from './types';
import { type Verdict, type VerdictReason, verdictOf } from './verdict';

type QueryCheck = Extract<Check, { kind: 'query' }>;

/** The verdict on an attempt's facts; `reference` is the `sameAs` query's facts, when set. */
export function judgeQuery(
  check: QueryCheck,
  attempt: QueryFacts,
  reference: QueryFacts | null,
): Verdict {
  const reasons: VerdictReason[] = [];
  if (check.costClass !== undefined && !check.costClass.includes(attempt.costClass)) {
    reasons.push({ code: 'COST_CLASS', expected: check.costClass, got: attempt.costClass });
  }
  if (reference !== null) reasons.push(...sameEntities(attempt, reference));
  if (check.maxRequests !== undefined && attempt.requests > check.maxRequests) {
    reasons.push({ code: 'TOO_MANY_REQUESTS', max: check.maxRequests, got: attempt.requests });
  }
  if (check.maxReturned !== undefined && attempt.returned > check.maxReturned) {
    reasons.push({ code: 'TOO_MANY_RETURNED', max: check.maxReturned, got: attempt.returned });
  }
  if (check.maxPageSize !== undefined) {
    const largest = Math.max(0, ...attempt.pageSizes);
    if (largest > check.maxPageSize) {
      reasons.push({ code: 'PAGE_TOO_LARGE', max: check.maxPageSize, got: largest });
    }
  }
  if (check.select !== undefined) {
    const expected = [...check.select].sort();
    if (expected.join('\n') !== attempt.properties.join('\n')) {
      reasons.push({ code: 'PROPERTIES', expected, got: attempt.properties });
    }
  }
  return verdictOf(reasons);
}

/** The entity of `key` in `facts`, named as the learner sees it in the results. */
function named(facts: QueryFacts, key: string): Coded {
  const entity = facts.entities.get(key);
  if (entity === undefined) return nameOf(() => undefined);
  const keys = { pk: String(entity.PartitionKey), rk: String(entity.RowKey) };
  return nameOf(shownEntity(entity), keys);
}

/**
 * The differences between two lists of entities: missing, extra, twice, then order. Order is
 * only judged when the sets agree, since a missing entity already shifts every position.
 */
function sameEntities(mine: QueryFacts, theirs: QueryFacts): VerdictReason[] {
  const got = mine.keys;
  const expected = theirs.keys;
  const reasons: VerdictReason[] = [];
  const want = new Set(expected);
  const seen = new Set<string>();
  const extra: string[] = [];
  for (const key of got) {
    if (seen.has(key)) {
      if (!reasons.some((r) => r.code === 'DUPLICATE'))
        reasons.push({ code: 'DUPLICATE', example: named(mine, key) });
    } else if (!want.has(key)) extra.push(key);
    seen.add(key);
  }
  const missing = expected.filter((key) => !seen.has(key));
  if (missing.length > 0)
    reasons.unshift({
      code: 'MISSING',
      count: missing.length,
      example: named(theirs, missing[0]!),
    });
  if (extra.length > 0) {
    reasons.push({ code: 'EXTRA', count: extra.length, example: named(mine, extra[0]!) });
  }
  if (reasons.length === 0) {
    const at = got.findIndex((key, i) => key !== expected[i]);
    if (at >= 0) reasons.push({ code: 'ORDER', at });
  }
  return reasons;
}
