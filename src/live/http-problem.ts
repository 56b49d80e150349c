/**
 * Turning a failed request into a `LiveProblem` that says what happened and what to do. A 403
 * is told apart by the service's error code and the SAS's own times: the service says only
 * "AuthenticationFailed" (Azurite: "AuthorizationFailure") for an expired SAS and for a wrong
 * signature alike, but the expiry is in the URL and the clock is ours.
 */
import { coded } from '../engine';
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
  /** The methods the CORS rule must allow (a read's GET and OPTIONS when absent). */
  readonly methods?: readonly string[];
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
      message: coded('live.refusedExpired', { said: said(error), time: grant.expiry ?? '' }),
      action: coded('live.refusedExpiredAction'),
    };
  }
  if (start !== null && start > nowMs) {
    return {
      code: 'SAS_NOT_YET_VALID',
      message: coded('live.refusedNotYetValid', { said: said(error), time: grant.start ?? '' }),
      action: coded('live.refusedNotYetValidAction'),
    };
  }
  if (/PermissionMismatch|ResourceTypeMismatch|ServiceMismatch/.test(code)) {
    return {
      code: 'SAS_PERMISSION_MISMATCH',
      message: coded('live.permissionMismatch', { ref: describeRef(ref), said: said(error) }),
      action: coded('live.permissionMismatchAction'),
    };
  }
  return {
    code: 'SAS_REJECTED',
    message: coded('live.sasRejected', { table: ref.table, said: said(error) }),
    action: coded('live.sasRejectedAction', { table: ref.table, account: ref.account }),
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
      message: coded('live.tableNotFound', {
        table: context.ref.table,
        endpoint: context.ref.endpoint,
        said: said(error),
      }),
      action: coded('live.tableNotFoundAction'),
    };
  }
  const busy = status === 429 || status === 503 || status === 500;
  return {
    ...base,
    code: 'HTTP_ERROR',
    message: coded('live.httpError', { status: String(status), said: said(error) }),
    action: busy ? coded('live.httpBusyAction') : coded('live.httpQueryAction'),
  };
}

/** The problem for a request that got no answer at all: CORS or the network. */
export function noAnswerProblem(context: ProblemContext, firstRequest: boolean): LiveProblem {
  if (!firstRequest) {
    return {
      code: 'NETWORK_MID_READ',
      where: context.where,
      message: coded('live.networkMidRead', {
        request: context.where.page + 1,
        entities: context.where.entitiesBefore,
      }),
      action: coded('live.networkMidReadAction'),
    };
  }
  const origin = context.origin ?? "<this page's origin>";
  return {
    code: 'CORS_OR_NETWORK',
    where: context.where,
    message: coded('live.corsOrNetwork', { endpoint: context.ref.endpoint }),
    action: coded('live.corsAction', { origin: context.origin ?? coded('live.thisOrigin') }),
    command: corsCommand(context.ref, origin, context.methods),
  };
}
