/**
 * Which entity properties the response spells as a Double. The service (and Azurite) writes an
 * Edm.Double with no type annotation in minimal metadata, but always with a fraction or an
 * exponent (`"Score":31.0`); an Int32 is written without (`"Age":31`). `JSON.parse` turns both
 * into the number 31, so that difference, the property's type, would be lost: the model would
 * store an Int32 and `Score gt 30.5` would no longer match it (a type mismatch, semantics.md §3).
 * This scan over the raw text keeps it. Entities are flat, so the key before a number names it.
 */

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;

function isNumberStart(code: number): boolean {
  return code === 45 || (code >= 48 && code <= 57);
}

/** The end (exclusive) of the string token that starts at `start` (a quote). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) i += 2;
    else if (code === QUOTE) return i + 1;
    else i += 1;
  }
  return text.length;
}

/**
 * For each entity of the response's `value` list, in order, the names of its properties whose
 * number is written with a fraction or an exponent. Assumes valid JSON (parse it first).
 */
export function doubleSpelledProperties(text: string): Set<string>[] {
  const out: Set<string>[] = [];
  const stack: number[] = []; // the open brackets: '{' or '['
  let key: string | null = null;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      const end = stringEnd(text, i);
      let j = end;
      while (j < text.length && /\s/.test(text.charAt(j))) j++;
      if (text.charCodeAt(j) === COLON) key = JSON.parse(text.slice(i, end)) as string;
      i = end;
    } else if (code === 123 || code === 91) {
      stack.push(code);
      // An entity: an object in a list in the root object.
      if (code === 123 && stack.length === 3 && stack[1] === 91) out.push(new Set());
      i += 1;
    } else if (code === 125 || code === 93) {
      stack.pop();
      i += 1;
    } else if (isNumberStart(code)) {
      let j = i + 1;
      let spelledDouble = false;
      while (j < text.length && /[0-9.eE+-]/.test(text.charAt(j))) {
        if (/[.eE]/.test(text.charAt(j))) spelledDouble = true;
        j++;
      }
      const entity = out[out.length - 1];
      if (spelledDouble && key !== null && stack.length === 3 && entity) entity.add(key);
      i = j;
    } else {
      i += 1;
    }
  }
  return out;
}
