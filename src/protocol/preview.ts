/** The design editor's preview as the main thread reads it from the worker. */
import type { DesignError, PreviewRow } from '../design';
import type { Coded } from '../engine';

/** The first records of a dataset through a design, or why the design does not compile. */
export type PreviewOutcome =
  | { readonly ok: true; readonly rows: readonly PreviewRow[] }
  | {
      readonly ok: false;
      /** What is wrong, and every error of the design (each with its set, field and span). */
      readonly error: { readonly message: Coded; readonly errors: readonly DesignError[] };
    };
