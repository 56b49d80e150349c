/**
 * Validators for values read from outside (a URL, local storage). Each returns the value or a
 * problem in words; none throws, and none trusts a type it has not checked.
 */

/** A checked value, or what was wrong with it (phrased to follow the field's name). */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: string };

/** Longest key the service accepts, in UTF-16 code units (semantics.md §1). */
export const MAX_KEY_LENGTH = 512;

/** Whether a key holds a character the service forbids: / \\ # ? and controls (semantics.md §1). */
function hasForbiddenKeyChar(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
    if (code === 0x2f || code === 0x5c || code === 0x23 || code === 0x3f) return true;
  }
  return false;
}

/** Property names are C#-identifier-like, at most 255 characters (semantics.md §1). */
const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,254}$/;

/** A plain (non-array, non-null) object, as JSON.parse makes them. */
export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** Shows a value read from outside in a problem message: short, and never as markup. */
export function describe(raw: unknown): string {
  let text: string;
  if (typeof raw === 'string') text = JSON.stringify(raw);
  else if (typeof raw === 'number' || typeof raw === 'boolean' || raw === null) text = String(raw);
  else if (Array.isArray(raw)) text = 'a list';
  else text = `a value of type ${typeof raw}`;
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** An integer in [min, max]. */
export function checkInteger(raw: unknown, min: number, max: number): Checked<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw)) {
    return { ok: false, problem: `${describe(raw)} is not a whole number` };
  }
  if (raw < min || raw > max) {
    return {
      ok: false,
      problem: `${raw} is not between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}`,
    };
  }
  return { ok: true, value: raw };
}

/** A string of at most `max` UTF-16 code units. */
export function checkString(raw: unknown, max: number): Checked<string> {
  if (typeof raw !== 'string') return { ok: false, problem: `${describe(raw)} is not text` };
  if (raw.length > max) {
    return {
      ok: false,
      problem: `is ${raw.length.toLocaleString('en-US')} characters long (at most ${max.toLocaleString('en-US')})`,
    };
  }
  return { ok: true, value: raw };
}

/** A string the service would accept as a PartitionKey or RowKey. */
export function checkKey(raw: unknown): Checked<string> {
  const text = checkString(raw, MAX_KEY_LENGTH);
  if (!text.ok) return text;
  if (hasForbiddenKeyChar(text.value)) {
    return { ok: false, problem: `${describe(raw)} contains a character keys cannot hold` };
  }
  return text;
}

/** A valid property name. */
export function checkPropertyName(raw: unknown): Checked<string> {
  if (typeof raw === 'string' && PROPERTY_NAME.test(raw)) return { ok: true, value: raw };
  return { ok: false, problem: `${describe(raw)} is not a valid property name` };
}

/** `null`, or what `check` accepts. */
export function orNull<T>(
  check: (raw: unknown) => Checked<T>,
): (raw: unknown) => Checked<T | null> {
  return (raw) => (raw === null ? { ok: true, value: null } : check(raw));
}
