/**
 * The worker's state and operations as a plain class: one loaded table and the queries over it.
 * Kept free of comlink and of `self` so it runs, and is tested, in Node exactly as in the worker.
 */

import type {
  Bound,
  Continuation,
  Outcome,
  PartitionDetail,
  PartitionInfo,
  QueryAnalysis,
  QueryOptions,
  QueryPage,
  RejectedEntity,
  Table,
  WireEntity,
} from '../engine';
import { type DatasetRecipe, type ExampleQuery, findDataset, SAMPLE_DATASETS } from '../datasets';
import {
  analyzeQuery,
  createTable,
  describeProperties,
  listPartitions,
  partitionDetail,
  runQueryPage,
  withPartitionKey,
  withRowKeyRange,
} from '../engine';
import { detailPartition } from '../protocol/detail-partition';
import { PAGES_PACK_THRESHOLD, type PackedPages, packPages } from '../protocol/packed-pages';
import {
  PACK_THRESHOLD,
  type PackedPartitionStats,
  packPartitionStats,
} from '../protocol/packed-stats';

/** A sample dataset as the UI sees it: everything but the generator function. */
export interface DatasetInfo {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  readonly exampleQueries: readonly ExampleQuery[];
}

/** A property name and the Edm types stored under it, for completion and column headers. */
export interface PropertyInfo {
  readonly name: string;
  readonly types: readonly string[];
}

/** What loading a dataset produced: counts, partitions and properties, never the entities. */
export interface LoadSummary {
  readonly recipe: DatasetRecipe;
  readonly count: number;
  readonly rejectedCount: number;
  /** The first few rejected entities' reasons, for the user to read. */
  readonly rejectedSample: readonly string[];
  readonly partitions: readonly PartitionInfo[];
  readonly properties: readonly PropertyInfo[];
  /** Milliseconds spent generating and indexing, measured in the worker. */
  readonly ms: number;
}

/** Why a load failed: an unknown dataset is user input, so it is a value, not a throw. */
export type LoadOutcome =
  | ({ readonly ok: true } & LoadSummary)
  | { readonly ok: false; readonly message: string };

/** An answer tagged with the id of the request it answers, so the client can drop stale ones. */
export interface Tagged<T> {
  readonly requestId: number;
  readonly result: T;
}

/** How often (in entities) generation reports progress: often enough for a smooth bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 25_000;

/** Yields `source` unchanged, calling `tick(count)` every `every` items and once at the end. */
export function* withProgress<T>(
  source: Iterable<T>,
  every: number,
  tick: (count: number) => void,
): Generator<T> {
  let count = 0;
  for (const item of source) {
    yield item;
    count++;
    if (count % every === 0) tick(count);
  }
  tick(count);
}

/** Describes a rejected entity in one line: which one (in generation order) and why. */
function describeRejection(rejection: RejectedEntity): string {
  return `entity #${rejection.index + 1}: ${rejection.message} (${rejection.code})`;
}

/** A property's stored types, most common first (what completion and headers should show). */
function typesByCount(types: Readonly<Record<string, number | undefined>>): string[] {
  return Object.entries(types)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([type]) => type);
}

/** An analysis with the strip's detail, as it crosses to the UI thread. */
export interface AnalysisAnswer {
  readonly analysis: Outcome<QueryAnalysis>;
  readonly detail: Outcome<PartitionDetail> | null;
  /** Milliseconds the engine spent, so the UI can tell engine time from its own. */
  readonly ms: number;
  /** When set, `analysis.stats.perPartition` is empty and its counters are packed here. */
  readonly packed: PackedPartitionStats | null;
  /** When set, `analysis.pages` is empty and the page summaries are packed here. */
  readonly packedPages?: PackedPages;
}

/** One table and the operations the explorer needs on it. */
export class EngineSession {
  private table: Table | null = null;
  private recipe: DatasetRecipe | null = null;
  /** PartitionKey → position in the partition list sent with the load (for packed counters). */
  private positions = new Map<string, number>();

  constructor(private readonly clock: () => number) {}

  /** The catalogue of sample datasets, without their generators. */
  listDatasets(): DatasetInfo[] {
    return SAMPLE_DATASETS.map((d) => ({
      id: d.id,
      name: d.name,
      description: d.description,
      sizes: d.sizes,
      defaultSize: d.defaultSize,
      exampleQueries: d.exampleQueries,
    }));
  }

