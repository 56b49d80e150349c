/**
 * The operations the worker offers, built over one `EngineSession`. The worker exposes the
 * result through comlink; Node tests call the same object directly, so both run one API.
 */
import type { DatasetRecipe } from '../datasets';
import type { Bound, Continuation, QueryOptions } from '../engine';
import type { EngineSession, Tagged } from './session';

/** Builds the worker API over a session; keystroke-driven answers echo their request id. */
export function createApi(session: EngineSession) {
  return {
    /** The sample dataset catalogue. */
    listDatasets: () => session.listDatasets(),
    /** Generates and indexes a dataset; `onProgress` (a comlink proxy) is called as it builds. */
    load: (recipe: DatasetRecipe, onProgress?: (done: number, expected: number) => void) =>
      session.load(recipe, onProgress),
    /**
     * Plan and counters for one keystroke's query, and the key-range strip's partition marked by
     * it (the focused one, else the busiest): one round trip, one repaint per keystroke.
     */
    analyze: (
      requestId: number,
      options: QueryOptions,
      focusPartition: string | null,
      detailLimit: number,
    ): Tagged<ReturnType<EngineSession['analyzeWithDetail']>> => ({
      requestId,
      result: session.analyzeWithDetail(options, focusPartition, detailLimit),
    }),
    /** One response page of rows, after `continuation` (the first page when null). */
    page: (
      requestId: number,
      options: QueryOptions,
      continuation: Continuation | null,
    ): Tagged<ReturnType<EngineSession['page']>> => ({
      requestId,
      result: session.page(options, continuation),
    }),
    /** One partition's entities marked by what the query does to them. */
    detail: (
      requestId: number,
      options: QueryOptions,
      partitionKey: string,
      limit: number,
    ): Tagged<ReturnType<EngineSession['detail']>> => ({
      requestId,
      result: session.detail(options, partitionKey, limit),
    }),
    /** The filter rewritten to one partition (a click on the partition map). */
    withPartitionKey: (filter: string, partitionKey: string) =>
      session.withPartitionKey(filter, partitionKey),
    /** The filter rewritten to a RowKey range (a brush on the key-range strip). */
    withRowKeyRange: (filter: string, lower: Bound | null, upper: Bound | null) =>
      session.withRowKeyRange(filter, lower, upper),
    /** Answers at once when the worker is idle. */
    ping: () => 'pong' as const,
  };
}

/** The API's synchronous shape; the client sees it through comlink as promises. */
export type EngineApi = ReturnType<typeof createApi>;
