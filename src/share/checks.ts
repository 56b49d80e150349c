/**
 * Validators for values read from outside (a URL, local storage). Each returns the value or a
 * problem as a note (said in the reader's language); none throws, and none trusts a type it has
 * not checked.
 */
import { type Note, type NoteParam, note } from './note';

/** A checked value, or what was wrong with it (phrased to follow the field's name). */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Note };

/** Longest key the service accepts, in UTF-16 code units (semantics.md §1). */
const MAX_KEY_LENGTH = 512;

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
export function describe(raw: unknown): string | Note {
  let text: string;
  if (typeof raw === 'string') text = JSON.stringify(raw);
  else if (typeof raw === 'number' || typeof raw === 'boolean' || raw === null) text = String(raw);
  else if (Array.isArray(raw)) return note('share.aList');
  else return note('share.valueOfType', { type: typeof raw });
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** A checked value's problem after the name of what was checked: `size 0 is not between …`. */
export function about(what: NoteParam, problem: Note): Note {
  return note('share.about', { what, problem });
}

/** The catch-all problem of a value whose shape is wrong: `order "x" is not understood`. */
export function notUnderstood(what: NoteParam, raw: unknown): Note {
  return note('share.notUnderstood', { what, value: describe(raw) });
}

/** An integer in [min, max]. */
export function checkInteger(raw: unknown, min: number, max: number): Checked<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw)) {
    return { ok: false, error: note('share.notWholeNumber', { value: describe(raw) }) };
  }
  if (raw < min || raw > max) {
    return {
      ok: false,
      error: note('share.notBetween', { value: String(raw), min, max }),
    };
  }
  return { ok: true, value: raw };
}

/** A string of at most `max` UTF-16 code units. */
export function checkString(raw: unknown, max: number): Checked<string> {
  if (typeof raw !== 'string') {
    return { ok: false, error: note('share.notText', { value: describe(raw) }) };
  }
  if (raw.length > max) {
    return {
      ok: false,
      error: note('share.tooLong', { count: raw.length, max }),
    };
  }
  return { ok: true, value: raw };
}

/** A string the service would accept as a PartitionKey or RowKey. */
export function checkKey(raw: unknown): Checked<string> {
  const text = checkString(raw, MAX_KEY_LENGTH);
  if (!text.ok) return text;
  if (hasForbiddenKeyChar(text.value)) {
    return { ok: false, error: note('share.badKeyCharacter', { value: describe(raw) }) };
  }
  return text;
}

/** A valid property name. */
export function checkPropertyName(raw: unknown): Checked<string> {
  if (typeof raw === 'string' && PROPERTY_NAME.test(raw)) return { ok: true, value: raw };
  return { ok: false, error: note('share.badPropertyName', { value: describe(raw) }) };
}

/** `null`, or what `check` accepts. */
export function orNull<T>(
  check: (raw: unknown) => Checked<T>,
): (raw: unknown) => Checked<T | null> {
  return (raw) => (raw === null ? { ok: true, value: null } : check(raw));
}
