/**
 * A QR code's modules for a link, as one SVG path: the `qrcode` package (a well-kept encoder,
 * all versions and error-correction levels) makes the matrix; we draw it ourselves as a React
 * SVG, so nothing is written as HTML and the Content Security Policy is untouched.
 */
import { create } from 'qrcode';

/** A QR code: its width in modules (quiet zone included) and the path of its dark modules. */
export interface QrPicture {
  readonly size: number;
  readonly path: string;
}

/** The quiet zone around the code, in modules, as the standard asks. */
const QUIET = 4;

/**
 * The QR code of `text` at the lowest error correction (the densest links must still fit and a
 * projected code is not damaged), or null when the text is longer than a QR code holds.
 */
export function qrPicture(text: string): QrPicture | null {
  let modules: { size: number; get: (row: number, col: number) => number | boolean };
  try {
    modules = create(text, { errorCorrectionLevel: 'L' }).modules;
  } catch {
    return null;
  }
  const n = modules.size;
  let path = '';
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      path += `M${start + QUIET} ${row + QUIET}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: n + 2 * QUIET, path };
}
