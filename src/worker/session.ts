/**
 * The worker's state and operations as a plain class: named tables (one per design being looked
 * at) and the queries over them. Kept free of comlink and of `self` so it runs, and is tested, in
 * Node exactly as in the worker.
 */

import {
  type DatasetRecipe,
  DESIGN_PRESETS,
  type DesignPreset,
  type ExampleQuery,
  findDataset,
  loadSample,
  SAMPLE_DATASETS,
  type SampleDataset,
} from '../datasets';
import {
  compileDesign,
  type Design,
  type DesignError,
  type DesignMetrics,
  type DesignProblem,
  type DesignProblemCode,
  designMetrics,
  keyShapesOf,
  type PreviewRow,
  previewDesign,
  type RecordType,
} from '../design';
import type {
  BareCode,
  Bound,
  Coded,
  Continuation,
  KeyShape,
  Outcome,
  PageSummary,
  PartitionDetail,
  PartitionInfo,
  QueryAnalysis,
  QueryOptions,
  QueryPage,
  RejectedEntity,
  Table,
  WireEntity,
} from '../engine';
import { codedError } from './coded-error';
import {
  analyzeQuery,
  coded,
  createTableFromStored,
  describeProperties,
  listPartitions,
  partitionDetail,
  runQuery,
  runQueryPage,
  withPartitionKey,
  withRowKeyRange,
} from '../engine';
import {
  type Check,
  judge,
  LESSON_DESIGN_ID,
  type LessonComparison,
  type Verdict,
} from '../lessons';
import { holdRecords, loadComparison } from '../patterns';
import { detailPartition } from '../protocol/detail-partition';
import { IMPORTED_RECORDS } from '../protocol/tables';
import { PAGES_PACK_THRESHOLD, type PackedPages, packPages } from '../protocol/packed-pages';
import {
  PACK_THRESHOLD,
  type PackedPartitionStats,
  packPartitionStats,
} from '../protocol/packed-stats';
import { ComparisonShelf } from './comparisons';
import { type ExportFormat, type ExportOutcome, exportText } from './export-text';
import type { ImportOptions } from './import-source';
import {
  type ImportedFile,
  type ImportedRecords,
  type ImportOutcome,
  ImportShelf,
} from './imports';

/** A sample dataset as the UI sees it: everything but its record generator. */
export interface DatasetInfo {
  readonly id: string;
  /** The name and description: catalogue keys for a sample, the user's words for a file. */
  readonly name?: string;
  readonly description?: string;
  readonly nameKey?: BareCode;
  readonly descriptionKey?: BareCode;
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  readonly exampleQueries: readonly ExampleQuery[];
  /** Its record types, for the design editor. */
  readonly recordTypes: readonly RecordType[];
  /** The design the sample is known by (what `design: null` means for it). */
  readonly design: Design;
  /** The guide's designs that fit its records, for the editor's preset list. */
  readonly presets: readonly DesignPreset[];
}

/** How many design problems a load sends back in full (the rest are counted). */
const PROBLEM_SAMPLE = 20;

/** What applying a design reported: every problem counted, the first few in full. */
export interface DesignProblems {
  readonly total: number;
  readonly counts: Partial<Record<DesignProblemCode, number>>;
  readonly sample: readonly DesignProblem[];
}

/** A property name and the Edm types stored under it, for completion and column headers. */
export interface PropertyInfo {
  readonly name: string;
  readonly types: readonly string[];
}

/** What loading a dataset produced: counts, partitions and properties, never the entities. */
export interface LoadSummary {
  readonly recipe: DatasetRecipe;
  /** The design applied: the request's, or the dataset's own when it asked for none. */
  readonly design: Design;
  /** Whether `design` is the dataset's own (the request asked for none). */
  readonly preset: boolean;
  /** What the design costs: entities per record, partitions, bytes, transactions. */
  readonly metrics: DesignMetrics;
  /** Records that could not become entities under the design (never dropped silently). */
  readonly designProblems: DesignProblems;
  readonly count: number;
  readonly rejectedCount: number;
  /** The first few rejected entities' reasons, for the user to read (one line each). */
  readonly rejectedSample: readonly Coded[];
  readonly partitions: readonly PartitionInfo[];
  readonly properties: readonly PropertyInfo[];
  /** Milliseconds spent generating and indexing, measured in the worker. */
  readonly ms: number;
  /** The imported file the table was built from; null for a sample. */
  readonly imported: ImportedFile | null;
  /**
   * For a file imported as records: its records as a dataset (record type, starting design), which
   * the design editor works over as over a sample's. Null otherwise.
   */
  readonly importedRecords: DatasetInfo | null;
}

