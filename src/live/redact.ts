/**
 * Redaction of SAS signatures. The signature is the one secret in a SAS URL; the rest (account,
 * table, permissions, expiry) is shown to the user on purpose. Every text this room returns goes
 * through `redact` before it leaves, and the UI should pass anything it logs through it too.
 */
import type { Coded, CodedParam } from '../engine';

/** What a signature is replaced with. */
export const REDACTED = '…';

/**
 * `sig=<value>` as a query parameter, plain or percent-encoded once (`sig%3D<value>`, as in a
 * URL nested in another URL). The value ends where the query parameter ends.
 */
const SIG_PARAM = /(^|[?&;\s"'(<[{,]|%26|%3F)(sig)(=|%3D)([^&\s"'<>#)\]},]*)/gi;

/** Every spelling of a known signature value that may appear in a text: raw, encoded, decoded. */
function spellings(signature: string): string[] {
  const out = new Set<string>([signature]);
  out.add(encodeURIComponent(signature));
  try {
    out.add(decodeURIComponent(signature));
  } catch {
    // A signature that is not valid percent-encoding has no decoded spelling.
  }
  return [...out].filter((s) => s.length >= 4);
}

/**
 * The text with every `sig=` value replaced by `…`, and every spelling of the given signature
 * values (found anywhere, even outside a URL) too. Safe to call on any string, more than once.
 */
export function redact(text: string, signatures: readonly string[] = []): string {
  let out = text.replace(SIG_PARAM, (_all, before: string, name: string, eq: string) => {
    return `${before}${name}${eq}${REDACTED}`;
  });
  for (const signature of signatures) {
    for (const spelling of spellings(signature)) out = out.split(spelling).join(REDACTED);
  }
  return out;
}

/** A coded message with `redact` applied to every text parameter, nested ones too. */
export function redactCoded<C extends Coded>(message: C, signatures: readonly string[] = []): C {
  if (message.params === undefined) return message;
  const clean = (value: CodedParam): CodedParam =>
    typeof value === 'string'
      ? redact(value, signatures)
      : typeof value === 'number'
        ? value
        : redactCoded(value, signatures);
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [name, clean(value)]),
  );
  return { ...message, params };
}
