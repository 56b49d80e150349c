import { describe, expect, it } from 'vitest';
import { type FilterError, parseFilter } from '../engine';
import { fixForError } from './error-fix';

/** The engine's own error for a filter that does not parse. */
function errorOf(filter: string): FilterError {
  const parsed = parseFilter(filter);
  if (parsed.ok) throw new Error(`${filter} parsed`);
  return parsed.error;
}

describe('fixForError', () => {
  it('replaces a startswith call beside `and` with the bare range', () => {
    const filter = "PartitionKey eq 'Sales' and startswith(LastName, 'Sm')";
    expect(fixForError(filter, errorOf(filter))?.filter).toBe(
      "PartitionKey eq 'Sales' and LastName ge 'Sm' and LastName lt 'Sn'",
    );
  });

  it('parenthesizes the range where `not` or `or` would change its meaning', () => {
    const filter = "not startswith(RowKey, 'a') or Age gt 3";
    expect(fixForError(filter, errorOf(filter))?.filter).toBe(
      "not (RowKey ge 'a' and RowKey lt 'b') or Age gt 3",
    );
  });

  it('offers nothing for errors without a concrete rewrite', () => {
    // No substring search: advice, not a rewrite.
    expect(fixForError('substringof(Name, 1)', errorOf('substringof(Name, 1)'))).toBeNull();
    // A startswith the engine cannot turn into a range gets only the generic example.
    const generic = 'startswith(Name, 1)';
    expect(errorOf(generic).hint?.code).toBe('engine.useKeyRange');
    expect(fixForError(generic, errorOf(generic))).toBeNull();
    expect(fixForError('A EQ 1', errorOf('A EQ 1'))).toBeNull();
  });
});
