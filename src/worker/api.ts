/**
 * The operations the worker offers, built over one `EngineSession`. The worker exposes the
 * result through comlink; Node tests call the same object directly, so both run one API.
 * Every table call names its table: the explorer's is `MAIN_TABLE`, and a comparison of designs
 * holds one table per design.
 */
import type { DatasetRecipe } from '../datasets';
import type { Design } from '../design';
import type { Bound, Continuation, QueryOptions } from '../engine';
import type { Check, Verdict } from '../lessons';
import type { AccessPattern, CandidateDesign, WriteLoadSettings } from '../patterns';
import type { ExportFormat } from '../protocol/exports';
import type { ImportOptions } from '../protocol/imports';
import type { Tagged } from '../protocol/tagged';
import type { EngineSession } from './session';

/** Builds the worker API over a session; keystroke-driven answers echo their request id. */
export function createApi(session: EngineSession) {
  return {
    /** The sample dataset catalogue, with each dataset's records, design and presets. */
    listDatasets: () => session.listDatasets(),
    /**
     * Generates a dataset's records, applies a design (the dataset's own when null) and indexes
     * the result as table `table`; `onProgress` (a comlink proxy) is called as it builds.
     */
    load: (
      table: string,
      recipe: DatasetRecipe,
      design: Design | null,
      onProgress?: (done: number, expected: number) => void,
    ) => session.load(table, recipe, design, onProgress),
    /** A comparison's design table as a load would summarize it, generating nothing. */
    describeTable: (table: string) => session.describeTable(table),
    /**
     * Reads an import file (a File or Blob, cloned to the worker) in slices; `onProgress` (a
     * comlink proxy) gets (bytes read, total). The entities wait in the worker for `loadImported`.
     */
    importFile: (
      importId: number,
      file: Blob,
      name: string,
      options: ImportOptions,
      onProgress?: (read: number, total: number) => void,
    ) => session.importFile(importId, file, name, options, onProgress),
    /** Stops an import at its next slice. */
    cancelImport: (importId: number) => session.cancelImport(importId),
    /**
     * Builds table `table` from a finished import (records through `design`, their starting
     * design when null); the previous table stays if it fails.
     */
    loadImported: (
      table: string,
      importId: number,
      design: Design | null = null,
      onProgress?: (done: number, expected: number) => void,
    ) => session.loadImported(table, importId, design, onProgress),
    /** A query's results over all pages (the whole table for an empty filter) as a file's text. */
    exportTable: (table: string, options: QueryOptions, format: ExportFormat) =>
      session.exportTable(table, options, format),
    /** Every entity and page of a query as the model answers it, to compare with a live table. */
    modelRun: (table: string, options: QueryOptions) => session.modelRun(table, options),
    /** The first records' keys under a design being edited, or its compile errors. */
    preview: (
      requestId: number,
      recipe: DatasetRecipe,
      design: Design,
      count: number,
    ): Tagged<ReturnType<EngineSession['preview']>> => ({
      requestId,
      result: session.preview(recipe, design, count),
    }),
    /**
     * Plan and counters for one keystroke's query, and the key-range strip's partition marked by
     * it (the focused one, else the busiest): one round trip, one repaint per keystroke.
     */
    analyze: (
      requestId: number,
      table: string,
      options: QueryOptions,
      focusPartition: string | null,
      detailLimit: number,
    ): Tagged<ReturnType<EngineSession['analyzeWithDetail']>> => ({
      requestId,
      result: session.analyzeWithDetail(table, options, focusPartition, detailLimit),
    }),
    /** A lesson challenge's verdict on `table` and the learner's query (engine facts only). */
    judgeChallenge: (
      requestId: number,
      table: string,
      check: Check,
      options: QueryOptions,
    ): Tagged<Verdict> => ({ requestId, result: session.judgeChallenge(table, check, options) }),
    /** One response page of rows, after `continuation` (the first page when null). */
    page: (
      requestId: number,
      table: string,
      options: QueryOptions,
      continuation: Continuation | null,
    ): Tagged<ReturnType<EngineSession['page']>> => ({
      requestId,
      result: session.page(table, options, continuation),
    }),
    /** One partition's entities marked by what the query does to them. */
    detail: (
      requestId: number,
      table: string,
      options: QueryOptions,
      partitionKey: string,
      limit: number,
    ): Tagged<ReturnType<EngineSession['detail']>> => ({
      requestId,
      result: session.detail(table, options, partitionKey, limit),
    }),
    /** The filter rewritten to one partition (a click on the partition map). */
    withPartitionKey: (filter: string, partitionKey: string) =>
      session.withPartitionKey(filter, partitionKey),
    /** The filter rewritten to a RowKey range (a brush on the key-range strip). */
    withRowKeyRange: (filter: string, lower: Bound | null, upper: Bound | null) =>
      session.withRowKeyRange(filter, lower, upper),
    /** The bundled access-pattern scenarios (designs and patterns, never data). */
    listScenarios: () => session.comparisons.listScenarios(),
    /**
     * Generates the recipe's records once and loads each candidate design over them as its own
     * table (named by comparisonTableName), replacing comparison `comparisonId`.
     */
    loadComparison: (
      comparisonId: string,
      recipe: DatasetRecipe,
      designs: readonly CandidateDesign[],
      onProgress?: (done: number, expected: number) => void,
    ) => session.comparisons.load(comparisonId, recipe, designs, onProgress),
    /** Every pattern checked against every design of a loaded comparison: cells and footers. */
    checkMatrix: (
      requestId: number,
      comparisonId: string,
      patterns: readonly AccessPattern[],
    ): Tagged<ReturnType<EngineSession['comparisons']['checkMatrix']>> => ({
      requestId,
      result: session.comparisons.checkMatrix(comparisonId, patterns),
    }),
    /** Each design's busiest-partition write rate over time against the scalability targets. */
    writeLoad: (comparisonId: string, settings: WriteLoadSettings) =>
      session.comparisons.writeLoad(comparisonId, settings),
    /** The matrix's requests and scanned entities projected to a larger record count. */
    projection: (comparisonId: string, patterns: readonly AccessPattern[], records: number) =>
      session.comparisons.projection(comparisonId, patterns, records),
    /** Frees a comparison's records and tables. */
    dropComparison: (comparisonId: string) => session.comparisons.drop(comparisonId),
    /** Answers at once when the worker is idle. */
    ping: () => 'pong' as const,
  };
}

/** The API's synchronous shape; the client sees it through comlink as promises. */
export type EngineApi = ReturnType<typeof createApi>;
