import { describe, expect, it } from 'vitest';
import type { PageSummary, WireEntity } from '../engine';
import { compareRuns } from './compare';
import type { LiveContinuation } from './continuation';
import type { LivePage, LiveResult } from './live-query';

const e = (pk: string, rk: string, extra: WireEntity = {}): WireEntity => ({
  PartitionKey: pk,
  RowKey: rk,
  ...extra,
});

const next = (pk: string, rk: string): LiveContinuation => ({
  nextPartitionKeyToken: btoa(pk),
  nextRowKeyToken: btoa(rk),
  nextPartitionKey: pk,
  nextRowKey: rk,
});

function livePages(
  specs: [size: number, top: number, cont: LiveContinuation | null, ms?: number][],
) {
  return specs.map(
    ([size, requestedTop, continuation, elapsedMs = 20], index): LivePage => ({
      index,
      size,
      requestedTop,
      continuation,
      elapsedMs,
    }),
  );
}

function live(
  entities: WireEntity[],
  pages: LivePage[],
  extra: Partial<LiveResult> = {},
): LiveResult {
  return {
    query: {},
    entities,
    pages,
    stoppedBy: 'end',
    cap: 100_000,
    next: null,
    problem: null,
    ...extra,
  };
}

function modelPages(sizes: number[], conts: (PageSummary['continuation'] | null)[]): PageSummary[] {
  return sizes.map((returned, index) => ({
    index,
    scanned: returned,
    returned,
    continuation: conts[index] ?? null,
    endedBy: conts[index] ? 'page-size' : 'end',
  }));
}

const A = e('a', '1', { N: 1 });
const B = e('a', '2', { N: 2 });
const C = e('b', '1', { N: 3 });

describe('compareRuns', () => {
  it('agrees when entities, order, values and pages agree', () => {
    const model = { entities: [A, B, C], pages: modelPages([3], [null]) };
    const result = compareRuns(model, live([A, B, C], livePages([[3, 1000, null]])));
    expect(result.agrees).toBe(true);
    expect(result.explanations).toEqual([]);
  });

  it('lists entities only in one result and value differences by key', () => {
    const changed = e('a', '2', { N: 20, M: 'x' });
    const model = { entities: [A, B], pages: modelPages([2], [null]) };
    const result = compareRuns(model, live([changed, C], livePages([[2, 1000, null]])));
    expect(result.entities.onlyInModel).toEqual([{ partitionKey: 'a', rowKey: '1', position: 0 }]);
    expect(result.entities.onlyLive).toEqual([{ partitionKey: 'b', rowKey: '1', position: 1 }]);
    expect(result.entities.valueDifferences).toEqual([
      { partitionKey: 'a', rowKey: '2', property: 'N', model: '2', live: '20' },
      { partitionKey: 'a', rowKey: '2', property: 'M', model: null, live: "'x'" },
    ]);
    expect(result.explanations.map((x) => x.code)).toEqual(['SET_DIFFERS', 'VALUES_DIFFER']);
  });

  it('compares values as Edm values, not JSON spelling', () => {
    const model = e('a', '1', { 'B@odata.type': 'Edm.Int64', B: '10', G: 2.5 });
    const same = e('a', '1', { 'B@odata.type': 'Edm.Int64', B: 10, G: 2.5 });
    const result = compareRuns(
      { entities: [model], pages: modelPages([1], [null]) },
      live([same], livePages([[1, 1000, null]])),
    );
    expect(result.entities.valueDifferenceCount).toBe(0);
  });

  it('reports the same set in another order', () => {
    const model = { entities: [A, B, C], pages: modelPages([3], [null]) };
    const result = compareRuns(model, live([A, C, B], livePages([[3, 1000, null]])));
    expect(result.entities).toMatchObject({
      sameSet: true,
      sameOrder: false,
      firstOrderDifference: 1,
    });
    expect(result.explanations.map((x) => x.code)).toEqual(['ORDER_DIFFERS']);
  });

  it('explains a page split short of $top: a range boundary, with the split key to model it', () => {
    const model = { entities: [A, B, C], pages: modelPages([3], [null]) };
    const pages = livePages([
      [2, 1000, next('b', '1')],
      [1, 1000, null],
    ]);
    const result = compareRuns(model, live([A, B, C], pages));
    expect(result.entities.sameOrder).toBe(true);
    expect(result.requests).toEqual({ model: 1, live: 2 });
    const codes = result.explanations.map((x) => [x.code, x.pages]);
    expect(codes).toEqual([
      ['SHORT_PAGE', [0]],
      ['REQUESTS_DIFFER', []],
    ]);
    expect(result.explanations[0]?.message).toMatchObject({
      code: 'live.shortPageSplit',
      params: { next: 'b' },
    });
  });

  it('explains an empty page with a continuation, and a page cut by the 5-second limit', () => {
    const model = { entities: [A, C], pages: modelPages([2], [null]) };
    const pages = livePages([
      [0, 1000, next('a', '2')],
      [1, 1000, next('b', '1'), 5200],
      [1, 1000, null],
    ]);
    const result = compareRuns(model, live([A, C], pages));
    expect(result.explanations.map((x) => x.code)).toEqual([
      'EMPTY_PAGE',
      'TIME_LIMIT',
      'REQUESTS_DIFFER',
    ]);
  });

  it('explains the model predicting one more, empty, request', () => {
    const model = {
      entities: [A, B],
      pages: modelPages([2, 0], [{ nextPartitionKey: 'a', nextRowKey: '3' }, null]),
    };
    const result = compareRuns(model, live([A, B], livePages([[2, 2, null]])));
    expect(result.explanations.map((x) => [x.code, x.pages])).toEqual([
      ['MODEL_EMPTY_LAST_PAGE', [0, 1]],
    ]);
  });

  it('says a run stopped early covers only what was read, and never calls that agreement', () => {
    const model = { entities: [A, B, C], pages: modelPages([3], [null]) };
    const result = compareRuns(
      model,
      live([A], livePages([[1, 1, next('a', '2')]]), { stoppedBy: 'cap', cap: 1 }),
    );
    expect(result.agrees).toBe(false);
    expect(result.explanations[0]?.code).toBe('LIVE_INCOMPLETE');
    expect(result.explanations.map((x) => x.code)).not.toContain('SET_DIFFERS');
  });

  it('matches by content when keys were not selected, and says so', () => {
    const model = { entities: [{ N: 1 }, { N: 2 }], pages: modelPages([2], [null]) };
    const result = compareRuns(model, live([{ N: 2 }, { N: 1 }], livePages([[2, 1000, null]])));
    expect(result.entities).toMatchObject({ byKeys: false, sameSet: true, sameOrder: false });
    expect(result.explanations.map((x) => x.code)).toContain('KEYS_NOT_SELECTED');
  });

  it('flags Timestamp in the query: the model does not know write times', () => {
    const model = { entities: [A], pages: modelPages([1], [null]) };
    const run = live([A], livePages([[1, 1000, null]]), {
      query: { filter: "Timestamp gt datetime'2020-01-01T00:00:00Z'" },
    });
    expect(compareRuns(model, run).explanations.map((x) => x.code)).toEqual(['TIMESTAMP']);
  });
});
