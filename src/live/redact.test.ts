import { describe, expect, it } from 'vitest';
import { redact } from './redact';

const SIG = 'A%2B2n2D7EEqTgR5LkHkBawBfGKv53S3ZpBoCHVmNu7WA%3D';
const RAW = decodeURIComponent(SIG);

describe('redact', () => {
  it('replaces the sig value of a URL and keeps the rest', () => {
    const url = `https://a.table.core.windows.net/T?sv=2019-02-02&sp=r&sig=${SIG}&tn=T`;
    expect(redact(url)).toBe('https://a.table.core.windows.net/T?sv=2019-02-02&sp=r&sig=…&tn=T');
  });

  it.each([
    ['first parameter', `?sig=${SIG}`, '?sig=…'],
    ['upper case name', `&SIG=${SIG}&x=1`, '&SIG=…&x=1'],
    ['in a sentence', `failed: GET /T()?sig=${SIG} (403)`, 'failed: GET /T()?sig=… (403)'],
    ['in quotes', `"url":"x?sp=r&sig=${SIG}"`, '"url":"x?sp=r&sig=…"'],
    [
      'percent-encoded in another URL',
      `?next=x%3Fsp%3Dr%26sig%3D${SIG}`,
      '?next=x%3Fsp%3Dr%26sig%3D…',
    ],
    ['bare token', `sv=1&sig=${RAW}`, 'sv=1&sig=…'],
  ])('redacts a signature %s', (_name, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('redacts a known signature wherever it appears, in every spelling', () => {
    const text = `raw ${RAW}, encoded ${SIG}, and again ${RAW}`;
    const out = redact(text, [SIG]);
    expect(out).toBe('raw …, encoded …, and again …');
  });

  it('leaves words that only contain "sig" alone', () => {
    expect(redact('design=1&signal=2')).toBe('design=1&signal=2');
  });

  it('is idempotent', () => {
    const once = redact(`?sig=${SIG}`);
    expect(redact(once)).toBe(once);
  });
});
