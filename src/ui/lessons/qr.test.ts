import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPicture } from './qr';

/** The dark modules a path draws, read back from its `M x y h w v1 h-w z` runs. */
function drawn(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

describe('qrPicture', () => {
  it('draws exactly the encoder’s dark modules, inside a four-module quiet zone', () => {
    for (const text of ['http://127.0.0.1:5173/#ks1.abc', `http://h/#kl1.${'x9'.repeat(900)}`]) {
      const modules = create(text, { errorCorrectionLevel: 'L' }).modules;
      const picture = qrPicture(text);
      expect(picture?.size).toBe(modules.size + 8);
      const expected = new Set<string>();
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) {
          if (modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);
        }
      }
      expect(drawn(picture?.path ?? '')).toEqual(expected);
    }
  });

  it('says a link longer than a QR code holds does not fit, rather than throwing', () => {
    expect(qrPicture(`http://h/#kl1.${'a'.repeat(3000)}`)).toBeNull();
  });
});
