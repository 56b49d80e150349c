/**
 * Prefix matching as a key range: the Table service has no `startswith`, but every string that
 * starts with a prefix lies in `[prefix, successor)` in ordinal (UTF-16 code unit) order.
 */
import { formatString } from './edm-literal';

/**
 * The exclusive upper bound of the strings that start with `prefix` in ordinal order (the last
 * code unit incremented, after dropping trailing U+FFFF units), or null when there is none
 * (empty prefix, or all U+FFFF).
 */
export function prefixUpperBound(prefix: string): string | null {
  let end = prefix.length;
  while (end > 0 && prefix.charCodeAt(end - 1) === 0xffff) end--;
  if (end === 0) return null;
  return prefix.slice(0, end - 1) + String.fromCharCode(prefix.charCodeAt(end - 1) + 1);
}

/** The range filter equivalent to `startswith(name, prefix)`. */
export function prefixRangeFilter(name: string, prefix: string): string {
  const upper = prefixUpperBound(prefix);
  const lower = `${name} ge ${formatString(prefix)}`;
  return upper === null ? lower : `${lower} and ${name} lt ${formatString(upper)}`;
}
