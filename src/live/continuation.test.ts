import { describe, expect, it } from 'vitest';
import { continuationOf, decodeContinuationToken } from './continuation';

describe('decodeContinuationToken', () => {
  it("reads Azurite's plain base64 of the key", () => {
    expect(decodeContinuationToken('cDA=')).toBe('p0');
    expect(decodeContinuationToken(btoa('dept-03'))).toBe('dept-03');
  });

  it("reads the service's 1!<n>!<base64 with '-' for '='> form", () => {
    expect(decodeContinuationToken('1!8!cDEtMQ--')).toBe('p1-1');
  });

  it('reads non-ASCII keys as UTF-8', () => {
    const bytes = new TextEncoder().encode('clé-é');
    const token = btoa(String.fromCharCode(...bytes));
    expect(decodeContinuationToken(token)).toBe('clé-é');
  });

  it('gives null for a token of an unknown form', () => {
    expect(decodeContinuationToken('+RID:abc#RT:1')).toBeNull();
    expect(decodeContinuationToken('//79')).toBeNull(); // not UTF-8
  });
});

describe('continuationOf', () => {
  it('keeps the tokens verbatim, decodes them, and allows a missing row key', () => {
    const headers = new Headers({ 'x-ms-continuation-NextPartitionKey': 'cDA=' });
    expect(continuationOf(headers)).toEqual({
      nextPartitionKeyToken: 'cDA=',
      nextRowKeyToken: null,
      nextPartitionKey: 'p0',
      nextRowKey: null,
    });
    expect(continuationOf(new Headers())).toBeNull();
  });
});
