/**
 * The explorer's query side: analyzes the workspace's query on the loaded table (latest
 * keystroke wins), keeps the key-range strip's partition current, fetches pages of rows on
 * demand, and rewrites the filter from a click or a brush on the pictures.
 */
import type { StoreApi } from 'zustand';
import type { Bound, Outcome, PartitionDetail, QueryAnalysis, QueryOptions } from '../engine';
import { detailPartition } from '../protocol/detail-partition';
import { pagesView } from '../protocol/packed-pages';
import { type PackedPartitionStats, unpackPartitionStats } from '../protocol/packed-stats';
import { MAIN_TABLE } from '../protocol/tables';
import type { EngineCalls } from './engine-client';
import { describeFailure } from './engine-failure';
import { withPage } from './page-cache';
import {
  failureNoted,
  type QueryFailure,
  queryAnswered,
  queryFailed,
  queryRunning,
  shownAnalysis,
} from './query-state';
import type { ExplorerState } from './store';
import { type EngineSupervisor, isEngineDeath } from './supervisor';
import { queryOptionsOf } from './workspace';

/** How many entities of one partition the key-range strip gets at most: more than its pixels. */
const DETAIL_LIMIT = 2000;

/** Whether an error is about `$top` / `$select` rather than the filter text (no span to underline). */
function isOptionError(code: string): boolean {
  return code === 'INVALID_TOP' || code === 'INVALID_SELECT';
}

/** The analysis with its packed per-partition counters turned back into objects. */
function withUnpackedStats(
  analysis: QueryAnalysis,
  packed: PackedPartitionStats,
  partitions: readonly { readonly partitionKey: string }[],
): QueryAnalysis {
  // Packed indices refer to the loaded table's partition list; loads and analyses are
  // answered in order, so a mismatch means a bug, and the map then shows no per-partition data.
  const perPartition = unpackPartitionStats(packed, partitions) ?? [];
  return { ...analysis, stats: { ...analysis.stats, perPartition } };
}

/** The detail without its outcome tag; null when there is none or it failed. */
function detailOf(outcome: Outcome<PartitionDetail> | null): PartitionDetail | null {
  if (!outcome?.ok) return null;
  const { ok: _ok, ...detail } = outcome;
  return detail;
}

/** The query side's handle, for the controller. */
export interface ExplorerQuery {
  /** Analyzes the workspace's query, if the loaded table is on show. */
  analyze(): void;
  /** Fetches the strip's partition for the analyzed query (the focus changed). */
  refreshDetail(): void;
  /** Forgets the analyzed query and any work in flight: a new table is coming. */
  reset(): void;
  /** Fetches page `index` of the analyzed query's rows, if not fetched or fetching. */
  requestPage(index: number): void;
  /** Rewrites the filter to one partition (a click on the partition map). */
  partitionClick(partitionKey: string): void;
  /** Rewrites the filter to a RowKey range (a brush on the key-range strip). */
  rowKeyBrush(lower: Bound | null, upper: Bound | null): void;
  /** Shows a failure beside the analysis (a page, a rewrite); a running query still replaces it. */
  noteFailure(failure: QueryFailure): void;
}