/**
 * Why a load failed: an unknown dataset or a design that does not fit the records is user input,
 * so it is a value, not a throw. The table that was loaded under the name before stays.
 */
export type LoadOutcome =
  | ({ readonly ok: true } & LoadSummary)
  | {
      readonly ok: false;
      /** Why, coded: the UI says it in the reader's language. */
      readonly message: Coded;
      readonly designErrors?: readonly DesignError[];
    };

/** The first records of a dataset through a design, or why the design does not compile. */
export type PreviewOutcome =
  | { readonly ok: true; readonly rows: readonly PreviewRow[] }
  | { readonly ok: false; readonly message: Coded; readonly errors: readonly DesignError[] };

/** One loaded table and what the per-partition counters are packed against. */
interface LoadedTable {
  readonly table: Table;
  readonly recipe: DatasetRecipe;
  /** How the applied design makes keys, for the planner's notes. */
  readonly keyShapes: readonly KeyShape[];
  /** PartitionKey → position in the partition list sent with the load (for packed counters). */
  readonly positions: ReadonlyMap<string, number>;
  /** The applied design's figures, for the lessons' design checks. */
  readonly metrics: DesignMetrics;
  /** The design over its records, built when a lesson's records check first asks. */
  readonly records?: () => LessonComparison | Coded;
  /** The design a comparison's table was built with (describeTable shows it as loaded). */
  readonly design?: Design;
}

/** Most records a lesson's records check loads again beside the table (lessons use small sizes); `worker.lessonTooLarge` says it in words. */
const LESSON_RECORDS_LIMIT = 100_000;

/**
 * The sample's design over its records for the lessons' records and write-load checks: built
 * once, on first use, from the same recipe as the table (so the same entities).
 */
function lessonRecords(
  dataset: SampleDataset,
  recipe: DatasetRecipe,
  design: Design,
): () => LessonComparison | Coded {
  let built: LessonComparison | Coded | null = null;
  return () => {
    if (built !== null) return built;
    if (recipe.size > LESSON_RECORDS_LIMIT) {
      built = coded('worker.lessonTooLarge', { limit: LESSON_RECORDS_LIMIT });
      return built;
    }
    const types = dataset.recordTypes;
    const records = holdRecords(types, dataset.records(recipe.size, recipe.seed));
    const loaded = loadComparison(types, records, [{ id: LESSON_DESIGN_ID, design }]);
    built = loaded.ok ? loaded : loaded.message;
    return built;
  };
}

/** The recipe an imported table is known by: no sample generates it. */
export const IMPORT_DATASET = 'import';

/** The records of a file imported as records, as a dataset a design applies to. */
function recordsDataset(file: ImportedFile, imported: ImportedRecords): SampleDataset {
  const { recordType, records, design } = imported;
  const byType = { [recordType.name]: records };
  return {
    id: IMPORTED_RECORDS,
    name: file.name,
    description: `${records.length.toLocaleString('en-US')} records read from ${file.name}`,
    sizes: [file.count],
    defaultSize: file.count,
    exampleQueries: [],
    recordTypes: [recordType],
    records: () => byType,
    design,
  };
}

/**
 * What the UI sees of a dataset: everything but its record generator. Imported records are
 * offered only their starting design: the guide's presets name a sample's properties, and a file
 * may well name its record type `Employee` without having them.
 */
function datasetInfo(d: SampleDataset): DatasetInfo {
  const presets =
    d.id === IMPORTED_RECORDS
      ? [{ id: 'imported-start', recordType: d.recordTypes[0]!.name, design: d.design }]
      : DESIGN_PRESETS.filter((p) => d.recordTypes.some((t) => t.name === p.recordType));
  return {
    id: d.id,
    ...(d.name === undefined ? {} : { name: d.name, description: d.description }),
    ...(d.nameKey ? { nameKey: d.nameKey } : {}),
    ...(d.descriptionKey ? { descriptionKey: d.descriptionKey } : {}),
    sizes: d.sizes,
    defaultSize: d.defaultSize,
    exampleQueries: d.exampleQueries,
    recordTypes: d.recordTypes,
    design: d.design,
    presets,
  };
}

