/**
 * The service's own error code and message from an error response. The Table service answers
 * JSON (`{"odata.error":{"code":…,"message":{"value":…}}}`) when JSON was asked for, but an
 * authentication failure may come as Storage XML (`<Error><Code>…</Code>`), as Azurite sends
 * it; `x-ms-error-code` carries the code too when the page may read it.
 */

/** What the service said about a failed request. */
export interface ServiceError {
  readonly code: string | null;
  /** The first line of the service's message (its RequestId and Time lines dropped). */
  readonly message: string | null;
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').trim().slice(0, 300);
}

function fromJson(body: string): ServiceError | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = (parsed as Record<string, unknown> | null)?.['odata.error'];
    if (typeof error !== 'object' || error === null) return null;
    const { code, message } = error as Record<string, unknown>;
    const value =
      typeof message === 'object' && message !== null
        ? (message as Record<string, unknown>).value
        : message;
    return {
      code: typeof code === 'string' ? code : null,
      message: typeof value === 'string' ? firstLine(value) : null,
    };
  } catch {
    return null;
  }
}

function fromXml(body: string): ServiceError | null {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  if (code === undefined && message === undefined) return null;
  return { code: code ?? null, message: message === undefined ? null : firstLine(message) };
}

/** Reads the error code and message from a response's body and `x-ms-error-code` header. */
export function readServiceError(body: string, headerCode: string | null): ServiceError {
  const found = fromJson(body) ?? fromXml(body) ?? { code: null, message: null };
  return { code: found.code ?? headerCode, message: found.message };
}
