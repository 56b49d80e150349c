/** The sample dataset catalogue as the main thread reads it from the worker. */
import type { DesignPreset, ExampleQuery } from '../datasets';
import type { Design, RecordType } from '../design';
import type { BareCode } from '../engine';

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
