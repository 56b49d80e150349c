import { describe, expect, it } from 'vitest';
import { findDataset, sampleEntities } from '../datasets';
import { analyzeQuery, coded, createTable, type FilterError } from '../engine';
import { sayEnglish } from '../i18n/english';
import {
  type AnalyzedQuery,
  analysisOfText,
  engineErrorOf,
  failureNoted,
  filterErrorOf,
  IDLE_QUERY,
  isRunning,
  optionErrorOf,
  pictureFilter,
  planView,
  queryAnswered,
  queryFailed,
  queryForgotten,
  queryRunning,
  querySettled,
  shownAnalysis,
} from './query-state';

const table = createTable(sampleEntities(findDataset('employees')!, 200, 1)).table;

/** A real analysis of `filter` over a small seeded table. */
function analyzed(filter: string): AnalyzedQuery {
  const result = analyzeQuery(table, { filter, rangePartitioning: { kind: 'single' } });
  if (!result.ok) throw new Error(sayEnglish(result.error.message));
  const { ok: _ok, ...analysis } = result;
  return { filter, analysis, ms: 3 };
}

/** The engine's own error for a filter that does not parse. */
function errorOf(filter: string): FilterError {
  const result = analyzeQuery(table, { filter, rangePartitioning: { kind: 'single' } });
  if (result.ok) throw new Error(`'${filter}' parsed`);
  return result.error;
}

const good = analyzed("PartitionKey eq 'Sales'");
const bad = errorOf("LastName EQ 'Jones'");

describe('the query state', () => {
  it('starts idle with nothing to show and nothing wrong', () => {
    expect(isRunning(IDLE_QUERY)).toBe(false);
    expect(shownAnalysis(IDLE_QUERY)).toBeNull();
    expect(filterErrorOf(IDLE_QUERY)).toBeNull();
    expect(planView(IDLE_QUERY, 'idle')).toEqual({ kind: 'none', reason: 'working' });
  });

  it('keeps the last good analysis on screen while the next query runs', () => {
    const running = queryRunning(queryAnswered(good));
    expect(isRunning(running)).toBe(true);
    expect(shownAnalysis(running)).toBe(good.analysis);
    expect(planView(running, 'ready')).toEqual({
      kind: 'plan',
      last: good,
      stale: null,
      engineError: null,
    });
  });

  it('keeps a filter error underlined while the next keystroke runs, so it does not flicker', () => {
    const failed = queryFailed(queryRunning(queryAnswered(good)), { kind: 'filter', error: bad });
    expect(isRunning(failed)).toBe(false);
    expect(filterErrorOf(failed)).toBe(bad);
    const typing = queryRunning(queryRunning(failed));
    expect(isRunning(typing)).toBe(true);
    expect(filterErrorOf(typing)).toBe(bad);
    expect(shownAnalysis(typing)).toBe(good.analysis);
    expect(planView(typing, 'ready')).toMatchObject({ kind: 'plan', stale: 'filter-error' });
  });

  it('clears every error when a query is answered', () => {
    const boom = coded('state.detail', { detail: 'boom' });
    const failed = queryFailed(queryAnswered(good), { kind: 'engine', message: boom });
    expect(engineErrorOf(failed)).toBe(boom);
    const fixed = queryAnswered(analyzed("PartitionKey eq 'IT'"));
    expect(engineErrorOf(fixed)).toBeNull();
    expect(filterErrorOf(fixed)).toBeNull();
    expect(optionErrorOf(fixed)).toBeNull();
  });

  it('reports an option error apart from the filter, with no span to underline', () => {
    const failed = queryFailed(queryRunning(queryAnswered(good)), {
      kind: 'option',
      message: coded('engine.invalidSelect', { text: 'a b' }),
    });
    expect(optionErrorOf(failed)?.code).toBe('engine.invalidSelect');
    expect(filterErrorOf(failed)).toBeNull();
    expect(planView(failed, 'ready')).toMatchObject({ kind: 'plan', stale: null });
  });

  it('shows a failure beside the analysis (a page of rows) without ending a running query', () => {
    const running = queryRunning(queryAnswered(good));
    const pageFailed = coded('engine.invalidTop', { text: '-1', max: 1000 });
    const noted = failureNoted(running, { kind: 'engine', message: pageFailed });
    expect(isRunning(noted)).toBe(true);
    expect(engineErrorOf(noted)).toBe(pageFailed);
    const idle = failureNoted(queryAnswered(good), { kind: 'engine', message: pageFailed });
    expect(isRunning(idle)).toBe(false);
    expect(engineErrorOf(idle)).toBe(pageFailed);
    expect(planView(idle, 'ready')).toMatchObject({ kind: 'plan', engineError: pageFailed });
  });

  it('stops running without an answer when a load cancels the query, keeping what was shown', () => {
    const failed = queryFailed(queryAnswered(good), { kind: 'filter', error: bad });
    const settled = querySettled(queryRunning(failed));
    expect(isRunning(settled)).toBe(false);
    expect(filterErrorOf(settled)).toBe(bad);
    expect(planView(settled, 'running')).toMatchObject({ kind: 'plan', stale: 'loading' });
  });

  it('forgets the analysis when the dataset is replaced, saying why there is no plan', () => {
    const forgotten = queryForgotten(queryAnswered(good));
    expect(shownAnalysis(forgotten)).toBeNull();
    expect(planView(forgotten, 'failed')).toEqual({ kind: 'none', reason: 'no-dataset' });
    const withError = queryForgotten(
      queryFailed(queryAnswered(good), { kind: 'filter', error: bad }),
    );
    expect(planView(withError, 'ready')).toEqual({ kind: 'none', reason: 'filter-error' });
  });
});

describe('what the filter editor and the pictures index', () => {
  it('draws seek and residual marks only over the exact text the analysis answers', () => {
    const answered = queryAnswered(good);
    expect(analysisOfText(answered, good.filter)).toBe(good.analysis);
    expect(analysisOfText(answered, `${good.filter} `)).toBeNull();
    expect(analysisOfText(queryRunning(answered), good.filter)).toBe(good.analysis);
    const failed = queryFailed(answered, { kind: 'filter', error: bad });
    expect(analysisOfText(failed, good.filter)).toBeNull();
  });

  it("gives the pictures the analysis's own filter text, or the editor's without an analysis", () => {
    expect(pictureFilter(queryRunning(queryAnswered(good)), 'Last')).toBe(good.filter);
    expect(pictureFilter(IDLE_QUERY, 'Last')).toBe('Last');
  });
});

describe('plan view after failures (issue 11)', () => {
  const answered = queryAnswered(good);

  it('regression: after the engine gives up the plan panel shows the failed state, not the last plan', () => {
    expect(planView(answered, 'failed')).toEqual({ kind: 'none', reason: 'no-dataset' });
    expect(planView(queryRunning(answered), 'failed')).toEqual({
      kind: 'none',
      reason: 'no-dataset',
    });
  });

  it('regression: a hung worker shows the plan as stale while its deadline runs', () => {
    const running = queryRunning(answered);
    expect(planView(running, 'ready', false)).toMatchObject({ stale: null });
    expect(planView(running, 'ready', true)).toMatchObject({ kind: 'plan', stale: 'slow' });
    // A slow flag left over from an answered query means nothing.
    expect(planView(answered, 'ready', true)).toMatchObject({ stale: null });
  });
});
