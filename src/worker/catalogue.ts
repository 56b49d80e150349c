/**
 * The datasets the worker can generate: the bundled samples, and the records of the file
 * imported last as records, which loads and previews name by IMPORTED_RECORDS as they name a
 * sample. Only the worker holds generators; the UI sees each dataset as a `DatasetInfo`.
 */
import {
  type DatasetRecipe,
  DESIGN_PRESETS,
  findDataset,
  SAMPLE_DATASETS,
  type SampleDataset,
} from '../datasets';
import { compileDesign, type Design, previewDesign } from '../design';
import { type Coded, coded } from '../engine';
import type { DatasetInfo } from '../protocol/datasets';
import type { ImportedFile } from '../protocol/imports';
import type { PreviewOutcome } from '../protocol/preview';
import { IMPORTED_RECORDS } from '../protocol/tables';
import type { ImportedRecords } from './imports';

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
export function datasetInfo(d: SampleDataset): DatasetInfo {
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

/** The samples and the records imported last, by dataset id. */
export class DatasetCatalogue {
  /** The records of the file imported last as records, with the file they came from. */
  private imported: (SampleDataset & { readonly file: ImportedFile }) | null = null;

  /** The catalogue of sample datasets, without their generators. */
  list(): DatasetInfo[] {
    return SAMPLE_DATASETS.map(datasetInfo);
  }

  /** A sample dataset, or the records imported last; undefined for an unknown id. */
  find(id: string): SampleDataset | undefined {
    if (id === IMPORTED_RECORDS) return this.imported ?? undefined;
    return findDataset(id);
  }

  /** Why a recipe names no dataset the worker has. */
  missing(id: string): Coded {
    return id === IMPORTED_RECORDS
      ? coded('worker.importedRecordsGone')
      : coded('worker.noDataset', { id });
  }

  /** Makes a file's records the dataset IMPORTED_RECORDS names, replacing the previous file's. */
  adopt(file: ImportedFile, records: ImportedRecords): void {
    this.imported = { ...recordsDataset(file, records), file };
  }

  /** The file `dataset` was read from when it is the imported records; null for a sample. */
  fileOf(dataset: SampleDataset): ImportedFile | null {
    return dataset === this.imported ? this.imported.file : null;
  }

  /**
   * The first `count` records of each record type through `design`: keys as they would be, or
   * the design's compile errors. Cheap (it reads only the first records), so the design editor
   * calls it on every keystroke.
   */
  preview(recipe: DatasetRecipe, design: Design, count: number): PreviewOutcome {
    const dataset = this.find(recipe.dataset);
    if (!dataset)
      return { ok: false, error: { message: this.missing(recipe.dataset), errors: [] } };
    const compiled = compileDesign(design, dataset.recordTypes);
    if (!compiled.ok) {
      const reason = compiled.error[0]?.message ?? coded('patterns.designHasErrors');
      return { ok: false, error: { message: reason, errors: compiled.error } };
    }
    const records = dataset.records(recipe.size, recipe.seed);
    return { ok: true, rows: previewDesign(compiled.design, records, count) };
  }
}
