/**
 * A sample's table as entities: its records for a size and seed through a design (the sample's
 * own preset unless another is given). The worker loads these; tests and benchmarks use them to
 * see exactly what the worker sees.
 */
import {
  type ApplyToTableOptions,
  applyDesign,
  applyDesignToTable,
  compileDesign,
  type Design,
  type DesignError,
  type DesignRun,
  type DesignTable,
} from '../design';
import type { SampleDataset } from './samples/types';

/** A design applied to a sample's records, or why the design does not fit those records. */
export type SampleRun =
  | { readonly ok: true; readonly run: DesignRun }
  | { readonly ok: false; readonly error: readonly DesignError[] };

/** Compiles `design` against the sample's record types and starts applying it to its records. */
export function runSample(
  dataset: SampleDataset,
  size: number,
  seed: number,
  design: Design = dataset.design,
): SampleRun {
  const compiled = compileDesign(design, dataset.recordTypes);
  if (!compiled.ok) return compiled;
  return { ok: true, run: applyDesign(compiled.design, dataset.records(size, seed)) };
}

/** A sample's table under a design, or why the design does not fit the sample's records. */
export type SampleTable =
  | ({ readonly ok: true } & DesignTable)
  | { readonly ok: false; readonly error: readonly DesignError[] };

/**
 * What the worker loads: the sample's records applied to `design` straight into a table (the
 * typed path; the same table as `createTable` over `runSample`'s entities).
 */
export function loadSample(
  dataset: SampleDataset,
  size: number,
  seed: number,
  design: Design = dataset.design,
  options: ApplyToTableOptions = {},
): SampleTable {
  const compiled = compileDesign(design, dataset.recordTypes);
  if (!compiled.ok) return compiled;
  return { ok: true, ...applyDesignToTable(compiled.design, dataset.records(size, seed), options) };
}

/**
 * The entities of a sample under its preset design, in generation order. The presets are tested
 * to compile, so a failure here is a bug and throws.
 */
export function sampleEntities(dataset: SampleDataset, size: number, seed: number) {
  const outcome = runSample(dataset, size, seed);
  if (!outcome.ok) {
    throw new Error(
      `The ${dataset.id} preset does not compile: ${JSON.stringify(outcome.error[0]?.message)}`,
    );
  }
  return outcome.run.entities;
}
