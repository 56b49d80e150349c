/**
 * Turning a failed request into a `LiveProblem` that says what happened and what to do. A 403
 * is told apart by the service's error code and the SAS's own times: the service says only
 * "AuthenticationFailed" (Azurite: "AuthorizationFailure") for an expired SAS and for a wrong
 * signature alike, but the expiry is in the URL and the clock is ours.
 */
import { corsCommand } from './cors';
import type { LiveProblem, LiveWhere } from './problem';
import type { SasGrant } from './sas-grant';
import type { ServiceError } from './service-error';
import { describeRef, type LiveTableRef } from './table-ref';

/** What a problem is about: the table, its grant, the clock and the request that failed. */
export interface ProblemContext {
  readonly ref: LiveTableRef;
  readonly grant: SasGrant;
  readonly nowMs: number;
  readonly where: LiveWhere & { kind: 'request' };
  /** This page's origin, for the CORS command; a placeholder when unknown. */
  readonly origin: string | null;
}

function said(error: ServiceError): string {
  const code = error.code === null ? '' : ` (${error.code})`;
  return error.message === null ? code : `${code}: "${error.message}"`;
}

function forbidden(error: ServiceError, context: ProblemContext): Omit<LiveProblem, 'where'> {
  const { grant, nowMs, ref } = context;
  const expiry = grant.expiry === null ? null : Date.parse(grant.expiry);
  const start = grant.start === null ? null : Date.parse(grant.start);
  const code = error.code ?? '';
  if (expiry !== null && expiry <= nowMs) {
    return {
      code: 'SAS_EXPIRED',
      message: `The service refused the SAS (403${said(error)}): it expired at ${grant.expiry}.`,
      action: 'Ask the table owner for a new SAS URL with a later expiry (se), then connect again.',
    };
  }
  if (start !== null && start > nowMs) {
    return {
      code: 'SAS_NOT_YET_VALID',
      message: `The service refused the SAS (403${said(error)}): it is valid only from ${grant.start}.`,
      action: 'Wait until the start time, or ask for a SAS without a future start (st).',
    };
  }
  if (/PermissionMismatch|ResourceTypeMismatch|ServiceMismatch/.test(code)) {
    return {
      code: 'SAS_PERMISSION_MISMATCH',
      message: `The SAS does not allow reading ${describeRef(ref)} (403${said(error)}).`,
      action:
        'Make a SAS that grants Read (sp=r) on this table (for an account SAS: the table service and object resource type).',
    };
  }
  return {
    code: 'SAS_REJECTED',
    message: `The service did not accept the SAS for table "${ref.table}" (403${said(error)}). It may have been made for another table or account, its key may have been rotated, its access policy revoked, or the URL altered when copied.`,
    action: `Make a new SAS for table "${ref.table}" on account "${ref.account}" and paste its whole URL.`,
  };
}

/** The problem for an HTTP error answer. */
export function httpProblem(
  status: number,
  error: ServiceError,
  context: ProblemContext,
): LiveProblem {
  const base = { where: context.where, status, ...(error.code ? { serviceCode: error.code } : {}) };
  if (status === 403) return { ...base, ...forbidden(error, context) };
  if (status === 404) {
    return {
      ...base,
      code: 'TABLE_NOT_FOUND',
      message: `The table "${context.ref.table}" does not exist on ${context.ref.endpoint} (404${said(error)}).`,
      action: 'Check the table name and the account in the URL (table names are case-insensitive).',
    };
  }
  const busy = status === 429 || status === 503 || status === 500;
  return {
    ...base,
    code: 'HTTP_ERROR',
    message: `The service answered ${status}${said(error)}.`,
    action: busy
      ? 'The service is busy or failed; wait a little and run the read again.'
      : 'Check the query; if the service refused valid OData, report it with this message.',
  };
}

/** The problem for a request that got no answer at all: CORS or the network. */
export function noAnswerProblem(context: ProblemContext, firstRequest: boolean): LiveProblem {
  if (!firstRequest) {
    return {
      code: 'NETWORK_MID_READ',
      where: context.where,
      message: `The connection failed during request ${context.where.page + 1}, after ${context.where.entitiesBefore} entities were read.`,
      action:
        'Check the network and read again; what was read so far is kept, but it is not the whole result.',
    };
  }
  const origin = context.origin ?? "<this page's origin>";
  return {
    code: 'CORS_OR_NETWORK',
    where: context.where,
    message: `The browser got no answer from ${context.ref.endpoint}: the request was blocked by CORS, or the network is unreachable. The Table service answers a page from another origin only when a CORS rule allows it.`,
    action: `If the endpoint is reachable, add a CORS rule for ${origin} to the account (below), wait a minute, and connect again.`,
    command: corsCommand(context.ref, origin),
  };
}
