/**
 * Building tables: a sample's records (or a file's records) through a design, a file's entities
 * as they are, or a comparison's design table described again. Each puts its table on the shelf
 * and answers with its summary; a refusal is a value, and leaves the name's table as it was.
 */
import { type DatasetRecipe, loadSample } from '../datasets';
import { type Design, type DesignMetrics, designMetrics, keyShapesOf } from '../design';
import {
  type Coded,
  coded,
  createTableFromStored,
  listPartitions,
  type PartitionInfo,
} from '../engine';
import type { LoadOutcome } from '../protocol/loads';
import { IMPORTED_RECORDS } from '../protocol/tables';
import { type DatasetCatalogue, datasetInfo } from './catalogue';
import type { ImportShelf } from './imports';
import { lessonRecords } from './lesson-judge';
import { designProblems, NO_PROBLEMS, summarize } from './summaries';
import type { TableShelf } from './tables';

/** The recipe an imported table is known by: no sample generates it. */
const IMPORT_DATASET = 'import';

/** How often (in entities) generation reports progress: often enough for a smooth bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 25_000;

/** The design an imported table shows: its keys are the file's, no template made them. */
function fileKeysDesign(name: string): Design {
  return { name: `Keys as in ${name}`, entitySets: [] };
}

/** A load refused, and why. */
function refused(message: Coded): LoadOutcome {
  return { ok: false, error: { message } };
}

/** A file's entities as one table's figures: one entity per record, no design to cost. */
function fileMetrics(size: number, partitions: readonly PartitionInfo[]): DesignMetrics {
  const largest = partitions.reduce<PartitionInfo | null>(
    (best, p) => (best === null || p.count > best.count ? p : best),
    null,
  );
  return {
    records: size,
    entities: size,
    entitiesPerRecord: 1,
    partitions: partitions.length,
    largestPartition: largest && { partitionKey: largest.partitionKey, entities: largest.count },
    bytes: 0,
    problems: 0,
    recordTypes: [],
  };
}

/** Builds the shelf's tables from datasets and imports. */
export class TableLoader {
  constructor(
    private readonly clock: () => number,
    private readonly tables: TableShelf,
    private readonly catalogue: DatasetCatalogue,
    private readonly imports: ImportShelf,
  ) {}

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
    const dataset = this.catalogue.find(recipe.dataset);
    if (!dataset) return refused(this.catalogue.missing(recipe.dataset));
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
      const first = sample.error[0];
      return {
        ok: false,
        error: {
          message: coded('worker.designDoesNotFit', {
            name: applied.name,
            dataset: dataset.nameKey ? coded(dataset.nameKey) : dataset.name,
            reason: first?.message ?? coded('patterns.designHasErrors'),
          }),
          designErrors: sample.error,
        },
      };
    }
    const { run, table, rejected } = sample;
    const metrics = designMetrics(run);
    const partitions = this.tables.put(name, {
      records: lessonRecords(dataset, recipe, applied),
      applied,
      table,
      recipe,
      keyShapes: keyShapesOf(applied, dataset.recordTypes),
      metrics,
    });
    const file = this.catalogue.fileOf(dataset);
    const from = {
      recipe,
      design: applied,
      preset: design === null,
      metrics,
      designProblems: designProblems(run.log),
      imported: file,
      importedRecords: file ? datasetInfo(dataset) : null,
      ...(sample.tables === undefined ? {} : { tables: sample.tables }),
    };
    return summarize(this.clock, started, from, { table, partitions, rejected });
  }

  /**
   * Table `name` as a load would summarize it, generating nothing: a comparison's design table,
   * which the comparison's pictures show without a worker of their own regenerating the records.
   */
  describe(name: string): LoadOutcome {
    const held = this.tables.get(name);
    if (!held?.design) return refused(coded('worker.noComparisonTable', { name }));
    const started = this.clock();
    const { table, recipe, metrics, design } = held;
    const from = {
      recipe,
      design,
      preset: false,
      metrics,
      designProblems: NO_PROBLEMS,
      imported: null,
      importedRecords: null,
    };
    return summarize(this.clock, started, from, {
      table,
      partitions: listPartitions(table),
      rejected: [],
    });
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
    if (!pending) return refused(coded('worker.importGone'));
    if (pending.records) {
      if (pending.records.records.length === 0) {
        return refused(coded('worker.noRecordImported', { name: pending.file.name }));
      }
      this.catalogue.adopt(pending.file, pending.records);
      const recipe = { dataset: IMPORTED_RECORDS, size: pending.file.count, seed: 0 };
      return this.load(name, recipe, design, onProgress);
    }
    if (pending.entities.length === 0) {
      return refused(coded('worker.noEntityImported', { name: pending.file.name }));
    }
    const started = this.clock();
    const { table, rejected } = createTableFromStored(pending.entities);
    const recipe: DatasetRecipe = { dataset: IMPORT_DATASET, size: table.size, seed: 0 };
    const partitions = listPartitions(table);
    const metrics = fileMetrics(table.size, partitions);
    this.tables.put(name, { table, recipe, keyShapes: [], metrics }, partitions);
    const from = {
      recipe,
      design: fileKeysDesign(pending.file.name),
      preset: false,
      metrics,
      designProblems: NO_PROBLEMS,
      imported: pending.file,
      importedRecords: null,
    };
    return summarize(this.clock, started, from, { table, partitions, rejected });
  }
}
