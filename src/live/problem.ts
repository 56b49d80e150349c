/**
 * What went wrong with a live table, as a value: a stable code for the UI and the tests, a
 * sentence saying what happened, one saying what to do, and where (a span of the pasted URL, or
 * the request it concerns). Every text in here has been through `redact`, so a problem can be
 * logged, shown and kept without leaking the signature.
 */
import type { Coded } from '../engine';

/** Stable codes of live-table problems (the UI keys on them, never on message text). */
export type LiveProblemCode =
  | 'URL_EMPTY'
  | 'URL_MALFORMED'
  | 'URL_SCHEME'
  | 'URL_CREDENTIALS'
  | 'URL_NO_TABLE'
  | 'URL_BAD_TABLE'
  | 'URL_TABLE_MISMATCH'
  | 'URL_HOST_UNCONFIRMED'
  | 'URL_NO_SIGNATURE'
  | 'URL_BAD_PERMISSIONS'
  | 'URL_BAD_TIME'
  | 'CAP_OUT_OF_RANGE'
  | 'TOP_OUT_OF_RANGE'
  | 'SAS_EXPIRED'
  | 'SAS_NOT_YET_VALID'
  | 'SAS_NO_READ'
  | 'SAS_REJECTED'
  | 'SAS_PERMISSION_MISMATCH'
  | 'TABLE_NOT_FOUND'
  | 'HTTP_ERROR'
  | 'NOT_TABLE_JSON'
  | 'CORS_OR_NETWORK'
  | 'NETWORK_MID_READ'
  | 'CONTINUATION_HIDDEN'
  | 'SEED_NO_WRITE'
  | 'SEED_ONE_TABLE'
  | 'SEED_FAILED';

/** Where a problem lies: a span of the pasted text, or a request (0-based page) of a read. */
export type LiveWhere =
  | { readonly kind: 'url'; readonly start: number; readonly end: number; readonly part: string }
  | {
      readonly kind: 'request';
      readonly page: number;
      /** Entities read before the failing request. */
      readonly entitiesBefore: number;
    };

/** A live-table problem: what happened, what to do, and where. */
export interface LiveProblem {
  readonly code: LiveProblemCode;
  /** What happened, in one or two sentences, said by the UI in the reader's language. */
  readonly message: Coded;
  /** What the user can do about it, said by the UI in the reader's language. */
  readonly action: Coded;
  readonly where?: LiveWhere;
  /** The HTTP status, when the service answered. */
  readonly status?: number;
  /** The service's own error code (`AuthenticationFailed`, `TableNotFound`, ...), when it sent one. */
  readonly serviceCode?: string;
  /** A command that fixes the problem (the `az storage cors add` line), when there is one. */
  readonly command?: string;
}

/** A warning about a usable connection (too many permissions, an expiry soon). */
export interface LiveWarning {
  readonly code:
    | 'SAS_GRANTS_WRITE'
    | 'SAS_EXPIRES_SOON'
    | 'SAS_EXPIRED'
    | 'SAS_NOT_YET_VALID'
    | 'HOST_NOT_AZURE';
  /** What to beware of, said by the UI in the reader's language. */
  readonly message: Coded;
}
