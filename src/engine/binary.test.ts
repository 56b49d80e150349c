import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64FromBytes,
  bytesFromBase64,
  bytesFromHex,
  compareBytes,
  hexFromBytes,
} from './binary';
import { parseGuid } from './guid';

describe('binary helpers', () => {
  it('reads and writes hex', () => {
    expect(bytesFromHex('0aFF')).toEqual(new Uint8Array([10, 255]));
    expect(hexFromBytes(new Uint8Array([10, 255]))).toBe('0aff');
    expect(bytesFromHex('0af')).toBeNull();
    expect(bytesFromHex('zz')).toBeNull();
    expect(bytesFromHex('')).toEqual(new Uint8Array([]));
  });

  it('writes standard padded base64', () => {
    const enc = (s: string) => base64FromBytes(Uint8Array.from(s, (c) => c.charCodeAt(0)));
    expect(enc('')).toBe('');
    expect(enc('f')).toBe('Zg==');
    expect(enc('fo')).toBe('Zm8=');
    expect(enc('foo')).toBe('Zm9v');
    expect(enc('foobar')).toBe('Zm9vYmFy');
    expect(base64FromBytes(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
  });

  it('rejects malformed or non-canonical base64', () => {
    for (const bad of ['Zg', 'Zg=', 'Z===', 'Zh==', 'Zm9v!', '=Zm9', 'Zg==Zg==']) {
      expect(bytesFromBase64(bad), bad).toBeNull();
    }
  });

  it('base64 round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(bytesFromBase64(base64FromBytes(bytes))).toEqual(bytes);
      }),
      { numRuns: 500, seed: 3 },
    );
  });

  it('orders bytes lexicographically, a prefix first', () => {
    const b = (...xs: number[]) => new Uint8Array(xs);
    expect(compareBytes(b(1, 2), b(1, 3))).toBe(-1);
    expect(compareBytes(b(1), b(1, 0))).toBe(-1);
    expect(compareBytes(b(255), b(1, 0))).toBe(1);
    expect(compareBytes(b(), b())).toBe(0);
  });

  it('canonicalizes Guids to lower case and rejects other text', () => {
    expect(parseGuid('C9DA6455-213D-42C9-9A79-3E9149A57833')).toBe(
      'c9da6455-213d-42c9-9a79-3e9149a57833',
    );
    expect(parseGuid('c9da6455213d42c99a793e9149a57833')).toBeNull();
    expect(parseGuid('{c9da6455-213d-42c9-9a79-3e9149a57833}')).toBeNull();
  });
});
