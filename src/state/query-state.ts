/**
 * Where the current query stands, as one value: nothing asked yet, running, answered, or failed
 * (in the filter, in `$top` / `$select`, or in the engine), always with the last good analysis
 * beside it, so the plan and pictures stay on screen while the next answer is awaited or the
 * filter has an error. The controller moves it with the transitions below; the UI derives what
 * it shows with the selectors, never from flags of its own.
 */
import type { Coded, FilterError, QueryAnalysis } from '../engine';
import type { AnswerPhase } from './answer';

/** The last query the engine answered: what the plan, pictures and results show. */
export interface AnalyzedQuery {
  /** The filter text the analysis answers (the editor may be ahead of it). */
  readonly filter: string;
  readonly analysis: QueryAnalysis;
  /** Milliseconds the worker spent on it (engine time only). */
  readonly ms: number;
}

/** Why a query has no answer of its own. */
export type QueryFailure =
  /** The filter text does not parse or check: the error has a span to underline. */
  | { readonly kind: 'filter'; readonly error: FilterError }
  /** `$top` or `$select` is invalid: no span in the filter. */
  | { readonly kind: 'option'; readonly message: Coded }
  /** An unexpected engine failure (a bug, not user input). */
  | { readonly kind: 'engine'; readonly message: Coded };

/** How the newest settled query ended; `idle` before any has. */
type QueryOutcome =
  | { readonly phase: 'idle' }
  | { readonly phase: 'ready' }
  | ({ readonly phase: 'failed' } & QueryFailure);

/**
 * The query's state. While `running`, `previous` is the outcome still on screen (an error stays
 * underlined until the next answer replaces it, so it does not flicker per keystroke).
 */
export type QueryState = (
  | QueryOutcome
  | { readonly phase: 'running'; readonly previous: QueryOutcome }
) & {
  /** The last good analysis, kept while running and in error; null before any or after a new load. */
  readonly last: AnalyzedQuery | null;
};

/** The state before anything was asked. */
export const IDLE_QUERY: QueryState = { phase: 'idle', last: null };

/** The outcome on screen: the settled state itself, or the one a running query will replace. */
function outcomeOf(query: QueryState): QueryOutcome {
  if (query.phase === 'running') return query.previous;
  const { last: _last, ...outcome } = query;
  return outcome;
}

/** A new query was sent to the engine. */
export function queryRunning(query: QueryState): QueryState {
  return { phase: 'running', previous: outcomeOf(query), last: query.last };
}

/** The engine answered the newest query. */
export function queryAnswered(last: AnalyzedQuery): QueryState {
  return { phase: 'ready', last };
}

/** The newest query failed; the last good analysis stays. */
export function queryFailed(query: QueryState, failure: QueryFailure): QueryState {
  return { phase: 'failed', ...failure, last: query.last };
}

/**
 * Something beside the analysis failed (a page of rows, a filter rewrite): it becomes the
 * outcome on screen, and a query in flight still runs and will replace it when it answers.
 */
export function failureNoted(query: QueryState, failure: QueryFailure): QueryState {
  const outcome: QueryOutcome = { phase: 'failed', ...failure };
  return query.phase === 'running'
    ? { phase: 'running', previous: outcome, last: query.last }
    : { ...outcome, last: query.last };
}

/** No answer is coming for the running query (a new load cancelled it). */
export function querySettled(query: QueryState): QueryState {
  return { ...outcomeOf(query), last: query.last };
}

/** The dataset was replaced or lost: the last analysis no longer describes it. */
export function queryForgotten(query: QueryState): QueryState {
  return { ...query, last: null };
}

/** The failure on screen, if any. */
function failureOf(query: QueryState): QueryFailure | null {
  const outcome = outcomeOf(query);
  return outcome.phase === 'failed' ? outcome : null;
}

/** The filter error to underline and explain, or null. */
export function filterErrorOf(query: QueryState): FilterError | null {
  const failure = failureOf(query);
  return failure?.kind === 'filter' ? failure.error : null;
}

/** The `$top` / `$select` error to show by those inputs, or null. */
export function optionErrorOf(query: QueryState): Coded | null {
  const failure = failureOf(query);
  return failure?.kind === 'option' ? failure.message : null;
}

/** The engine failure to report, or null. */
export function engineErrorOf(query: QueryState): Coded | null {
  const failure = failureOf(query);
  return failure?.kind === 'engine' ? failure.message : null;
}

/** Whether a newer query is being analyzed. */
export function isRunning(query: QueryState): boolean {
  return query.phase === 'running';
}

/** The last good analysis, or null. */
export function shownAnalysis(query: QueryState): QueryAnalysis | null {
  return query.last?.analysis ?? null;
}

/**
 * The analysis when it answers exactly `filter` and the filter has no error, else null: its
 * seek and residual spans index that text, so they may only be drawn over it.
 */
export function analysisOfText(query: QueryState, filter: string): QueryAnalysis | null {
  const last = query.last;
  return last !== null && last.filter === filter && filterErrorOf(query) === null
    ? last.analysis
    : null;
}

/** The filter text the pictures should index: the analysis's own, or the editor's without one. */
export function pictureFilter(query: QueryState, filter: string): string {
  return query.last?.filter ?? filter;
}

/** Why the plan panel shows no plan. */
export type NoPlanReason = 'no-dataset' | 'filter-error' | 'working';

/**
 * Why a plan on screen is not the current filter's: a dataset is loading, the filter has an
 * error, or the engine has been slow to answer the newest query (a hung worker is only declared
 * dead at its call's deadline; until then the user sees that the plan is old).
 */
export type StaleReason = 'loading' | 'filter-error' | 'slow';

/** What the plan panel shows: a reason for no plan, or the last plan with its caveats. */
export type PlanView =
  | { readonly kind: 'none'; readonly reason: NoPlanReason }
  | {
      readonly kind: 'plan';
      readonly last: AnalyzedQuery;
      readonly stale: StaleReason | null;
      readonly engineError: Coded | null;
    };

/**
 * The plan panel's view of the query, given where loading the dataset stands and whether the
 * running query has taken longer than a plan should (`slow`). Once loading failed (or the engine
 * gave up) no plan is shown: the last one describes a dataset that is gone.
 */
export function planView(query: QueryState, loadPhase: AnswerPhase, slow = false): PlanView {
  const filterError = filterErrorOf(query) !== null;
  if (query.last === null || loadPhase === 'failed') {
    return {
      kind: 'none',
      reason: loadPhase === 'failed' ? 'no-dataset' : filterError ? 'filter-error' : 'working',
    };
  }
  return {
    kind: 'plan',
    last: query.last,
    stale:
      loadPhase === 'running'
        ? 'loading'
        : filterError
          ? 'filter-error'
          : slow && query.phase === 'running'
            ? 'slow'
            : null,
    engineError: engineErrorOf(query),
  };
}
