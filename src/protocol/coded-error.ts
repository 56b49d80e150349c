/**
 * Errors the worker throws for the user to read. Comlink carries only a thrown error's name and
 * message to the page, so the Coded message travels as JSON in the message, marked by the name.
 */
import type { Coded } from '../engine';

/** The name that marks an error whose message is a Coded message as JSON. */
const CODED_ERROR = 'KeyscopeCodedError';

/** An error carrying `message`, said in the reader's language wherever it is caught. */
export function codedError(message: Coded): Error {
  const error = new Error(JSON.stringify(message));
  error.name = CODED_ERROR;
  return error;
}

/** The Coded message a `codedError` carries, or null for any other error (read defensively). */
export function codedOf(error: unknown): Coded | null {
  if (!(error instanceof Error) || error.name !== CODED_ERROR) return null;
  try {
    const parsed: unknown = JSON.parse(error.message);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code } = parsed as { code?: unknown };
    return typeof code === 'string' ? (parsed as Coded) : null;
  } catch {
    return null;
  }
}
