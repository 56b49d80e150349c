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

async function send(
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
  return { kind: 'answer', status: response.status, body, error };
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
