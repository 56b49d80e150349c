/**
 * The two writes a seed sends: Create Table (`POST <endpoint>/Tables`) and an entity group
 * transaction (`POST <endpoint>/$batch`). Like request.ts, it reads the SAS query back from the
 * connection's secret only to build the request URL, which it never returns; every problem it
 * makes is redacted with the connection's signature.
 */

import type { FetchLike, LiveConnection, LiveProblem } from '../live';
import {
  httpProblem,
  noAnswerProblem,
  type ProblemContext,
  readServiceError,
  redactCoded,
  type ServiceError,
  sasQueryOf,
  signatureOf,
} from '../live';

/** The storage REST version asked for (the one request.ts reads with). */
const X_MS_VERSION = '2019-02-02';

/** A write's answer: its status and body, cancelled, or no answer at all (CORS, network). */
export type WriteAnswer =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly body: string;
      readonly error: ServiceError;
      /** The answer's Retry-After header, when it has one. */
      readonly retryAfter: string | null;
    }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'problem'; readonly problem: LiveProblem };

/** How a write is sent: fetch, cancel, and what a problem names. */
export interface WriteContext extends ProblemContext {
  readonly fetch: FetchLike;
  readonly signal?: AbortSignal;
}

/** A problem with the signature taken out of every text. */
export function redactProblem(connection: LiveConnection, problem: LiveProblem): LiveProblem {
  const signatures = [signatureOf(connection.secret)];
  return {
    ...problem,
    message: redactCoded(problem.message, signatures),
    action: redactCoded(problem.action, signatures),
  };
}

/**
 * How many times a write the service is too busy for is sent in all. When a partition is past
 * what it can take, the service answers 503 Server Busy (or 500 Operation Timeout) and asks for
 * an exponential backoff (learn.microsoft.com/azure/storage/tables/scalability-targets); 429 is
 * the same answer from the gateways in front of it. A seed's writes are Insert Or Replace and
 * Create Table (409 counts as created), so sending one again changes nothing it did.
 */
const ATTEMPTS = 5;

/** The statuses a write is tried again for. */
const BUSY = new Set([429, 503]);

/** The longest wait between attempts, whatever Retry-After asks. */
const MAX_WAIT_MS = 30_000;

/**
 * The wait before attempt `attempt` + 1 (0-based): what `Retry-After` asks (seconds, or an HTTP
 * date), else 1 s, 2 s, 4 s, 8 s; never more than 30 s.
 */
export function retryWaitMs(retryAfter: string | null, attempt: number, nowMs: number): number {
  const backoff = 1000 * 2 ** attempt;
  if (retryAfter === null) return Math.min(backoff, MAX_WAIT_MS);
  const text = retryAfter.trim();
  const asked = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - nowMs;
  if (!Number.isFinite(asked)) return Math.min(backoff, MAX_WAIT_MS);
  return Math.min(Math.max(0, asked), MAX_WAIT_MS);
}

/** Waits `ms`; false when the signal stops it first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Sends a write, again after a wait while the service answers that it is busy (429, 503). */
async function send(
  connection: LiveConnection,
  path: string,
  init: { body: string; headers: Record<string, string> },
  context: WriteContext,
): Promise<WriteAnswer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(connection, path, init, context);
    if (answer.kind !== 'answer' || !BUSY.has(answer.status) || attempt + 1 >= ATTEMPTS) {
      return answer;
    }
    const ms = retryWaitMs(answer.retryAfter, attempt, Date.now());
    if (!(await wait(ms, context.signal))) return { kind: 'cancelled' };
  }
}

async function sendOnce(
  connection: LiveConnection,
  path: string,
  init: { body: string; headers: Record<string, string> },
  context: WriteContext,
): Promise<WriteAnswer> {
  const url = `${connection.ref.endpoint}/${path}?${sasQueryOf(connection.secret)}`;
  let response: Response;
  try {
    response = await context.fetch(url, {
      method: 'POST',
      headers: { 'x-ms-version': X_MS_VERSION, ...init.headers },
      body: init.body,
      ...(context.signal ? { signal: context.signal } : {}),
    });
  } catch (error) {
    if (context.signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError')
      return { kind: 'cancelled' };
    return {
      kind: 'problem',
      problem: redactProblem(connection, noAnswerProblem(context, context.where.page === 0)),
    };
  }
  let body: string;
  try {
    body = await response.text();
  } catch {
    if (context.signal?.aborted) return { kind: 'cancelled' };
    return { kind: 'problem', problem: redactProblem(connection, noAnswerProblem(context, false)) };
  }
  const error = response.ok
    ? { code: null, message: null }
    : readServiceError(body, response.headers.get('x-ms-error-code'));
  const retryAfter = response.headers.get('retry-after');
  return { kind: 'answer', status: response.status, body, error, retryAfter };
}

/** Creates the connection's table; a table that exists already (409) counts as created. */
export async function createTable(
  connection: LiveConnection,
  context: WriteContext,
): Promise<WriteAnswer> {
  return send(
    connection,
    'Tables',
    {
      body: JSON.stringify({ TableName: connection.ref.table }),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json;odata=nometadata',
        Prefer: 'return-no-content',
      },
    },
    context,
  );
}

/** Sends one entity group transaction (a body from batch-body.ts). */
export async function sendBatch(
  connection: LiveConnection,
  batch: { contentType: string; body: string },
  context: WriteContext,
): Promise<WriteAnswer> {
  return send(
    connection,
    '$batch',
    {
      body: batch.body,
      headers: {
        'Content-Type': batch.contentType,
        Accept: 'application/json;odata=minimalmetadata',
        DataServiceVersion: '3.0;',
        MaxDataServiceVersion: '3.0;NetFx',
      },
    },
    context,
  );
}

/** The problem for a write's HTTP error answer (403, 404, busy), as a read's would be. */
export function writeHttpProblem(
  connection: LiveConnection,
  status: number,
  error: ServiceError,
  context: ProblemContext,
): LiveProblem {
  return redactProblem(connection, httpProblem(status, error, context));
}
