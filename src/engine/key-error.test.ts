import { describe, expect, it } from 'vitest';
import { isForbiddenKeyCodeUnit, keyError, MAX_KEY_LENGTH } from './validate';

/** What keyError must say of a key holding code unit `unit` alone among letters. */
function expected(unit: number): string | null {
  if (unit >= 0xd800 && unit <= 0xdfff) return 'KEY_UNPAIRED_SURROGATE';
  return isForbiddenKeyCodeUnit(unit) ? 'KEY_INVALID_CHARACTER' : null;
}

describe('keyError', () => {
  it('judges every UTF-16 code unit, at the start, inside and at the end of a key, as its rule says', () => {
    const wrong: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const c = String.fromCharCode(unit);
      for (const key of [`${c}ab`, `a${c}b`, `ab${c}`]) {
        const code = keyError('RowKey', key)?.code ?? null;
        if (code !== expected(unit))
          wrong.push(`U+${unit.toString(16)} in ${JSON.stringify(key)}: ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets a surrogate pair through, and names the place of a forbidden character after one', () => {
    expect(keyError('RowKey', 'a\ud83d\ude00b')).toBeNull();
    const error = keyError('PartitionKey', 'a\ud83d\ude00b/c');
    expect(error?.code).toBe('KEY_INVALID_CHARACTER');
    expect(error?.message.params).toMatchObject({ at: 4, property: 'PartitionKey' });
  });

  it('allows 512 code units and refuses 513, with or without a suspect character', () => {
    expect(keyError('RowKey', 'k'.repeat(MAX_KEY_LENGTH))).toBeNull();
    expect(keyError('RowKey', 'k'.repeat(MAX_KEY_LENGTH + 1))?.code).toBe('KEY_TOO_LONG');
    expect(keyError('RowKey', `#${'k'.repeat(MAX_KEY_LENGTH)}`)?.code).toBe(
      'KEY_INVALID_CHARACTER',
    );
  });
});
