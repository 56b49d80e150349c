import { describe, expect, it } from 'vitest';
import { choicesFor, DEFAULT_CHOICES, importOptionsOf } from './import-choices';

describe('how a file is read', () => {
  it('takes the rows as the user chose: records ask the worker for records', () => {
    expect(importOptionsOf(DEFAULT_CHOICES)).toEqual({});
    expect(importOptionsOf({ delimiter: ';', keepStrings: true, as: 'records' })).toEqual({
      delimiter: ';',
      inferTypes: false,
      as: 'records',
    });
  });

  it('reads the file a link waits for as that view read it, whatever the dialog holds', () => {
    const records = { ...DEFAULT_CHOICES, as: 'records' as const };
    expect(choicesFor(DEFAULT_CHOICES, { as: 'records' }).as).toBe('records');
    expect(choicesFor(records, {}).as).toBe('entities');
    expect(choicesFor(records, null).as).toBe('records');
  });
});