/** The design an imported table shows: its keys are the file's, no template made them. */
function fileKeysDesign(name: string): Design {
  return { name: `Keys as in ${name}`, entitySets: [] };
}

/** Why a recipe names no dataset the worker has. */
function noDataset(id: string): Coded {
  return id === IMPORTED_RECORDS
    ? coded('worker.importedRecordsGone')
    : coded('worker.noDataset', { id });
}

/** A load refused, and why. */
function refused(message: Coded): LoadOutcome {
  return { ok: false, message };
}

/** An answer tagged with the id of the request it answers, so the client can drop stale ones. */
export interface Tagged<T> {
  readonly requestId: number;
  readonly result: T;
}

/** How often (in entities) generation reports progress: often enough for a smooth bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 25_000;

/** Describes a rejected entity in one line: which one (in generation order) and why. */
function describeRejection(rejection: RejectedEntity): Coded {
  return coded('worker.rejectedEntity', {
    index: String(rejection.index + 1),
    message: rejection.message,
    code: rejection.code,
  });
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

/** What a load summary says of a built table: counts, partitions, properties, rejections. */
function tableFacts(
  table: Table,
  partitions: readonly PartitionInfo[],
  rejected: readonly RejectedEntity[],
) {
  return {
    count: partitions.reduce((sum, p) => sum + p.count, 0),
    rejectedCount: rejected.length,
    rejectedSample: rejected.slice(0, 5).map(describeRejection),
    partitions,
    properties: describeProperties(table).map((p) => ({
      name: p.name,
      types: typesByCount(p.types),
    })),
  };
}

/** Named tables and the operations the explorer needs on them. */
export class EngineSession {
  private readonly tables = new Map<string, LoadedTable>();
  private readonly imports: ImportShelf;
  /** Candidate designs over shared records, and the access-pattern check on them. */
  readonly comparisons: ComparisonShelf;
  /** The records of the file imported last as records, with the file they came from. */
  private records: (SampleDataset & { readonly file: ImportedFile }) | null = null;

  constructor(private readonly clock: () => number) {
    this.imports = new ImportShelf(clock);
    this.comparisons = new ComparisonShelf(clock, {
      add: (name, table, recipe, keyShapes, metrics, design) => {
        const positions = new Map(listPartitions(table).map((p, i) => [p.partitionKey, i]));
        this.tables.set(name, { table, recipe, keyShapes, positions, metrics, design });
      },
      remove: (name) => this.tables.delete(name),
    });
  }

  /** The catalogue of sample datasets, without their generators. */
  listDatasets(): DatasetInfo[] {
    return SAMPLE_DATASETS.map(datasetInfo);
  }

  /** A sample dataset, or the records imported last; undefined for an unknown id. */
  private datasetOf(id: string): SampleDataset | undefined {
    if (id === IMPORTED_RECORDS) return this.records ?? undefined;
    return findDataset(id);
  }

  /**
   * Generates the recipe's records, applies `design` (the dataset's own when null) and indexes
   * the entities as table `name`, reporting progress as (entities done, expected). On failure the
   * table loaded under `name` before stays as it was.
   */
  load(
    name: string,
    recipe: DatasetRecipe,
    design: Design | null,
    onProgress?: (done: number, expected: number) => void,
  ): LoadOutcome {
    const dataset = this.datasetOf(recipe.dataset);
    if (!dataset) return refused(noDataset(recipe.dataset));
    if (!Number.isInteger(recipe.size) || recipe.size < 1) {
      return refused(coded('worker.badSize', { size: String(recipe.size) }));
    }
    const started = this.clock();
    const applied = design ?? dataset.design;
    const sample = loadSample(dataset, recipe.size, recipe.seed, applied, {
      onProgress: onProgress && ((done) => onProgress(done, recipe.size)),
      progressEvery: PROGRESS_EVERY,
    });
    if (!sample.ok) {
      const first = sample.errors[0];
      return {
        ok: false,
        message: coded('worker.designDoesNotFit', {
          name: applied.name,
          dataset: dataset.nameKey ? coded(dataset.nameKey) : dataset.name,
          reason: first?.message ?? coded('patterns.designHasErrors'),
        }),
        designErrors: sample.errors,
      };
    }
    const { run, table, rejected } = sample;
    const partitions = listPartitions(table);
    const metrics = designMetrics(run);
    this.tables.set(name, {
      records: lessonRecords(dataset, recipe, applied),
      table,
      recipe,
      keyShapes: keyShapesOf(applied, dataset.recordTypes),
      positions: new Map(partitions.map((p, i) => [p.partitionKey, i])),
      metrics,
    });
    return {
      ok: true,
      recipe,
      design: applied,
      preset: design === null,
      metrics,
      designProblems: {
        total: run.log.total,
        counts: run.log.counts,
        sample: run.log.problems.slice(0, PROBLEM_SAMPLE),
      },
      ...tableFacts(table, partitions, rejected),
      ms: this.clock() - started,
      imported: dataset === this.records ? this.records.file : null,
      importedRecords: dataset === this.records ? datasetInfo(dataset) : null,
    };
  }

  /**
   * Table `name` as a load would summarize it, generating nothing: a comparison's design table,
   * which the comparison's pictures show without a worker of their own regenerating the records.
   */
  describeTable(name: string): LoadOutcome {
    const held = this.tables.get(name);
    if (!held?.design) {
      return { ok: false, message: coded('worker.noComparisonTable', { name }) };
    }
    const started = this.clock();
    return {
      ok: true,
      recipe: held.recipe,
      design: held.design,
      preset: false,
      metrics: held.metrics,
      designProblems: { total: 0, counts: {}, sample: [] },
      ...tableFacts(held.table, listPartitions(held.table), []),
      ms: this.clock() - started,
      imported: null,
      importedRecords: null,
    };
  }

  /**
   * Reads an import file (typed CSV, plain CSV or OData JSON) in slices with progress as (bytes
   * read, total); the accepted entities wait in the worker for `loadImported`. Tables stay as
   * they are whatever the file holds.
   */
  importFile(
    importId: number,
    file: Blob,
    name: string,
    options: ImportOptions,
    onProgress?: (read: number, total: number) => void,
  ): Promise<ImportOutcome> {
    return this.imports.read(importId, file, name, options, onProgress);
  }

  /** Stops import `importId` at its next slice; it then answers `cancelled`. */
  cancelImport(importId: number): void {
    this.imports.cancel(importId);
  }

  /**
   * Builds table `name` from import `importId`'s entities. Fails, leaving the table as it was,
   * when that import is not the one waiting (superseded, or already loaded) or holds no entity.
   */
  loadImported(
    name: string,
    importId: number,
    design: Design | null = null,
    onProgress?: (done: number, expected: number) => void,
  ): LoadOutcome {
    const pending = this.imports.take(importId);
    if (!pending) {
      return refused(coded('worker.importGone'));
    }
    if (pending.records) {
      if (pending.records.records.length === 0) {
        return refused(coded('worker.noRecordImported', { name: pending.file.name }));
      }
      this.records = { ...recordsDataset(pending.file, pending.records), file: pending.file };
      const recipe = { dataset: IMPORTED_RECORDS, size: pending.file.count, seed: 0 };
      return this.load(name, recipe, design, onProgress);
    }
    if (pending.entities.length === 0) {
      return refused(coded('worker.noEntityImported', { name: pending.file.name }));
    }
    const started = this.clock();
    const { table, rejected } = createTableFromStored(pending.entities);
    const partitions = listPartitions(table);
    const recipe: DatasetRecipe = { dataset: IMPORT_DATASET, size: table.size, seed: 0 };
    const largest = partitions.reduce<PartitionInfo | null>(
      (best, p) => (best === null || p.count > best.count ? p : best),
      null,
    );
    const metrics: DesignMetrics = {
      records: table.size,
      entities: table.size,
      entitiesPerRecord: 1,
      partitions: partitions.length,
      largestPartition: largest && {
        partitionKey: largest.partitionKey,
        entities: largest.count,
      },
      bytes: 0,
      problems: 0,
      recordTypes: [],
    };
    this.tables.set(name, {
      table,
      recipe,
      keyShapes: [],
      positions: new Map(partitions.map((p, i) => [p.partitionKey, i])),
      metrics,
    });
    return {
      ok: true,
      recipe,
      design: fileKeysDesign(pending.file.name),
      preset: false,
      metrics,
      designProblems: { total: 0, counts: {}, sample: [] },
      ...tableFacts(table, partitions, rejected),
      ms: this.clock() - started,
      imported: pending.file,
      importedRecords: null,
    };
  }

  /** Table `name`'s entities matching `options` over all pages (the whole table for no filter), as a file's text. */
  exportTable(name: string, options: QueryOptions, format: ExportFormat): ExportOutcome {
    return exportText(this.require(name).table, options, format);
  }

  /**
   * The first `count` records of each record type through `design`: keys as they would be, or
   * the design's compile errors. Cheap (it reads only the first records), so the design editor
   * calls it on every keystroke.
   */
  preview(recipe: DatasetRecipe, design: Design, count: number): PreviewOutcome {
    const dataset = this.datasetOf(recipe.dataset);
    if (!dataset) return { ok: false, message: noDataset(recipe.dataset), errors: [] };
    const compiled = compileDesign(design, dataset.recordTypes);
    if (!compiled.ok) {
      const reason = compiled.errors[0]?.message ?? coded('patterns.designHasErrors');
      return { ok: false, message: reason, errors: compiled.errors };
    }
    const records = dataset.records(recipe.size, recipe.seed);
    return { ok: true, rows: previewDesign(compiled.design, records, count) };
  }

  /** The recipe of table `name`, or null before it was loaded. */
  loadedRecipe(name: string): DatasetRecipe | null {
    return this.tables.get(name)?.recipe ?? null;
  }

  /** A lesson challenge's verdict on table `name` and the learner's query. */
  judgeChallenge(name: string, check: Check, options: QueryOptions): Verdict {
    const { table, metrics, records } = this.require(name);
    return judge(check, { table, metrics, query: options, ...(records ? { records } : {}) });
  }

  /** Plan, counters and page summaries for a query on table `name`; no entities. */
  analyze(name: string, options: QueryOptions): Outcome<QueryAnalysis> {
    const { table, keyShapes } = this.require(name);
    return analyzeQuery(table, options, { keyShapes });
  }

  /** The analysis plus the strip's partition detail (focused, else busiest; null when none). */
  analyzeWithDetail(
    name: string,
    options: QueryOptions,
    focusPartition: string | null,
    detailLimit: number,
  ): AnalysisAnswer {
    const answer = this.analyzeWithDetailUnpacked(name, options, focusPartition, detailLimit);
    const { analysis } = answer;
    if (!analysis.ok || analysis.pages.length <= PAGES_PACK_THRESHOLD) return answer;
    return {
      ...answer,
      analysis: { ...analysis, pages: [] },
      packedPages: packPages(analysis.pages),
    };
  }

  private analyzeWithDetailUnpacked(
    name: string,
    options: QueryOptions,
    focusPartition: string | null,
    detailLimit: number,
  ): AnalysisAnswer {
    const started = this.clock();
    const analysis = this.analyze(name, options);
    if (!analysis.ok) return { analysis, detail: null, ms: this.clock() - started, packed: null };
    const partitionKey = detailPartition(focusPartition, analysis);
    const detail =
      partitionKey === null ? null : this.detail(name, options, partitionKey, detailLimit);
    const ms = this.clock() - started;
    const perPartition = analysis.stats.perPartition;
    const { positions } = this.require(name);
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
    const outcome = runQueryPage(this.require(name).table, options, continuation ?? undefined);
    // The plan is already on the client from analyze(); only the page crosses back.
    return outcome.ok ? { ok: true, page: outcome.page } : outcome;
  }

  /**
   * Every entity and page summary the model returns for a query on table `name`: the model's
   * side of a comparison with the live table (src/live compareRuns).
   */
  modelRun(
    name: string,
    options: QueryOptions,
  ): Outcome<{ entities: WireEntity[]; pages: PageSummary[] }> {
    const outcome = runQuery(this.require(name).table, options);
    return outcome.ok ? { ok: true, entities: outcome.entities, pages: outcome.pages } : outcome;
  }

  /** The entities of one partition, marked by what the query does to each, sampled to `limit`. */
  detail(
    name: string,
    options: QueryOptions,
    partitionKey: string,
    limit: number,
  ): Outcome<PartitionDetail> {
    return partitionDetail(this.require(name).table, options, partitionKey, limit);
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

  private require(name: string): LoadedTable {
    // The client only queries a table after loading it; anything else is a programming error.
    const loaded = this.tables.get(name);
    if (!loaded) throw codedError(coded('worker.noTable', { name }));
    return loaded;
  }
}
