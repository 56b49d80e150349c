/** Exports as the main thread asks for them and reads their answers. */
import type { Coded } from '../engine';

/** The file formats the explorer exports. */
export type ExportFormat = 'typed-csv' | 'odata-json';

/** An export's text, or why the query could not run (coded: the UI says it, the file holds no sentence). */
export type ExportOutcome =
  | { readonly ok: true; readonly text: string; readonly count: number }
  | { readonly ok: false; readonly error: Coded };
