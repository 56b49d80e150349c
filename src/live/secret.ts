/**
 * The one object that holds a SAS signature. It keeps the SAS query string outside itself (in a
 * module-private WeakMap), so the object has no own properties: `JSON.stringify`, structured
 * clone (autosave, postMessage, IndexedDB), spreading and logging all see nothing secret. Only
 * the request builder of this room reads the query back.
 */
import { REDACTED } from './redact';

const queries = new WeakMap<SasSecret, string>();
const signatures = new WeakMap<SasSecret, string>();

/** A SAS query string (`sv=…&sig=…`), held out of reach of serialisation. */
export class SasSecret {
  /** Serialises as a placeholder, never as the signature. */
  toJSON(): string {
    return `sig=${REDACTED}`;
  }

  /** Prints as a placeholder, never as the signature. */
  toString(): string {
    return `sig=${REDACTED}`;
  }
}

/** Wraps a SAS query string (without `?`) and its raw `sig` value. */
export function createSecret(query: string, signature: string): SasSecret {
  const secret = new SasSecret();
  queries.set(secret, query);
  signatures.set(secret, signature);
  return secret;
}

/** The SAS query string, for building a request URL; never for display or storage. */
export function sasQueryOf(secret: SasSecret): string {
  return queries.get(secret) ?? '';
}

/** The raw signature value, to redact it wherever it might appear. */
export function signatureOf(secret: SasSecret): string {
  return signatures.get(secret) ?? '';
}
