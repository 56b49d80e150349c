import { describe, expect, it } from 'vitest';
import { textPieces } from './lesson-text';

describe('textPieces', () => {
  it('marks code between backticks', () => {
    expect(textPieces('Use `PartitionKey eq` here.')).toEqual([
      { code: false, text: 'Use ' },
      { code: true, text: 'PartitionKey eq' },
      { code: false, text: ' here.' },
    ]);
  });

  it('takes a double-backtick span that holds a backtick', () => {
    expect(textPieces('up to ``email` `` now')).toEqual([
      { code: false, text: 'up to ' },
      { code: true, text: 'email`' },
      { code: false, text: ' now' },
    ]);
  });

  it('leaves an unmatched backtick as text', () => {
    expect(textPieces('a ` b')).toEqual([{ code: false, text: 'a ` b' }]);
  });
});
