import { describe, expect, it } from 'vitest';
import { coded } from '../engine';
import { codedError, codedOf } from './coded-error';

describe('coded errors', () => {
  it('keep their message through what crosses to the page: the name and message alone', () => {
    const sent = codedError(coded('worker.noTable', { name: 't' }));
    const received = Object.assign(new Error(sent.message), { name: sent.name });
    expect(codedOf(received)).toEqual(coded('worker.noTable', { name: 't' }));
  });

  it('are told apart from any other error, malformed ones included', () => {
    expect(codedOf(new Error('{"code":"worker.noTable"}'))).toBeNull();
    const forged = Object.assign(new Error('not json'), { name: 'KeyscopeCodedError' });
    expect(codedOf(forged)).toBeNull();
    const noCode = Object.assign(new Error('{"params":{}}'), { name: 'KeyscopeCodedError' });
    expect(codedOf(noCode)).toBeNull();
    expect(codedOf('a string')).toBeNull();
  });
});