  /** Generates the recipe's entities and indexes them, reporting progress as (done, expected). */
  load(recipe: DatasetRecipe, onProgress?: (done: number, expected: number) => void): LoadOutcome {
    const dataset = findDataset(recipe.dataset);
    if (!dataset)
      return { ok: false, message: `There is no sample dataset named "${recipe.dataset}".` };
    if (!Number.isInteger(recipe.size) || recipe.size < 1) {
      return {
        ok: false,
        message: `A dataset size must be a positive whole number, not ${recipe.size}.`,
      };
    }
    const started = this.clock();
    const source = dataset.generate(recipe.size, recipe.seed);
    const entities: Iterable<WireEntity> = onProgress
      ? withProgress(source, PROGRESS_EVERY, (done) => onProgress(done, recipe.size))
      : source;
    const { table, rejected } = createTable(entities);
    this.table = table;
    this.recipe = recipe;
    const partitions = listPartitions(table);
    this.positions = new Map(partitions.map((p, i) => [p.partitionKey, i]));
    return {
      ok: true,
      recipe,
      count: partitions.reduce((sum, p) => sum + p.count, 0),
      rejectedCount: rejected.length,
      rejectedSample: rejected.slice(0, 5).map(describeRejection),
      partitions,
      properties: describeProperties(table).map((p) => ({
        name: p.name,
        types: typesByCount(p.types),
      })),
      ms: this.clock() - started,
    };
  }

  /** The recipe of the loaded table, or null before the first load. */
  loadedRecipe(): DatasetRecipe | null {
    return this.recipe;
  }

  /** Plan, counters and page summaries for a query; no entities. */
  analyze(options: QueryOptions): Outcome<QueryAnalysis> {
    return analyzeQuery(this.requireTable(), options);
  }

  /** The analysis plus the strip's partition detail (focused, else busiest; null when none). */
  analyzeWithDetail(
    options: QueryOptions,
    focusPartition: string | null,
    detailLimit: number,
  ): AnalysisAnswer {
    const answer = this.analyzeWithDetailUnpacked(options, focusPartition, detailLimit);
    const { analysis } = answer;
    if (!analysis.ok || analysis.pages.length <= PAGES_PACK_THRESHOLD) return answer;
    return {
      ...answer,
      analysis: { ...analysis, pages: [] },
      packedPages: packPages(analysis.pages),
    };
  }

  private analyzeWithDetailUnpacked(
    options: QueryOptions,
    focusPartition: string | null,
    detailLimit: number,
  ): AnalysisAnswer {
    const started = this.clock();
    const analysis = this.analyze(options);
    if (!analysis.ok) return { analysis, detail: null, ms: this.clock() - started, packed: null };
    const partitionKey = detailPartition(focusPartition, analysis);
    const detail = partitionKey === null ? null : this.detail(options, partitionKey, detailLimit);
    const ms = this.clock() - started;
    const perPartition = analysis.stats.perPartition;
    const packed =
      perPartition.length > PACK_THRESHOLD
        ? packPartitionStats(perPartition, this.positions, this.positions.size)
        : null;
    if (!packed) return { analysis, detail, ms, packed: null };
    return {
      analysis: { ...analysis, stats: { ...analysis.stats, perPartition: [] } },
      detail,
      ms,
      packed,
    };
  }

  /** One response page of a query, starting at `continuation` (the first page when null). */
  page(options: QueryOptions, continuation: Continuation | null): Outcome<{ page: QueryPage }> {
    const outcome = runQueryPage(this.requireTable(), options, continuation ?? undefined);
    // The plan is already on the client from analyze(); only the page crosses back.
    return outcome.ok ? { ok: true, page: outcome.page } : outcome;
  }

  /** The entities of one partition, marked by what the query does to each, sampled to `limit`. */
  detail(options: QueryOptions, partitionKey: string, limit: number): Outcome<PartitionDetail> {
    return partitionDetail(this.requireTable(), options, partitionKey, limit);
  }

  /** The filter rewritten to one partition (a click on the partition map). */
  withPartitionKey(filter: string, partitionKey: string): Outcome<{ filter: string }> {
    return withPartitionKey(filter, partitionKey);
  }

  /** The filter rewritten to a RowKey range (a brush on the key-range strip). */
  withRowKeyRange(
    filter: string,
    lower: Bound | null,
    upper: Bound | null,
  ): Outcome<{ filter: string }> {
    return withRowKeyRange(filter, lower, upper);
  }

  private requireTable(): Table {
    // The client only queries after a load; a query before one is a programming error.
    if (!this.table) throw new Error('No dataset is loaded in the worker yet.');
    return this.table;
  }
}
