/**
 * One query request to the live table: the URL (SAS, then `$filter`, `$select`, `$top`, then the
 * continuation), the headers, and the answer read into entities or a problem. Reads are GET
 * only; the one way Keyscope writes is seeding a table the user asked for (write-request.ts).
 */
import { coded, type WireEntity } from '../engine';
import { continuationOf, type LiveContinuation } from './continuation';
import { httpProblem, noAnswerProblem, type ProblemContext } from './http-problem';
import type { LiveProblem } from './problem';
import { redactCoded } from './redact';
import type { LiveConnection } from './sas-url';
import { sasQueryOf, signatureOf } from './secret';
import { readServiceError } from './service-error';
import { readTableJson } from './table-json';

/** The storage REST version asked for: the first with JSON and today's query semantics. */
const X_MS_VERSION = '2019-02-02';

/** The fetch a read uses: the global one in a browser, injected in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** The query part of a request, as it goes on the wire. */
export interface LiveQuery {
  readonly filter?: string;
  readonly select?: readonly string[];
  /** Entities per page, 1–1000; the service's default is 1000. */
  readonly top?: number;
}

/** What one request gave: a page, a cancellation, or a problem. */
export type RequestOutcome =
  | {
      readonly kind: 'page';
      readonly entities: WireEntity[];
      readonly continuation: LiveContinuation | null;
      /** Whether the response let us read its `x-ms-*` headers (CORS may hide them). */
      readonly headersVisible: boolean;
    }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'problem'; readonly problem: LiveProblem };

/** The request URL; it holds the signature, so it never leaves this room's request code. */
function requestUrl(
  connection: LiveConnection,
  query: LiveQuery,
  continuation: LiveContinuation | null,
): string {
  const parts = [sasQueryOf(connection.secret)];
  const add = (name: string, value: string) => parts.push(`${name}=${encodeURIComponent(value)}`);
  if (query.filter !== undefined && query.filter.trim() !== '') add('$filter', query.filter);
  if (query.select !== undefined && query.select.length > 0) add('$select', query.select.join(','));
  if (query.top !== undefined) add('$top', String(query.top));
  if (continuation !== null) {
    add('NextPartitionKey', continuation.nextPartitionKeyToken);
    if (continuation.nextRowKeyToken !== null) add('NextRowKey', continuation.nextRowKeyToken);
  }
  const { endpoint, table } = connection.ref;
  return `${endpoint}/${encodeURIComponent(table)}()?${parts.filter((p) => p !== '').join('&')}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** Sends one request and reads its answer; never throws. */
export async function requestPage(
  connection: LiveConnection,
  query: LiveQuery,
  continuation: LiveContinuation | null,
  context: ProblemContext & { readonly fetch: FetchLike; readonly signal?: AbortSignal },
): Promise<RequestOutcome> {
  const signatures = [signatureOf(connection.secret)];
  const clean = (problem: LiveProblem): RequestOutcome => ({
    kind: 'problem',
    problem: {
      ...problem,
      message: redactCoded(problem.message, signatures),
      action: redactCoded(problem.action, signatures),
    },
  });
  let response: Response;
  try {
    response = await context.fetch(requestUrl(connection, query, continuation), {
      method: 'GET',
      headers: { Accept: 'application/json;odata=minimalmetadata', 'x-ms-version': X_MS_VERSION },
      ...(context.signal ? { signal: context.signal } : {}),
    });
  } catch (error) {
    if (isAbort(error, context.signal)) return { kind: 'cancelled' };
    return clean(noAnswerProblem(context, context.where.page === 0));
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    if (isAbort(error, context.signal)) return { kind: 'cancelled' };
    return clean(noAnswerProblem(context, false));
  }
  if (!response.ok) {
    const error = readServiceError(body, response.headers.get('x-ms-error-code'));
    return clean(httpProblem(response.status, error, context));
  }
  const page = readTableJson(body, response.headers.get('content-type'));
  if (!page.ok) {
    return clean({
      code: 'NOT_TABLE_JSON',
      where: context.where,
      status: response.status,
      message: coded('live.notTableJson', { request: context.where.page + 1, reason: page.error }),
      action: coded('live.notTableJsonAction'),
    });
  }
  return {
    kind: 'page',
    entities: page.entities,
    continuation: continuationOf(response.headers),
    headersVisible: response.headers.get('x-ms-version') !== null,
  };
}
