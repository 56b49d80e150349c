/**
 * A design's answer to a pattern, in one shape: its queries' `$filter` templates and how a client
 * merges them. A single `$filter` is a one-query answer whose merge never comes into play.
 */
import type { DesignAnswer, QueryMerge } from './types';

/** The answer's queries as filter templates, and their merge. */
export interface AnswerQueries {
  readonly filters: readonly string[];
  /** Each query's table template; undefined for the design's one table. */
  readonly tables: readonly (string | undefined)[];
  readonly merge: QueryMerge;
  /** Whether the answer was written as several queries (a list of one stays a list). */
  readonly several: boolean;
}

/** Reads an answer in either form. */
export function answerQueries(answer: DesignAnswer): AnswerQueries {
  if (typeof answer === 'string') {
    return { filters: [answer], tables: [undefined], merge: 'in-order', several: false };
  }
  return {
    filters: answer.queries.map((q) => q.filter),
    tables: answer.queries.map((q) => q.table),
    merge: answer.merge,
    several: true,
  };
}

/** Whether an answer asks nothing: no query, or only blank ones. */
export function isBlankAnswer(answer: DesignAnswer | undefined): boolean {
  if (answer === undefined) return true;
  return answerQueries(answer).filters.every((f) => f.trim() === '');
}

/** Two answers alike (same queries, same merge). */
export function sameAnswer(a: DesignAnswer | undefined, b: DesignAnswer | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const x = answerQueries(a);
  const y = answerQueries(b);
  return (
    x.several === y.several &&
    x.merge === y.merge &&
    x.filters.length === y.filters.length &&
    x.filters.every((f, i) => f === y.filters[i] && x.tables[i] === y.tables[i])
  );
}
