/**
 * Sample datasets: deterministic recipes that generate records from a size and a seed, and the
 * preset design that turns those records into the table the sample has always shown.
 */
import type { Design, RecordsByType, RecordType } from '../../design';
import type { BareCode } from '../../engine';

/** Everything needed to regenerate a dataset's records: which one, what size, which seed. */
export interface DatasetRecipe {
  readonly dataset: string;
  readonly size: number;
  readonly seed: number;
}

/** A query worth trying on a dataset, with what it teaches (catalogue keys, said in the UI). */
export interface ExampleQuery {
  readonly labelKey: BareCode;
  readonly filter: string;
  readonly noteKey?: BareCode;
}

/**
 * What a dataset is called and what it holds: catalogue keys for a bundled sample (the English
 * is the catalogue's, like every other language's), or the user's own words, shown as written,
 * for a file imported as records.
 */
type DatasetWords =
  | {
      readonly nameKey: BareCode;
      readonly descriptionKey: BareCode;
      readonly name?: never;
      readonly description?: never;
    }
  | {
      readonly name: string;
      readonly description: string;
      readonly nameKey?: never;
      readonly descriptionKey?: never;
    };

/** A sample dataset: its words, example queries, records and preset design. */
export type SampleDataset = DatasetWords & {
  readonly id: string;
  /**
   * Sizes offered in the size picker, smallest first: about how many entities the preset design
   * makes (a size means what it always meant, so links keep opening the same table).
   */
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  readonly exampleQueries: readonly ExampleQuery[];
  /** The record types `records` yields, first the one the preset design stores. */
  readonly recordTypes: readonly RecordType[];
  /** The records for a size and seed, generated lazily and the same every time. */
  records(size: number, seed: number): RecordsByType;
  /** The design the sample is known by: applied to its records it gives the sample's table. */
  readonly design: Design;
};
