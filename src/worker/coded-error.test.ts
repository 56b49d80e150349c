import { describe, expect, it } from 'vitest';
import { coded } from '../engine';
import { codedError, codedOf } from './coded-error';
import { EngineSession } from './session';

describe('coded errors', () => {
  it('a query on a table the worker does not hold throws the coded reason, table named', () => {
    const session = new EngineSession(() => 0);
    let thrown: unknown = null;
    try {
      session.analyze('compare:gone:by-department', { filter: '' });
    } catch (error) {
      thrown = error;
    }
    expect(codedOf(thrown)).toEqual(
      coded('worker.noTable', { name: 'compare:gone:by-department' }),
    );
  });

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
