/**
 * A sample's table as entities: its records for a size and seed through a design (the sample's
 * own preset unless another is given). The worker loads these; tests and benchmarks use them to
 * see exactly what the worker sees.
 */
import {
  applyDesign,
  compileDesign,
  type Design,
  type DesignError,
  type DesignRun,
} from '../design';
import type { SampleDataset } from './samples/types';

/** A design applied to a sample's records, or why the design does not fit those records. */
export type SampleRun =
  | { readonly ok: true; readonly run: DesignRun }
  | { readonly ok: false; readonly errors: readonly DesignError[] };

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

/**
 * The entities of a sample under its preset design, in generation order. The presets are tested
 * to compile, so a failure here is a bug and throws.
 */
export function sampleEntities(dataset: SampleDataset, size: number, seed: number) {
  const outcome = runSample(dataset, size, seed);
  if (!outcome.ok) {
    throw new Error(`The ${dataset.id} preset does not compile: ${outcome.errors[0]?.message}`);
  }
  return outcome.run.entities;
}
