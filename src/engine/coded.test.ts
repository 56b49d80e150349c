/**
 * `coded` checked by the compiler: a code nobody declared, a parameter missing, misspelt or
 * extra, and a plural's `count` that is not a number do not compile. Each `@ts-expect-error`
 * fails the typecheck (`tsc -p tsconfig.engine.json`) the day its line compiles.
 */
import { describe, expect, it } from 'vitest';
import { type BareCode, coded, type MessageCode, type ParamsOf } from './coded';

describe('coded', () => {
  it('makes a message of a declared code and exactly its parameters', () => {
    expect(coded('engine.int32Range', { text: '1' })).toEqual({
      code: 'engine.int32Range',
      params: { text: '1' },
    });
    expect(coded('engine.simplifyHint')).toEqual({ code: 'engine.simplifyHint' });
    expect(coded('engine.planResidual', { count: 2 }).params).toEqual({ count: 2 });
  });

  it('does not compile with a wrong code or wrong parameters', () => {
    const wrong = () => [
      // @ts-expect-error: no room declares this code.
      coded('engine.int32Ranges', { text: '1' }),
      // @ts-expect-error: a parameter misspelt.
      coded('engine.int32Range', { txt: '1' }),
      // @ts-expect-error: a parameter missing.
      coded('engine.malformedNumber', { text: '1' }),
      // @ts-expect-error: the parameters missing altogether.
      coded('engine.int32Range'),
      // @ts-expect-error: a parameter the message does not have.
      coded('engine.simplifyHint', { text: '1' }),
      // @ts-expect-error: a plural's count is a number.
      coded('engine.planResidual', { count: 'two' }),
    ];
    expect(typeof wrong).toBe('function');
  });

  it('types a code and its parameters for whoever passes them on', () => {
    const code: MessageCode = 'engine.int32Range';
    const params: ParamsOf<'engine.int32Range'> = { text: '1' };
    const label: BareCode = 'engine.simplifyHint';
    // @ts-expect-error: a code with parameters is no bare label.
    const notBare: BareCode = 'engine.int32Range';
    expect([code, params, label, notBare]).toHaveLength(4);
  });
});
