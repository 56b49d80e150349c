import { describe, expect, it } from 'vitest';
import { coded } from '../engine';
import { codedOf } from '../protocol/coded-error';
import { EngineSession } from './session';

describe("the worker's coded errors", () => {
  it('a query on a table the worker does not hold throws the coded reason, table named', () => {
    const session = new EngineSession(() => 0);
    let thrown: unknown = null;
    try {
      session.queries.plan('compare:gone:by-department', { filter: '' });
    } catch (error) {
      thrown = error;
    }
    expect(codedOf(thrown)).toEqual(
      coded('worker.noTable', { name: 'compare:gone:by-department' }),
    );
  });
});
