/**
 * Reading the answer to an entity group transaction. The service answers `202 Accepted` with a
 * `multipart/mixed` body: one `HTTP/1.1 <status>` response per operation when the change set
 * succeeded, or a single failed response when it did not (nothing of the change set is written),
 * whose error message begins with the failed operation's index (`"1:One of the request inputs
 * is not valid."`). Pure: text in, a value out.
 */
import { readServiceError, type ServiceError } from '../live';

/** What a transaction's answer says: all written, or which operation failed and why. */
export type BatchOutcome =
  | { readonly ok: true; readonly written: number }
  | {
      readonly ok: false;
      /** The failed operation's HTTP status. */
      readonly status: number;
      /** Its 0-based position in the change set, when the service said it. */
      readonly index: number | null;
      readonly error: ServiceError;
    };

/** An embedded response: its status and the text after its status line. */
interface Embedded {
  readonly status: number;
  readonly rest: string;
}

const STATUS_LINE = /^HTTP\/1\.1 (\d{3})[^\r\n]*$/gm;

/** Every embedded response of a batch answer, in order. */
function embedded(body: string): Embedded[] {
  const found = [...body.matchAll(STATUS_LINE)];
  return found.map((m, k) => {
    const from = (m.index ?? 0) + m[0].length;
    const to = k + 1 < found.length ? (found[k + 1]!.index ?? body.length) : body.length;
    // The part ends at the next boundary line.
    const text = body.slice(from, to);
    const end = text.search(/\r?\n--/);
    return { status: Number(m[1]), rest: end < 0 ? text : text.slice(0, end) };
  });
}

/** The operation index a failed change set's message starts with (`"3:…"`), if any. */
function indexOf(message: string | null): { index: number | null; message: string | null } {
  const m = message === null ? null : /^(\d+):(.*)$/s.exec(message);
  if (m === null) return { index: null, message };
  return { index: Number(m[1]), message: m[2]!.trim() };
}

/**
 * Reads a transaction's answer for `operations` operations. An answer with fewer successes than
 * operations and no failure (a cut-off body) is a failure with status 0.
 */
export function readBatchResponse(body: string, operations: number): BatchOutcome {
  const parts = embedded(body);
  const failed = parts.find((p) => p.status < 200 || p.status >= 300);
  if (failed !== undefined) {
    const start = failed.rest.indexOf('{');
    const end = failed.rest.lastIndexOf('}');
    const json = start >= 0 && end > start ? failed.rest.slice(start, end + 1) : failed.rest;
    const error = readServiceError(
      json,
      /x-ms-error-code: *([^\r\n]*)/i.exec(failed.rest)?.[1] ?? null,
    );
    const { index, message } = indexOf(error.message);
    return { ok: false, status: failed.status, index, error: { code: error.code, message } };
  }
  if (parts.length < operations) {
    return { ok: false, status: 0, index: null, error: { code: null, message: null } };
  }
  return { ok: true, written: parts.length };
}