/** The query side of the explorer over `store`, on the supervisor's engine. */
export function createExplorerQuery(
  store: StoreApi<ExplorerState>,
  engine: EngineSupervisor,
): ExplorerQuery {
  /** The options of the analysis on show: pages and the strip are fetched for it. */
  let analyzedOptions: QueryOptions | null = null;
  const pagesInFlight = new Set<string>();

  const noteFailure = (failure: QueryFailure) =>
    store.setState((s) => ({ query: failureNoted(s.query, failure) }));
  const noteUnlessDeath = (error: unknown) => {
    if (!isEngineDeath(error)) noteFailure({ kind: 'engine', message: describeFailure(error) });
  };

  const analysisRunner = engine.latest<
    QueryOptions,
    Awaited<ReturnType<EngineCalls['analyze']>>['result']
  >(
    async (id, options) =>
      (
        await engine.calls.analyze(
          id,
          MAIN_TABLE,
          options,
          store.getState().focusPartition,
          DETAIL_LIMIT,
        )
      ).result,
    ({ analysis: outcome, detail, ms, packed, packedPages }, options) => {
      if (outcome.ok) {
        analyzedOptions = options;
        detailRunner.cancel();
        const { ok: _ok, ...unpacked } = outcome;
        const answer = packedPages ? { ...unpacked, pages: pagesView(packedPages) } : unpacked;
        const analysis = packed
          ? withUnpackedStats(answer, packed, store.getState().loaded?.partitions ?? [])
          : answer;
        // Plan, counters and strip land in one update: one repaint per keystroke.
        store.setState((s) => ({
          query: queryAnswered({ filter: options.filter ?? '', analysis, ms }),
          detail: detailOf(detail),
          analysisVersion: s.analysisVersion + 1,
          pages: {},
        }));
        pagesInFlight.clear();
      } else {
        const failure: QueryFailure = isOptionError(outcome.error.code)
          ? { kind: 'option', message: outcome.error.message }
          : { kind: 'filter', error: outcome.error };
        store.setState((s) => ({ query: queryFailed(s.query, failure) }));
      }
    },
    (error) =>
      store.setState((s) => ({
        query: queryFailed(s.query, { kind: 'engine', message: describeFailure(error) }),
      })),
  );

  const detailRunner = engine.latest<
    { options: QueryOptions; partitionKey: string },
    Outcome<PartitionDetail>
  >(
    async (id, { options, partitionKey }) =>
      (await engine.calls.detail(id, MAIN_TABLE, options, partitionKey, DETAIL_LIMIT)).result,
    (outcome) => store.setState({ detail: detailOf(outcome) }),
    () => store.setState({ detail: null }),
  );

  /** Whether the table on show is the one the running engine holds, so queries may run. */
  const tableReady = () => engine.connection !== null && store.getState().load.phase === 'ready';

  /** Rewrites the filter with `rewrite`'s answer, unless the user typed meanwhile. */
  function rewriteFilter(rewrite: (filter: string) => Promise<Outcome<{ filter: string }>>): void {
    if (!engine.connection) return;
    const filter = store.getState().filter;
    rewrite(filter).then((outcome) => {
      if (store.getState().filter !== filter) return;
      if (outcome.ok) store.getState().setFilter(outcome.filter);
      else noteFailure({ kind: 'filter', error: outcome.error });
    }, noteUnlessDeath);
  }

  return {
    analyze() {
      if (!tableReady()) return;
      store.setState((s) => ({ query: queryRunning(s.query) }));
      analysisRunner.submit(queryOptionsOf(store.getState()));
    },
    refreshDetail() {
      if (!tableReady() || !analyzedOptions) return;
      const state = store.getState();
      const partitionKey = detailPartition(state.focusPartition, shownAnalysis(state.query));
      if (partitionKey === null) {
        detailRunner.cancel();
        store.setState({ detail: null });
        return;
      }
      detailRunner.submit({ options: analyzedOptions, partitionKey });
    },
    reset() {
      analyzedOptions = null;
      analysisRunner.cancel();
      detailRunner.cancel();
    },
    requestPage(index) {
      const state = store.getState();
      const options = analyzedOptions;
      const analysis = shownAnalysis(state.query);
      if (!engine.connection || !options || !analysis || state.pages[index]) return;
      const summary = analysis.pages[index];
      if (!summary) return;
      const version = state.analysisVersion;
      const key = `${version}:${index}`;
      if (pagesInFlight.has(key)) return;
      const continuation = index === 0 ? null : (analysis.pages[index - 1]?.continuation ?? null);
      if (index > 0 && continuation === null) return;
      pagesInFlight.add(key);
      // The page call carries the analysis version as its id: an answer for an older analysis
      // is dropped, since its rows belong to a query no longer on show.
      engine.calls.page(version, MAIN_TABLE, options, continuation).then(
        ({ requestId, result }) => {
          pagesInFlight.delete(key);
          if (requestId !== store.getState().analysisVersion) return;
          if (!result.ok) {
            noteFailure({ kind: 'engine', message: result.error.message });
            return;
          }
          store.setState((s) => ({ pages: withPage(s.pages, index, result.page.entities) }));
        },
        (error: unknown) => {
          pagesInFlight.delete(key);
          noteUnlessDeath(error);
        },
      );
    },
    partitionClick(partitionKey) {
      rewriteFilter((filter) => engine.calls.withPartitionKey(filter, partitionKey));
    },
    rowKeyBrush(lower, upper) {
      rewriteFilter((filter) => engine.calls.withRowKeyRange(filter, lower, upper));
    },
    noteFailure,
  };
}
