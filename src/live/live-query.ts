/**
 * Running a query on the live table page by page, as the SDKs' `listEntities` does: follow
 * every continuation until the last page, the cap, a cancel or a problem. Each stop is said in
 * `stoppedBy`, and whatever was read before it is kept in order, so the UI can show or discard
 * it. Reading a whole table is the same loop without a filter.
 */
import { coded, type WireEntity } from '../engine';
import type { LiveContinuation } from './continuation';
import type { LiveProblem } from './problem';
import { type FetchLike, type LiveQuery, requestPage } from './request';
import type { LiveConnection } from './sas-url';

/** Default cap on entities read, and the most a user may raise it to. */
export const DEFAULT_CAP = 100_000;
export const MAX_CAP = 1_000_000;
/** The most entities the service returns in one page. */
const MAX_PAGE_SIZE = 1000;

/** Where a read is after each page, for a progress bar. */
interface LiveProgress {
  readonly entities: number;
  readonly pages: number;
  readonly cap: number;
}

/** One request of a live query, as measured. */
export interface LivePage {
  readonly index: number;
  /** Entities the page returned. */
  readonly size: number;
  /** The `$top` this request sent (the page size asked for). */
  readonly requestedTop: number;
  /** The continuation the page ended with; null on the last page. */
  readonly continuation: LiveContinuation | null;
  /** Milliseconds from sending the request to having read its body. */
  readonly elapsedMs: number;
}

/** How a live run ends: at the last page, at the cap, by cancel, or on a problem. */
type LiveStop = 'end' | 'cap' | 'cancelled' | 'problem';

/** A live run's entities in service order, its pages, and why it stopped. */
export interface LiveResult {
  readonly query: LiveQuery;
  readonly entities: WireEntity[];
  readonly pages: LivePage[];
  readonly stoppedBy: LiveStop;
  readonly cap: number;
  /** Where the service would continue when the run stopped early (cap, cancel, problem). */
  readonly next: LiveContinuation | null;
  /** What went wrong, when `stoppedBy` is 'problem'. */
  readonly problem: LiveProblem | null;
}

/** What a live run needs from its host: fetch, cancel, clocks, a cap and a progress callback. */
export interface LiveRunOptions {
  /** Default: the global `fetch`. */
  readonly fetch?: FetchLike;
  readonly signal?: AbortSignal;
  /** A monotonic clock in ms, for time per request. Default: `performance.now`. */
  readonly now?: () => number;
  /** The wall clock in ms since 1970, to tell an expired SAS. Default: `Date.now`. */
  readonly epochMs?: () => number;
  /** Most entities to read, 1 to 1,000,000. Default 100,000. */
  readonly cap?: number;
  readonly onProgress?: (progress: LiveProgress) => void;
  /** This page's origin (`location.origin`), for the CORS guidance. */
  readonly origin?: string;
}

function capProblem(cap: number): LiveProblem {
  return {
    code: 'CAP_OUT_OF_RANGE',
    message: coded('live.capRange', { cap: String(cap), max: MAX_CAP }),
    action: coded('live.capAction', { max: MAX_CAP, default: DEFAULT_CAP }),
  };
}

function topProblem(top: number): LiveProblem {
  return {
    code: 'TOP_OUT_OF_RANGE',
    message: coded('live.topRange', { top: String(top) }),
    action: coded('live.topAction', { max: String(MAX_PAGE_SIZE) }),
  };
}

/** Runs `query` on the live table to its end (or cap, cancel, problem); never throws. */
export async function runLiveQuery(
  connection: LiveConnection,
  query: LiveQuery,
  options: LiveRunOptions = {},
): Promise<LiveResult> {
  const cap = options.cap ?? DEFAULT_CAP;
  const entities: WireEntity[] = [];
  const pages: LivePage[] = [];
  const result = (
    stoppedBy: LiveStop,
    next: LiveContinuation | null,
    problem: LiveProblem | null,
  ): LiveResult => ({ query, entities, pages, stoppedBy, cap, next, problem });
  if (!Number.isInteger(cap) || cap < 1 || cap > MAX_CAP)
    return result('problem', null, capProblem(cap));
  const top = query.top;
  if (top !== undefined && (!Number.isInteger(top) || top < 1 || top > MAX_PAGE_SIZE)) {
    return result('problem', null, topProblem(top));
  }
  const fetchPage = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const now = options.now ?? (() => performance.now());
  const epochMs = options.epochMs ?? (() => Date.now());
  let continuation: LiveContinuation | null = null;
  for (;;) {
    if (options.signal?.aborted) return result('cancelled', continuation, null);
    const requestedTop = Math.min(top ?? MAX_PAGE_SIZE, cap - entities.length);
    const started = now();
    const outcome = await requestPage(connection, { ...query, top: requestedTop }, continuation, {
      fetch: fetchPage,
      ref: connection.ref,
      grant: connection.grant,
      nowMs: epochMs(),
      origin: options.origin ?? null,
      where: { kind: 'request', page: pages.length, entitiesBefore: entities.length },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (outcome.kind === 'cancelled') return result('cancelled', continuation, null);
    if (outcome.kind === 'problem') return result('problem', continuation, outcome.problem);
    const elapsedMs = now() - started;
    for (const entity of outcome.entities) entities.push(entity);
    const next = outcome.continuation;
    pages.push({
      index: pages.length,
      size: outcome.entities.length,
      requestedTop,
      continuation: next,
      elapsedMs,
    });
    options.onProgress?.({ entities: entities.length, pages: pages.length, cap });
    if (next === null && outcome.entities.length >= requestedTop && !outcome.headersVisible) {
      return result(
        'problem',
        null,
        hiddenHeadersProblem(connection, pages.length, entities.length),
      );
    }
    if (next === null) return result('end', null, null);
    if (entities.length >= cap) return result('cap', next, null);
    continuation = next;
  }
}

/**
 * A full page with no continuation from a response whose `x-ms-*` headers the page could not
 * read: the CORS rule does not expose them, so the read cannot tell whether more pages follow.
 */
function hiddenHeadersProblem(
  connection: LiveConnection,
  pages: number,
  entities: number,
): LiveProblem {
  return {
    code: 'CONTINUATION_HIDDEN',
    where: { kind: 'request', page: pages - 1, entitiesBefore: entities },
    message: coded('live.continuationHidden', { page: pages }),
    action: coded('live.continuationHiddenAction', { account: connection.ref.account }),
  };
}

/** Reads the whole table (no filter, pages of 1000) up to the cap; never throws. */
export function readLiveTable(
  connection: LiveConnection,
  options: LiveRunOptions = {},
): Promise<LiveResult> {
  return runLiveQuery(connection, {}, options);
}
