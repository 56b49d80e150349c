import { describe, expect, it } from 'vitest';
import { fixForError } from './error-fix';

const startswithError = (filter: string, call: string, range: string) => {
  const from = filter.indexOf(call);
  return {
    code: 'FUNCTION_NOT_SUPPORTED',
    message: 'Functions are not supported by the Table service: startswith',
    from,
    to: from + call.length,
    hint: `use a key range instead: ${range}`,
  };
};

describe('fixForError', () => {
  it('replaces a startswith call beside `and` with the bare range', () => {
    const filter = "PartitionKey eq 'Sales' and startswith(LastName, 'Sm')";
    const error = startswithError(
      filter,
      "startswith(LastName, 'Sm')",
      "LastName ge 'Sm' and LastName lt 'Sn'",
    );
    expect(fixForError(filter, error)?.filter).toBe(
      "PartitionKey eq 'Sales' and LastName ge 'Sm' and LastName lt 'Sn'",
    );
  });

  it('parenthesizes the range where `not` or `or` would change its meaning', () => {
    const filter = "not startswith(RowKey, 'a') or Age gt 3";
    const error = startswithError(
      filter,
      "startswith(RowKey, 'a')",
      "RowKey ge 'a' and RowKey lt 'b'",
    );
    expect(fixForError(filter, error)?.filter).toBe(
      "not (RowKey ge 'a' and RowKey lt 'b') or Age gt 3",
    );
  });

  it('offers nothing for errors without a concrete rewrite', () => {
    const filter = 'substringof(Name, 1)';
    expect(
      fixForError(filter, {
        code: 'FUNCTION_NOT_SUPPORTED',
        message: 'm',
        from: 0,
        to: 20,
        hint: 'no substring search',
      }),
    ).toBeNull();
    expect(
      fixForError(filter, {
        code: 'FUNCTION_NOT_SUPPORTED',
        message: 'm',
        from: 0,
        to: 20,
        hint: "use a key range instead: Name ge 'abc' and Name lt 'abd'",
      }),
    ).toBeNull();
    expect(
      fixForError('A EQ 1', {
        code: 'UPPERCASE_OPERATOR',
        message: 'm',
        from: 2,
        to: 4,
        hint: 'use eq',
      }),
    ).toBeNull();
  });
});
