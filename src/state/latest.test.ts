import { describe, expect, it } from 'vitest';
import { LatestAnswer, LatestOnly } from './latest';

/** A hand-driven async job: each call waits until the test resolves it. */
function controllable() {
  const calls: {
    id: number;
    input: string;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const run = (id: number, input: string) =>
    new Promise<string>((resolve, reject) => calls.push({ id, input, resolve, reject }));
  return { calls, run };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('LatestOnly', () => {
  it('delivers the answer to the only request', async () => {
    const { calls, run } = controllable();
    const got: string[] = [];
    const latest = new LatestOnly(run, (o) => got.push(o));
    latest.submit('a');
    calls[0]?.resolve('A');
    await flush();
    expect(got).toEqual(['A']);
  });

  it('keeps one request in flight and runs only the newest of those submitted meanwhile', async () => {
    const { calls, run } = controllable();
    const got: string[] = [];
    const latest = new LatestOnly(run, (o) => got.push(o));
    latest.submit('a');
    latest.submit('ab');
    latest.submit('abc');
    expect(calls.map((c) => c.input)).toEqual(['a']);
    calls[0]?.resolve('A');
    await flush();
    // 'a' is stale (newer submissions exist) so it is dropped; 'ab' was replaced by 'abc'.
    expect(got).toEqual([]);
    expect(calls.map((c) => c.input)).toEqual(['a', 'abc']);
    calls[1]?.resolve('ABC');
    await flush();
    expect(got).toEqual(['ABC']);
  });

  it('drops an answer made stale by cancel, and reports failures of current requests', async () => {
    const { calls, run } = controllable();
    const got: string[] = [];
    const failed: unknown[] = [];
    const latest = new LatestOnly(
      run,
      (o) => got.push(o),
      (e) => failed.push(e),
    );
    latest.submit('a');
    latest.cancel();
    calls[0]?.resolve('A');
    await flush();
    expect(got).toEqual([]);
    const id = latest.submit('b');
    expect(latest.isCurrent(id)).toBe(true);
    calls[1]?.reject(new Error('boom'));
    await flush();
    expect(failed).toHaveLength(1);
    expect(got).toEqual([]);
  });

  it('passes the request id that the answer must match', async () => {
    const { calls, run } = controllable();
    const ids: number[] = [];
    const latest = new LatestOnly(run, (_o, _i, id) => ids.push(id));
    const id = latest.submit('x');
    expect(calls[0]?.id).toBe(id);
    calls[0]?.resolve('X');
    await flush();
    expect(ids).toEqual([id]);
  });
});

describe('LatestAnswer', () => {
  it('answers every call, but an overtaken or cancelled one with null', async () => {
    const { calls, run } = controllable();
    const latest = new LatestAnswer(run);
    const first = latest.ask('a');
    const second = latest.ask('b');
    // Both run (the caller awaits each); the older answer arrives last and is stale anyway.
    calls[1]?.resolve('B');
    calls[0]?.resolve('A');
    expect(await second).toBe('B');
    expect(await first).toBeNull();
    const third = latest.ask('c');
    latest.cancel();
    calls[2]?.resolve('C');
    expect(await third).toBeNull();
  });
});
