/**
 * Queries on the shelf's tables: one keystroke's plan and counters with the key-range strip's
 * partition, response pages, one partition's entities, every page for an export or a comparison
 * with the live table. Large answers are packed into typed arrays (src/protocol) before they
 * cross to the UI thread.
 */
import {
  analyzeQuery,
  type Continuation,
  columnWarmer,
  type Outcome,
  type PageSummary,
  type PartitionDetail,
  partitionDetail,
  type QueryAnalysis,
  type QueryOptions,
  type QueryPage,
  runQuery,
  runQueryPage,
  type Table,
  type WireEntity,
} from '../engine';
import type { AnalysisAnswer } from '../protocol/analysis';
import { detailPartition } from '../protocol/detail-partition';
import type { ExportFormat, ExportOutcome } from '../protocol/exports';
import { PAGES_PACK_THRESHOLD, packPages } from '../protocol/packed-pages';
import { PACK_THRESHOLD, packPartitionStats } from '../protocol/packed-stats';
import { exportText } from './export-text';
import type { TableShelf } from './tables';

/** Runs a step later, after the requests already waiting (a macrotask in the worker). */
type Later = (step: () => void) => void;

const nextTask: Later = (step) => {
  setTimeout(step, 0);
};

/**
 * The explorer's queries read the column cache only where it is built (a first scan on a
 * property scans the entities directly: a few milliseconds at a million, where building the
 * column takes about 220), and the columns are built afterwards one partition per task, so a
 * request arriving meanwhile waits for one partition's build at most.
 */
const KEYSTROKE: Pick<QueryOptions, 'columns'> = { columns: 'when-built' };

/** Queries by table name; a name with no table throws a coded `worker.noTable`. */
export class QueryShelf {
  /** Bumped by every keystroke: a warming of an older filter stops at its next step. */
  private warming = 0;

  constructor(
    private readonly clock: () => number,
    private readonly tables: TableShelf,
    private readonly later: Later = nextTask,
  ) {}

  /** Plan, counters and page summaries for a query on table `name`; no entities. */
  plan(name: string, options: QueryOptions): Outcome<QueryAnalysis> {
    const { table, keyShapes } = this.tables.require(name);
    const outcome = analyzeQuery(table, { ...options, ...KEYSTROKE }, { keyShapes });
    this.warm(table, options.filter ?? '');
    return outcome;
  }

  /** Builds the columns `filter` scans, one partition per task, until a newer filter comes. */
  private warm(table: Table, filter: string): void {
    const run = ++this.warming;
    const step = columnWarmer(table, filter);
    if (step === null) return;
    const next = () => {
      if (run === this.warming && step()) this.later(next);
    };
    this.later(next);
  }

  /**
   * The plan plus the strip's partition detail (the focused partition, else the busiest; null
   * when none): one round trip, one repaint per keystroke. Many pages are sent packed.
   */
  analyze(
    name: string,
    options: QueryOptions,
    focusPartition: string | null,
    detailLimit: number,
  ): AnalysisAnswer {
    const answer = this.analyzeUnpacked(name, options, focusPartition, detailLimit);
    const { analysis } = answer;
    if (!analysis.ok || analysis.pages.length <= PAGES_PACK_THRESHOLD) return answer;
    return {
      ...answer,
      analysis: { ...analysis, pages: [] },
      packedPages: packPages(analysis.pages),
    };
  }

  /** `analyze` with the pages as they are; many partitions' counters are already packed. */
  private analyzeUnpacked(
    name: string,
    options: QueryOptions,
    focusPartition: string | null,
    detailLimit: number,
  ): AnalysisAnswer {
    const started = this.clock();
    const analysis = this.plan(name, options);
    if (!analysis.ok) return { analysis, detail: null, ms: this.clock() - started, packed: null };
    const partitionKey = detailPartition(focusPartition, analysis);
    const detail =
      partitionKey === null ? null : this.detail(name, options, partitionKey, detailLimit);
    const ms = this.clock() - started;
    const perPartition = analysis.stats.perPartition;
    const { positions } = this.tables.require(name);
    const packed =
      perPartition.length > PACK_THRESHOLD
        ? packPartitionStats(perPartition, positions, positions.size)
        : null;
    if (!packed) return { analysis, detail, ms, packed: null };
    return {
      analysis: { ...analysis, stats: { ...analysis.stats, perPartition: [] } },
      detail,
      ms,
      packed,
    };
  }

  /** One response page of a query on table `name`, from `continuation` (the first when null). */
  page(
    name: string,
    options: QueryOptions,
    continuation: Continuation | null,
  ): Outcome<{ page: QueryPage }> {
    const outcome = runQueryPage(
      this.tables.require(name).table,
      { ...options, ...KEYSTROKE },
      continuation ?? undefined,
    );
    // The plan is already on the client from analyze(); only the page crosses back.
    return outcome.ok ? { ok: true, page: outcome.page } : outcome;
  }

  /** The entities of one partition, marked by what the query does to each, sampled to `limit`. */
  detail(
    name: string,
    options: QueryOptions,
    partitionKey: string,
    limit: number,
  ): Outcome<PartitionDetail> {
    return partitionDetail(
      this.tables.require(name).table,
      { ...options, ...KEYSTROKE },
      partitionKey,
      limit,
    );
  }

  /**
   * Every entity and page summary the model returns for a query on table `name`: the model's
   * side of a comparison with the live table (src/live compareRuns).
   */
  modelRun(
    name: string,
    options: QueryOptions,
  ): Outcome<{ entities: WireEntity[]; pages: PageSummary[] }> {
    const outcome = runQuery(this.tables.require(name).table, options);
    return outcome.ok ? { ok: true, entities: outcome.entities, pages: outcome.pages } : outcome;
  }

  /** Table `name`'s entities matching `options` over all pages (the whole table for no filter), as a file's text. */
  exportTable(name: string, options: QueryOptions, format: ExportFormat): ExportOutcome {
    return exportText(this.tables.require(name).table, options, format);
  }
}
