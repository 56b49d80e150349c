/** Whether two designs are the same design, whatever order their fields were written in. */
import type { Design } from './types';

/** JSON with every object's keys sorted, so equal designs give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two designs (or null, "the dataset's own") are the same; field order does not count. */
export function sameDesign(a: Design | null, b: Design | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return canonical(a) === canonical(b);
}
