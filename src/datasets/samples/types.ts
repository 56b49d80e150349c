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

/** A query worth trying on a dataset, with what it teaches. */
export interface ExampleQuery {
  readonly label: string;
  readonly filter: string;
  readonly note?: string;
  /** Catalogue keys of the label and note, for the UI to say them in the reader's language. */
  readonly labelKey?: BareCode;
  readonly noteKey?: BareCode;
}

/** A sample dataset: its description, example queries, records and preset design. */
export interface SampleDataset {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Catalogue keys of the name and description (the English above is the catalogue's). */
  readonly nameKey?: BareCode;
  readonly descriptionKey?: BareCode;
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
}
